import Foundation
import Testing

/// What a review found by attacking the HTTP commands with hostile servers and hostile
/// command lines, each through the binary: escape sequences in a status line, a body too
/// large to print, a stale response after a failed request, time-outs under a millisecond,
/// credentials in a URL, captured secrets and recorded headers.
@Suite struct HostileResponseTests {
  static func run(_ commands: String, _ extra: [String] = []) throws -> Formsh.Result {
    try Formsh.run(extra + ["-c", commands, "Forms/signup.json"])
  }

  @Test func aReasonPhraseNeverReachesTheTerminalRaw() throws {
    let backend = try Backends.plain()
    let result = try Self.run(
      SubmitToTests.filled + "submit --to \(backend.url("/hostile/reason"))")
    #expect(result.status == 1, "\(result)")
    #expect(result.stdout.hasPrefix("HTTP 422 Unprocessable]0;PWNED[2J\n"), "\(result)")
    for stream in [result.stdout, result.stderr] {
      #expect(!stream.contains("\u{1B}"), "\(result)")
      #expect(!stream.contains("\u{07}"), "\(result)")
    }
  }

  @Test func aLargeJSONBodyIsShownCutButReadWhole() throws {
    let backend = try Backends.plain()
    let result = try Self.run(
      SubmitToTests.filled + "submit --to \(backend.url("/big-json?items=20000"))\n"
        + "expect response $[*] count 20000\nexpect response $[19999].n == 19999")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.utf8.count < 70_000)
    #expect(result.stdout.hasPrefix("HTTP 200 OK\n[\n  {\n    \"n\": 0\n  },\n"))
    #expect(result.stdout.hasSuffix(" more lines)\n"), "\(result.stdout.suffix(200))")
  }

  @Test func aRequestThatGotNoResponseLeavesNoneBehind() throws {
    let backend = try Backends.plain()
    let result = try Self.run(
      SubmitToTests.filled + "submit --to \(backend.url("/echo"))\n"
        + "submit --to http://127.0.0.1:1/\nexpect status 200\nexpect response $.method == POST")
    #expect(result.status == 69, "\(result)")
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 3, "\(result.stderr)")
    #expect(lines.dropFirst().allSatisfy { $0.contains("found no response yet") }, "\(result)")
  }

  @Test func aTimeOutUnderAMillisecondIsStillATimeOut() throws {
    let backend = try Backends.plain()
    // Without the time-out, the server's 200 after 3 s would be read (and refused as no
    // form, 65): the 69 and its reason say the request was cut.
    let result = try Formsh.run([
      "--max-time", "0.0004", "lint", backend.url("/slow-headers?seconds=3"),
    ])
    #expect(result.status == 69, "\(result)")
    #expect(
      result.stderr.contains("no complete response within 0.0004 s (--max-time)"), "\(result)")
  }

  @Test func aServerErrorExpectationSaysWhereTheErrorsAre() throws {
    let backend = try Backends.plain()
    let result = try Self.run(
      SubmitToTests.filled + "submit --to \(backend.url("/errors/rails"))\n"
        + "expect server-error display_name\nexpect server-error email /zzz/")
    #expect(result.status == 1)
    #expect(
      result.stderr.contains(
        "expected a server error on display_name, found server errors on email and the form\n"),
      "\(result.stderr)")
    #expect(
      result.stderr.contains(
        #"expected a server error on email matching /zzz/, found "has already been taken""#),
      "\(result.stderr)")
  }

  @Test func aPasswordInAURLIsNeverShown() throws {
    let backend = try Backends.plain()
    let directory = NSTemporaryDirectory() + "formsh-url-\(Backends.marker())"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let recording = directory + "/session.formsh"
    let url = backend.baseURL.replacingOccurrences(of: "://", with: "://bob:hunter2pw@")
    let result = try Self.run(
      "record \(recording)\n" + SubmitToTests.filled + "submit --to \(url)/status/500\n"
        + "submit --to http://bob:hunter2pw@127.0.0.1:1/\nload \(url)/forms/nothing",
      ["--echo"])
    #expect(result.status != 0, "\(result)")
    #expect(result.stdout.contains("> submit --to http://bob:********@127.0.0.1:"), "\(result)")
    #expect(!result.stdout.contains("hunter2pw"), "\(result)")
    #expect(!result.stderr.contains("hunter2pw"), "\(result)")
    let recorded = try String(contentsOfFile: recording, encoding: .utf8)
    #expect(!recorded.contains("hunter2pw"), "\(recorded)")
  }

  @Test func aRecordedCredentialHeaderReplaysFromAVariable() throws {
    let backend = try Backends.plain()
    let directory = NSTemporaryDirectory() + "formsh-header-\(Backends.marker())"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let recording = directory + "/session.formsh"
    let recorded = try Self.run(
      """
      record \(recording)
      header Authorization: Bearer \(HTTPSecretsTests.token)
      header Accept: "text/html; q=0.9"
      """)
    #expect(recorded.status == 0, "\(recorded)")
    let script = try String(contentsOfFile: recording, encoding: .utf8)
    #expect(!script.contains(HTTPSecretsTests.token))
    #expect(
      script.hasPrefix("# recorded by formsh; replay with: formsh run --secret AUTHORIZATION="))
    #expect(script.contains("header Authorization: ${AUTHORIZATION}\n"), "\(script)")
    #expect(script.contains("header Accept: \"text/html; q=0.9\"\n"), "\(script)")
    // The replay sends the real credential: the server answers 200 (a form of no fields),
    // not 401 (66).
    let check = try Formsh.run([
      "--secret", "AUTHORIZATION=Bearer \(HTTPSecretsTests.token)", "-c",
      "source \(recording)\nload --dialect formsh \(backend.url("/auth/required"))",
    ])
    #expect(check.status == 0, "\(check)")
    // (Not "401" alone: the server's port may hold those digits.)
    #expect(!check.stderr.contains("HTTP 401"), "\(check)")
  }

  @Test func aCapturedCredentialIsShownMaskedAtThePrompt() throws {
    let backend = try Backends.plain()
    let home = NSTemporaryDirectory() + "formsh-capture-\(Backends.marker())"
    try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: home) }
    let terminal = try PseudoTerminal(
      [Formsh.root + "/Forms/signup.json"],
      environment: [
        "TERM": "xterm", "HOME": home, "XDG_STATE_HOME": home + "/state", "LANG": "C.UTF-8",
        "PATH": "/usr/bin:/bin", "NO_COLOR": "1",
      ])
    terminal.expect("signup> ")
    for line in [
      "header Authorization: Bearer \(HTTPSecretsTests.token)", "set email=ada@example.com",
      "set password=correct horse 1", "check terms",
    ] {
      terminal.send(line + "\r")
      terminal.expect("signup> ")
    }
    terminal.send("submit --to \(backend.url("/echo"))\r")
    terminal.expect("signup> ")
    // The server echoed the token back; capturing it keeps it a secret.
    terminal.send("capture echoed = $.headers.authorization\r")
    terminal.expect("echoed = ********")
    terminal.send("quit\r")
    #expect(terminal.waitForExit() == 0)
    // Only where it was typed.
    #expect(terminal.screen.components(separatedBy: HTTPSecretsTests.token).count == 2)
  }

  @Test func aHeaderTooLongToTakeIsSaidSo() throws {
    let backend = try Backends.plain()
    let result = try Self.run(
      SubmitToTests.filled + "submit --to \(backend.url("/hostile/huge-header"))")
    #expect(result.status == 69, "\(result)")
    #expect(result.stderr.contains("a header longer than 100 KB"), "\(result)")
  }

  @Test func anAPIKeyIsNotSentToAnotherHostAfterARedirect() throws {
    let backend = try TestBackend.start()
    let result = try Self.run(
      "header X-Api-Key: key-\(HTTPSecretsTests.token)\n" + SubmitToTests.filled
        + "submit --to \(backend.url("/redirect/other-host-307"))\n"
        + "submit --to \(backend.url("/redirect/307"))")
    #expect(result.status == 0, "\(result)")
    let requests = try backend.requests()
    #expect(
      requests.map(\.path) == ["/redirect/other-host-307", "/submit", "/redirect/307", "/submit"])
    #expect(
      requests.map { $0.header("Host")?.hasPrefix("localhost:") == true } == [
        false, true, false, false,
      ])
    // To localhost (another host to the client): the body, not the key.
    #expect(requests[1].header("X-Api-Key") == nil)
    #expect(requests[1].method == "POST")
    #expect(requests[1].body.contains("ada@example.com"))
    // To the same host: the key too.
    #expect(requests[3].header("X-Api-Key") == "key-\(HTTPSecretsTests.token)")
  }

  @Test func headersMasksASecretVariableInAnyHeader() throws {
    let result = try Formsh.run(
      ["--secret", "TOKEN", "-c", "header X-Custom: ${TOKEN}\nheaders"],
      environment: ["TOKEN": HTTPSecretsTests.token])
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("X-Custom: ********\n"), "\(result)")
    #expect(!result.stdout.contains(HTTPSecretsTests.token))
  }

  @Test func validateListsTheServerErrorsThatStand() throws {
    let backend = try Backends.plain()
    let result = try Self.run(
      SubmitToTests.filled + "submit --to \(backend.url("/errors/rails"))\nvalidate\n"
        + "validate email\nset email=grace@example.com\nvalidate email\nvalidate --strict")
    #expect(result.status == 1, "\(result)")
    let after = try #require(result.stdout.components(separatedBy: "server errors:\n").last)
    #expect(
      after.contains(
        """
        valid by the form's rules
        server errors (from the last response, until the values change):
          the campaign is closed
          email: has already been taken
          email: is too common
        valid by the form's rules
        server errors (from the last response, until the values change):
          email: has already been taken
          email: is too common
        valid
        valid

        """), "\(result.stdout)")
    #expect(!result.stderr.contains("validate --strict"), "\(result.stderr)")
  }

  @Test func aCaptureIsUsableLaterOnTheSameLine() throws {
    let backend = try Backends.plain()
    let filled = SubmitToTests.filled.split(separator: "\n").joined(separator: "; ")
    let captured = try Self.run(
      filled + "; submit --to \(backend.url("/submit")); capture id = $.id; echo got ${id}")
    #expect(captured.status == 0, "\(captured)")
    #expect(captured.stdout.contains("\ngot "), "\(captured)")
    // A name neither set nor captured on the line: none of it runs, as before.
    let unset = try Self.run(filled + "; capture id = $.id; echo ${id}; echo ${nope}")
    #expect(unset.status == 2, "\(unset)")
    #expect(unset.stdout.isEmpty, "\(unset)")
    #expect(
      unset.stderr.hasSuffix("error: ${nope} is not set; export it or pass --var nope=VALUE\n"))
    // A mistake anywhere on the line still runs none of it.
    let broken = try Self.run("echo first; echo 'unterminated")
    #expect(broken.status == 2)
    #expect(broken.stdout.isEmpty, "\(broken)")
  }
}
