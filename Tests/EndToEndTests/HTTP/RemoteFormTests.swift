import Foundation
import Testing

/// Forms load from http(s) URLs wherever a FORM is taken (docs/http.md): `formsh URL`,
/// `load URL`, `run --form URL`, `fill --form URL`, `lint URL`; a status other than 2xx is
/// unreadable (66), a server that cannot be reached 69, a body that is no form 65.
@Suite struct RemoteFormTests {
  @Test func theShellLoadsAFormFromAURL() throws {
    let backend = try Backends.plain()
    let result = try Formsh.run(["-c", "fields", backend.url("/forms/signup")])
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("email"))
    #expect(result.stdout.contains("terms"))
  }

  @Test func loadAtThePromptReplacesTheFormAndAFailureKeepsIt() throws {
    let backend = try Backends.plain()
    let result = try Formsh.run([
      "-c",
      "load \(backend.url("/forms/signup"))\nexpect value marketing_opt_in = off\n"
        + "load \(backend.url("/forms/missing"))\nexpect value marketing_opt_in = off",
    ])
    #expect(result.status == 66, "\(result)")
    // The form stays; the commands stop there, as a script's do (issue 28, point 6).
    #expect(
      result.stderr
        == "-c:3: error: \(backend.url("/forms/missing")): cannot read: HTTP 404 Not Found:"
        + " {\"error\": \"no form missing\"}\n"
        + "-c:3: note: the script stops: its form did not load\n")
  }

  @Test func runFillAndLintTakeAFormURL() throws {
    let backend = try Backends.plain()
    let form = backend.url("/forms/signup")
    let run = try Formsh.run(["run", "--form", form, "/dev/stdin"], stdin: "expect invalid\n")
    #expect(run.status == 0, "\(run)")
    let fill = try Formsh.run(
      ["fill", "--form", form, "-"],
      stdin: #"{"email":"ada@example.com","password":"correct horse 1","terms":true}"# + "\n")
    #expect(fill.status == 0, "\(fill)")
    #expect(fill.stdout.hasPrefix(#"{"record":1,"ok":true"#))
    let lint = try Formsh.run(["lint", "--json", form])
    #expect(lint.status == 0, "\(lint)")
    #expect(lint.stdout.contains(#""title":"Create your account""#))
  }

  @Test func aServerErrorIsUnreadableWithTheStatusAndTheStartOfTheBody() throws {
    let backend = try Backends.plain()
    let url = backend.url("/forms/signup?status=503")
    let result = try Formsh.run(["lint", url])
    #expect(result.status == 66, "\(result)")
    #expect(result.stderr.contains("\(url): cannot read: HTTP 503 Service Unavailable: {"))
  }

  @Test func aBodyThatIsNoFormIsMalformed() throws {
    let backend = try Backends.plain()
    let result = try Formsh.run(["-c", "fields", backend.url("/not-json")])
    #expect(result.status == 65, "\(result)")
    // An HTML page is read as a page (issue 43): one with no <form> says so.
    #expect(
      result.stderr
        == "formsh: error: \(backend.url("/not-json")): is an HTML page with no <form>: formsh"
        + " reads a page's form (give the URL of the page that shows the form)\n")
  }

  @Test func aCompressedFormIsUnpacked() throws {
    let backend = try Backends.plain()
    let marker = Backends.marker()
    let result = try Formsh.run(["-c", "fields", backend.url("/forms-gzip/signup?m=\(marker)")])
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("display_name"))
    let sent = try Backends.requests(backend, containing: marker)
    #expect(sent.count == 1)
    #expect(sent.first?.header("Accept-Encoding")?.contains("gzip") == true)
    #expect(sent.first?.header("User-Agent")?.hasPrefix("formsh/") == true)
  }

  @Test func aFormLargerThanTheLimitIsRefusedWhole() throws {
    let backend = try Backends.plain()
    let result = try Formsh.run(["lint", backend.url("/huge?bytes=\(17 << 20)")])
    #expect(result.status == 65, "\(result)")
    #expect(result.stderr.contains("16 MiB"))
  }

  @Test func nothingListeningIsUnreachable() throws {
    let backend = try TestBackend.start()
    let url = backend.url("/forms/signup")
    backend.stop()
    let result = try Formsh.run(["-c", "fields", url])
    #expect(result.status == 69, "\(result)")
    #expect(
      result.stderr
        == "formsh: error: \(url): connection refused (nothing listens at 127.0.0.1:\(backend.port))\n"
    )
  }

  @Test func anUnknownHostIsUnreachable() throws {
    let result = try Formsh.run(["lint", "http://no-such-host.invalid/form.json"])
    #expect(result.status == 69, "\(result)")
    #expect(result.stderr.contains("could not resolve host no-such-host.invalid"))
  }
}
