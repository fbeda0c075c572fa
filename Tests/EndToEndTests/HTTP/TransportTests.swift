import Foundation
import Testing

/// The careful defaults of formsh's client (issue 15): TLS verified (`--cacert`,
/// `--insecure` only when asked and said), redirects followed to http(s) only and at most 5,
/// credentials never carried to another host, time-outs, a capped response, cookies kept for
/// the session and in `--cookie-jar`.
@Suite struct TransportTests {
  @Test func httpsWithTheServersCertificateWorks() throws {
    let backend = try Backends.secure()
    let certificate = try TestCertificate.shared()
    let result = try Formsh.run([
      "--cacert", certificate.certificatePath, "-c", "fields", backend.url("/forms/signup"),
    ])
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("email"))
  }

  @Test func httpsWithoutTrustIsRefusedAndNothingIsSent() throws {
    let backend = try Backends.secure()
    let marker = Backends.marker()
    let result = try Formsh.run(["-c", "fields", backend.url("/forms/signup?m=\(marker)")])
    #expect(result.status == 69, "\(result)")
    #expect(result.stderr.contains(": TLS failed: "))
    #expect(result.stderr.contains("--cacert FILE"))
    #expect(try Backends.requests(backend, containing: marker).isEmpty)
  }

  @Test func insecureIsSaidOnStandardError() throws {
    let backend = try Backends.secure()
    let result = try Formsh.run(["--insecure", "-c", "fields", backend.url("/forms/signup")])
    #expect(result.status == 0, "\(result)")
    #expect(
      result.stderr.hasPrefix("formsh: warning: --insecure: TLS certificates are not checked"))
  }

  @Test func aRedirectOnTheSameHostIsFollowedWithTheCredentials() throws {
    let backend = try Backends.plain()
    let result = try Formsh.run([
      "--header", "Authorization: Bearer s3cret-token-123", "-c",
      "load --dialect formsh \(backend.url("/redirect/same"))",
    ])
    // /echo answers a JSON object, which loads as a form with no fields; what matters is
    // what reached it.
    #expect(result.status == 0, "\(result)")
    let echoed = try backend.requests().filter { $0.path == "/echo" }
    #expect(echoed.contains { $0.header("Authorization") == "Bearer s3cret-token-123" })
  }

  @Test func credentialsAreNeverCarriedToAnotherHost() throws {
    let backend = try TestBackend.start()
    let result = try Formsh.run([
      "--header", "Authorization: Bearer s3cret-token-123", "--header", "Cookie: session=abc123",
      "-c", "load --dialect formsh \(backend.url("/redirect/other-host"))",
    ])
    #expect(result.status == 0, "\(result)")
    let requests = try backend.requests()
    #expect(requests.map(\.path) == ["/redirect/other-host", "/echo"])
    #expect(requests[0].header("Authorization") == "Bearer s3cret-token-123")
    #expect(requests[1].header("Host")?.hasPrefix("localhost:") == true)
    #expect(requests[1].header("Authorization") == nil)
    #expect(requests[1].header("Cookie") == nil)
  }

  @Test func redirectsGoToHTTPOnlyAndAtMostFive() throws {
    let backend = try Backends.plain()
    let ftp = try Formsh.run(["lint", backend.url("/redirect/ftp")])
    #expect(ftp.status == 69, "\(ftp)")
    #expect(ftp.stderr.contains("redirected to a URL that is not http(s); not followed"))
    let loop = try Formsh.run(["lint", backend.url("/redirect/loop")])
    #expect(loop.status == 69, "\(loop)")
    #expect(loop.stderr.contains("more than 5 redirects"))
    let five = try Formsh.run(["lint", "--dialect", "formsh", backend.url("/redirect/chain?n=5")])
    #expect(five.status == 0, "five redirects are followed to /echo: \(five)")
    let six = try Formsh.run(["lint", backend.url("/redirect/chain?n=6")])
    #expect(six.status == 69, "\(six)")
  }

  @Test func aSlowServerHitsTheTotalTimeOut() throws {
    let backend = try Backends.plain()
    let result = try Formsh.run(["--max-time", "1", "lint", backend.url("/slow-headers?seconds=5")])
    #expect(result.status == 69, "\(result)")
    #expect(result.stderr.contains("no complete response within 1 s (--max-time)"))
  }

  @Test func aConnectionThatIsNeverAcceptedHitsTheConnectTimeOut() throws {
    let backend = try Backends.plain()
    let url = try backend.unansweredURL()
    let result = try Formsh.run(["--connect-timeout", "1", "lint", url])
    #expect(result.status == 69, "\(result)")
    #expect(result.stderr.contains("no connection within 1 s (--connect-timeout)"))
  }

  @Test func aResponseLargerThanAskedIsRefused() throws {
    let backend = try Backends.plain()
    for path in ["/huge?bytes=5000", "/huge-chunked?bytes=5000"] {
      // A form over the size asked for is refused as one over formsh's own limit is.
      let result = try Formsh.run(["--max-response-size", "4K", "lint", backend.url(path)])
      #expect(result.status == 65, "\(result)")
      #expect(
        result.stderr.contains(
          "the response is larger than 4096 bytes; raise --max-response-size to take it"))
    }
  }

  @Test func cookiesLastTheSessionAndTheJar() throws {
    let backend = try TestBackend.start()
    let jar = NSTemporaryDirectory() + "formsh-jar-\(Backends.marker()).txt"
    defer { try? FileManager.default.removeItem(atPath: jar) }
    let first = try Formsh.run([
      "--cookie-jar", jar, "-c",
      "load --dialect formsh \(backend.url("/cookie/set?name=abc123"))\nload \(backend.url("/forms/signup"))",
    ])
    #expect(first.status == 0, "\(first)")
    let text = try String(contentsOfFile: jar, encoding: .utf8)
    #expect(text.hasPrefix("# Netscape HTTP Cookie File"))
    #expect(text.contains("\tsession\tabc123"))
    let mode = try FileManager.default.attributesOfItem(atPath: jar)[.posixPermissions] as? Int
    #expect(mode == 0o600)
    let second = try Formsh.run(["--cookie-jar", jar, "-c", "fields", backend.url("/forms/signup")])
    #expect(second.status == 0, "\(second)")
    let requests = try backend.requests()
    #expect(requests.map(\.path) == ["/cookie/set?name=abc123", "/forms/signup", "/forms/signup"])
    #expect(requests[0].header("Cookie") == nil)
    #expect(requests[1].header("Cookie") == "session=abc123")
    #expect(requests[2].header("Cookie") == "session=abc123")
  }

  @Test func badOptionsAreUsageErrors() throws {
    for (arguments, message) in [
      (["--header", "Bad Name: x"], "--header: \"Bad Name\" is not a header name"),
      (["--header", "NoColon"], "--header: a header is written NAME: VALUE"),
      (["--max-time", "soon"], "--max-time takes seconds"),
      (["--max-response-size", "lots"], "--max-response-size takes a size"),
      (["--to", "http://127.0.0.1:1/"], "--to goes with fill --to URL"),
      (["--concurrency", "4"], "--concurrency goes with fill --to URL"),
    ] {
      let result = try Formsh.run(arguments + ["-c", "fields"])
      #expect(result.status == 2, "\(arguments): \(result)")
      #expect(result.stderr.contains(message), "\(arguments): \(result)")
    }
  }
}
