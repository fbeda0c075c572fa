import Foundation
import Testing

/// Credentials sent to servers are secrets (docs/http.md): an `Authorization` or `Cookie`
/// header, a `--var`, a `capture --secret` never appear in `--echo`, `headers`, errors,
/// a response printed, a recording or a test report. (The history file: InterpreterTests.)
@Suite struct HTTPSecretsTests {
  static let token = "s3cret-token-123"

  @Test func aHeaderTypedAtTheLineNeverShows() throws {
    let backend = try Backends.plain()
    let directory = NSTemporaryDirectory() + "formsh-secret-\(Backends.marker())"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let recording = directory + "/session.formsh"
    let result = try Formsh.run([
      "--echo", "-c",
      """
      record \(recording)
      header Authorization: Bearer \(Self.token)
      header X-Trace: 12
      headers
      set email=ada@example.com
      set password=correct horse 1
      check terms
      submit --to \(backend.url("/echo"))
      expect response $.headers.authorization == nothing
      expect response $.headers.authorization ~ /^x/
      submit --to \(backend.url("/status/500"))
      """,
      "Forms/signup.json",
    ])
    #expect(result.status == 1, "\(result)")
    #expect(result.stdout.contains("> header Authorization: ********\n"))
    #expect(result.stdout.contains("Authorization: ********\nX-Trace: 12\n"))
    // The server echoed the header back: what is printed of it is masked.
    #expect(result.stdout.contains(#""authorization": "********""#), "\(result)")
    #expect(!result.stdout.contains(Self.token))
    #expect(!result.stderr.contains(Self.token))
    #expect(result.stderr.contains("found \"********\""), "\(result)")
    let recorded = try String(contentsOfFile: recording, encoding: .utf8)
    #expect(!recorded.contains(Self.token))
    #expect(recorded.contains("header X-Trace: 12\n"))
    // The server did get it.
    let echoed = try backend.requests().filter { $0.path == "/echo" }
    #expect(echoed.contains { $0.header("Authorization") == "Bearer \(Self.token)" })
  }

  @Test func aHeaderFromTheCommandLineNeverShowsInAReport() throws {
    let backend = try Backends.plain()
    let directory = NSTemporaryDirectory() + "formsh-secret-\(Backends.marker())"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try """
    set email=ada@example.com
    set password=correct horse 1
    check terms
    submit --to \(backend.url("/echo"))
    headers
    expect response $.headers.authorization == wrong

    """.write(toFile: directory + "/echo.formsh", atomically: true, encoding: .utf8)
    let junit = directory + "/report.xml"
    let result = try Formsh.run([
      "test", "--header", "Authorization: Bearer \(Self.token)", "--form", "Forms/signup.json",
      "--report", "junit", junit, directory,
    ])
    #expect(result.status == 1, "\(result)")
    let report = try String(contentsOfFile: junit, encoding: .utf8)
    #expect(report.contains("Authorization: ********"), "\(report)")
    #expect(!report.contains(Self.token))
    #expect(!result.stdout.contains(Self.token))
    #expect(!result.stderr.contains(Self.token))
  }

  @Test func aSecretCaptureIsMaskedWhereverItWouldShow() throws {
    let backend = try Backends.plain()
    let result = try Formsh.run([
      "--echo", "-c",
      """
      set email=ada@example.com
      set password=correct horse 1
      check terms
      submit --to \(backend.url("/submit"))
      capture --secret mail = $.received.email
      echo \\${mail} is not printed by the echo line
      expect response $.received.email == ${mail}x
      """,
      "Forms/signup.json",
    ])
    #expect(result.status == 1, "\(result)")
    #expect(!result.stderr.contains("ada@example.com"), "\(result)")
    #expect(result.stderr.contains(#"== "********x", found "********""#), "\(result)")
  }
}
