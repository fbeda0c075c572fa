import Foundation
import Testing

/// `get URL`, `expect status` with lists and classes, and `expect duration`, through the binary
/// against the test backend.
@Suite struct GetCommandTests {
  static let filled = """
    set email=ada@example.com
    set password=correct horse 1
    check terms

    """

  static func run(_ commands: String, _ extra: [String] = []) throws -> Formsh.Result {
    try Formsh.run(extra + ["-c", commands, "Forms/signup.json"])
  }

  @Test func getChecksWhatASubmitCreatedWithTheSessionsHeaders() throws {
    let backend = try Backends.plain()
    let marker = Backends.marker()
    let result = try Self.run(
      Self.filled + """
        header X-Trace: \(marker)
        submit --to \(backend.url("/submit?m=\(marker)"))
        expect status 201
        capture id = $.id
        get \(backend.url("/submit/"))${id}?m=\(marker)
        expect status 200
        expect response $.id == ${id}
        expect response $.received.email == ada@example.com
        expect header Content-Type startsWith application/json
        expect value email = ada@example.com
        """)
    #expect(result.status == 0, "\(result)")
    let sent = try Backends.requests(backend, containing: marker)
    #expect(sent.map(\.method) == ["POST", "GET"], "\(sent)")
    // The session's header went with the get, as with the submit.
    #expect(sent.last?.header("X-Trace") == marker)
    #expect(sent.last?.header("Accept")?.hasPrefix("application/json") == true)
    #expect(sent.last?.body == "")
    // Printed as submit prints a response: the status, then the body.
    #expect(result.stdout.contains("HTTP 200 OK\n{\n  \"id\": "), "\(result)")
  }

