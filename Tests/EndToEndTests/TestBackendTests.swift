import Foundation
import Testing

/// The test backend and its harness work on their own, without formsh: it starts on a free
/// port over HTTP and HTTPS, answers curl, logs what it received, and stops.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/curl")))
struct TestBackendTests {
  static let curlPath = "/usr/bin/curl"

  /// curl, run as formsh would be (in the package root, with a clean environment).
  static func curl(_ arguments: [String]) throws -> Formsh.Result {
    try Formsh.run(["--silent", "--show-error"] + arguments, executable: curlPath)
  }

  static func object(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test func answersOverHTTPAndLogsWhatItReceived() throws {
    let backend = try TestBackend.start()
    #expect(backend.baseURL == "http://127.0.0.1:\(backend.port)")
    let sent = try Self.curl([
      "-H", "Content-Type: application/json", "-H", "X-Probe: one", "--data", #"{"a":1}"#,
      backend.url("/submit"),
    ])
    #expect(sent.status == 0, "\(sent)")
    let reply = try Self.object(sent.stdout)
    #expect(reply["id"] as? Int == 1)
    #expect((reply["received"] as? [String: Any])?["a"] as? Int == 1)

    let form = try Self.curl(["--fail", backend.url("/forms/signup")])
    #expect(try Self.object(form.stdout)["form_title"] as? String == "Create your account")
    let missing = try Self.curl(["-o", "/dev/null", "-w", "%{http_code}", backend.url("/nope")])
    #expect(missing.stdout == "404")

    let requests = try backend.requests()
    #expect(requests.map(\.method) == ["POST", "GET", "GET"])
    #expect(requests.map(\.path) == ["/submit", "/forms/signup", "/nope"])
    #expect(requests[0].header("x-probe") == "one")
    #expect(requests[0].header("CONTENT-TYPE") == "application/json")
    #expect(requests[0].headers.contains { $0.name == "X-Probe" })
    #expect(requests[0].body == #"{"a":1}"#)
    #expect(requests[1].header("Authorization") == nil)
  }

  @Test func keepsAConnectionAliveAcrossRequests() throws {
    let backend = try TestBackend.start()
    let result = try Self.curl([backend.url("/echo"), backend.url("/echo")])
    #expect(result.status == 0, "\(result)")
    let requests = try backend.requests()
    #expect(requests.count == 2)
    #expect(Set(requests.map(\.connection)).count == 1)
  }

  @Test func answersOverHTTPSWithTheGeneratedCertificate() throws {
    let certificate = try TestCertificate.shared()
    let backend = try TestBackend.start(tls: true)
    #expect(backend.baseURL == "https://127.0.0.1:\(backend.port)")

    let trusted = try Self.curl(["--cacert", certificate.certificatePath, backend.url("/echo")])
    #expect(trusted.status == 0, "\(trusted)")
    #expect(try Self.object(trusted.stdout)["method"] as? String == "GET")
    let viaLocalhost = try Self.curl([
      "--cacert", certificate.certificatePath, "https://localhost:\(backend.port)/echo",
    ])
    #expect(viaLocalhost.status == 0, "\(viaLocalhost)")

    // Without the certificate curl refuses the server (60: peer certificate not verified),
    // and nothing reaches the backend.
    let refused = try Self.curl([backend.url("/echo")])
    #expect(refused.status == 60, "\(refused)")
    #expect(try backend.requests().count == 2)
  }

  @Test func refusesConnectionsOnceStopped() throws {
    let backend = try TestBackend.start()
    let url = backend.url("/echo")
    #expect(try Self.curl([url]).status == 0)
    backend.stop()
    let after = try Self.curl([url])
    #expect(after.status == 7, "connection refused once stopped: \(after)")
    #expect(try backend.requests().count == 1)
  }

  @Test func givesAPortThatNeverAnswersForTheConnectTimeOut() throws {
    let backend = try TestBackend.start()
    let url = try backend.unansweredURL()
    #expect(url.hasPrefix("http://127.0.0.1:"))
    // curl gave up while connecting (28, a time-out): the connection never completed, and
    // nothing else went wrong. (curl spells it "Connection timed out after…" or
    // "Failed to connect… Timeout was reached", as its version goes.)
    let result = try Self.curl(["--connect-timeout", "1", url])
    #expect(result.status == 28, "a connect time-out: \(result)")
    #expect(result.stderr.hasPrefix("curl: (28) "), "\(result)")
    #expect(result.stderr.lowercased().contains("connect"), "\(result)")
  }

  @Test func serverErrorShapesAreThere() throws {
    let backend = try TestBackend.start()
    let rails = try Self.curl([
      "-w", "\n%{http_code}", "--data", #"{"email":"taken@example.com"}"#,
      backend.url("/validate"),
    ])
    #expect(rails.stdout.hasSuffix("\n422"), "\(rails)")
    #expect(rails.stdout.contains(#""email": ["has already been taken"]"#))
    let problem = try Self.curl([
      "-X", "POST", "-o", "/dev/null", "-w", "%{http_code} %{content_type}",
      backend.url("/errors/rfc9457"),
    ])
    #expect(problem.stdout == "422 application/problem+json")
  }
}
