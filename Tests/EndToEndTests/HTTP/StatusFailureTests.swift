import Foundation
import Testing

/// A failed `expect status` says why (issue 41, point 9): its line names the server's field
/// errors, each field's first message in the form's order, the form's own after them, cut
/// to three and counted past that, secrets masked; and the JUnit and JSON reports carry the
/// same line as the failure's message.
@Suite struct StatusFailureTests {
  static func run(_ commands: String, _ extra: [String] = []) throws -> Formsh.Result {
    try Formsh.run(extra + ["-c", SubmitToTests.filled + commands, "Forms/signup.json"])
  }

  @Test func theFailureNamesTheServersErrors() throws {
    let backend = try Backends.plain()
    let result = try Self.run("submit --to \(backend.url("/errors/rails"))\nexpect status 201")
    #expect(result.status == 1, "\(result)")
    #expect(
      result.stderr
        == "-c:5: error: expected status 201, found HTTP 422 Unprocessable Entity (email: has"
        + " already been taken; the campaign is closed)\n", "\(result)")
  }

  /// A server that echoes every value back: past three, the others are counted; the secret
  /// it echoes (the password, the bearer token) is masked.
  @Test func moreThanThreeAreCountedAndSecretsMasked() throws {
    let backend = try Backends.plain()
    let result = try Formsh.run(
      [
        "--secret", "PW=hunter2 secret", "--header", "Authorization: Bearer hunter2-token", "-c",
        """
        set email=ada@example.com
        set password=${PW}
        check terms
        submit --to \(backend.url("/errors/echo"))
        expect status 2xx
        """, "Forms/signup.json",
      ])
    #expect(result.status == 1, "\(result)")
    #expect(!result.stderr.contains("hunter2"), "\(result)")
    #expect(
      result.stderr
        == #"-c:5: error: expected status 2xx, found HTTP 422 Unprocessable Entity (email: "ada@example.com" is not accepted; password: "********" is not accepted; display_name: "" is not accepted; +3 more)"#
        + "\n", "\(result)")
  }

  /// The reports carry the line whole: JUnit's failure message, the JSON's failure.
  @Test func theReportsCarryTheErrors() throws {
    let backend = try Backends.plain()
    let files = try TemporaryFiles()
    defer { files.remove() }
    let scenario = try files.write(
      "refused.formsh",
      SubmitToTests.filled + "submit --to \(backend.url("/errors/rails"))\nexpect status 201\n"
    )
    let junit = files.path + "/junit.xml"
    let result = try Formsh.run(
      [
        "test", "--form", "Forms/signup.json", "--report", "junit", "-o", junit, "--report",
        "json", scenario,
      ])
    #expect(result.status == 1, "\(result)")
    let expected =
      "expected status 201, found HTTP 422 Unprocessable Entity (email: has already been"
      + " taken; the campaign is closed)"
    #expect(result.stdout.contains(#""message": "\#(expected)""#), "\(result)")
    let xml = try String(contentsOfFile: junit, encoding: .utf8)
    #expect(xml.contains(#"refused.formsh:5: error: \#(expected)" type="exit 1">"#), "\(xml)")
  }
}