  @Test func aStatusOtherThan2xxIsShownButIsNoErrorOfGet() throws {
    let backend = try Backends.plain()
    let result = try Self.run(
      """
      get \(backend.url("/submit/0"))
      expect status 404
      get \(backend.url("/status/503"))
      """)
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("HTTP 404 Not Found\n"), "\(result)")
    #expect(result.stdout.contains("HTTP 503 Service Unavailable\n"), "\(result)")
    let failed = try Self.run("get \(backend.url("/submit/0"))\nexpect status 2xx")
    #expect(failed.status == 1, "\(failed)")
    #expect(failed.stderr == "-c:2: error: expected status 2xx, found HTTP 404 Not Found\n")
  }

  @Test func aBodyThatIsNotJSONStillHasAStatusAndHeaders() throws {
    let backend = try Backends.plain()
    let result = try Self.run(
      """
      get \(backend.url("/not-json"))
      expect status 200
      expect header Content-Type startsWith text/html
      expect response $.title exists
      """)
    #expect(result.status == 1, "\(result)")
    let errors = result.stderr.split(separator: "\n")
    #expect(errors.count == 1, "\(result)")
    #expect(
      errors.first?.hasPrefix("-c:4: error: the body of the last response is not JSON") == true)
  }

  @Test func aRelativeURLResolvesAgainstTheFormsURLOnly() throws {
    let backend = try Backends.plain()
    let marker = Backends.marker()
    let remote = try Formsh.run([
      "-c", "get /document?m=\(marker)\nexpect response $.id == 42",
      backend.url("/forms/signup"),
    ])
    #expect(remote.status == 0, "\(remote)")
    #expect(
      try Backends.requests(backend, containing: marker).map(\.path) == ["/document?m=\(marker)"])
    let local = try Self.run("get /document")
    #expect(local.status == 2, "\(local)")
    #expect(local.stderr.hasPrefix("-c:1: error: get /document is not an http(s) URL"), "\(local)")
    #expect(local.stderr.contains("give an absolute URL"), "\(local)")
  }

  /// A URL with a scheme other than http(s) is no relative URL: a usage error, and nothing
  /// is fetched from the form's server.
  @Test(arguments: ["ftp://x/y", "mailto:a@b.c"])
  func aURLOfAnotherSchemeIsRefused(url: String) throws {
    let backend = try Backends.plain()
    let marker = Backends.marker()
    let result = try Formsh.run(["-c", "get \(url)", backend.url("/forms/signup?m=" + marker)])
    #expect(result.status == 2, "\(result)")
    #expect(
      result.stderr.hasPrefix("-c:1: error: get takes an http(s) URL, not \"\(url)\""),
      "\(result)")
    #expect(try Backends.requests(backend, containing: marker).count == 1)
  }

  @Test func aSecretInTheURLIsMaskedAndRecordWritesTheGet() throws {
    let backend = try Backends.plain()
    let directory = NSTemporaryDirectory() + "formsh-get-\(Backends.marker())"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let script = directory + "/recorded.formsh"
    let result = try Self.run(
      """
      record \(script)
      get \(backend.url("/echo"))?token=${TOKEN}
      get \(backend.url("/document"))
      record stop
      """, ["--secret", "TOKEN=k3y-that-is-secret", "--echo"])
    #expect(result.status == 0, "\(result)")
    #expect(!result.stdout.contains("k3y-that-is-secret"), "\(result)")
    #expect(!result.stderr.contains("k3y-that-is-secret"), "\(result)")
    #expect(result.stdout.contains("\"path\": \"/echo?token=********\""), "\(result)")
    let recorded = try String(contentsOfFile: script, encoding: .utf8)
    #expect(!recorded.contains("k3y-that-is-secret"), "\(recorded)")
    #expect(recorded.contains("\nget \(backend.url("/document"))\n"), "\(recorded)")
  }

  @Test func statusTakesAListAndClasses() throws {
    let backend = try Backends.plain()
    let result = try Self.run(
      """
      get \(backend.url("/status/202"))
      expect status 201,202
      expect status 200,2xx
      expect status 201, 202
      expect status 200,201
      expect status 4xx,5xx
      expect status 201,
      """)
    #expect(result.status == 1, "\(result)")
    let errors = result.stderr.split(separator: "\n").map(String.init)
    #expect(errors.count == 3, "\(result)")
    #expect(
      errors.prefix(2) == [
        "-c:5: error: expected status 200,201, found HTTP 202 Accepted",
        "-c:6: error: expected status 4xx,5xx, found HTTP 202 Accepted",
      ], "\(result)")
    #expect(
      errors.last?.hasPrefix(
        "-c:7:15: error: a status is 3 digits (201), a class (2xx) or a list of them"
          + " (201,202 or 200,3xx), not \"201,\"") == true, "\(result)")
  }

  @Test func aListAnswersARefusal() throws {
    let backend = try Backends.plain()
    let result = try Self.run(
      Self.filled + "submit --to \(backend.url("/status/409"))\nexpect status 409,422")
    #expect(result.status == 0, "\(result)")
  }

  @Test func durationHasALowerBoundOnASlowResponse() throws {
    let backend = try Backends.plain()
    let result = try Self.run(
      """
      get \(backend.url("/slow?seconds=1"))
      expect duration > 500
      expect duration >= 1000
      expect duration not < 500
      expect duration < 500
      """)
    #expect(result.status == 1, "\(result)")
    let errors = result.stderr.split(separator: "\n").map(String.init)
    #expect(errors.count == 1, "\(result)")
    let prefix = "-c:5: error: expected duration < 500 ms, found "
    let suffix = " ms (GET \(backend.url("/slow?seconds=1")))"
    let error = try #require(errors.first)
    #expect(error.hasPrefix(prefix) && error.hasSuffix(suffix), "\(result)")
    let milliseconds = Int(error.dropFirst(prefix.count).dropLast(suffix.count))
    #expect((milliseconds ?? 0) >= 1000, "\(error)")
  }

  @Test func durationBeforeAnyRequestSaysSo() throws {
    let result = try Self.run("expect duration < 500")
    #expect(result.status == 1, "\(result)")
    #expect(
      result.stderr
        == "-c:1: error: expected duration < 500 ms, found no response yet (get URL, submit --to URL"
        + " or validate --remote URL first)\n")
  }
}
