import Foundation
import Testing

/// Issue 28, point 7: a negative test of a backend can pass. In a script, a `submit --to` or
/// `validate --strict --remote` that the server refuses is decided by an `expect status` on
/// the next command (hurl's model); `--status` says the same on one line.
@Suite struct ExpectedRefusalTests {
  static func run(_ commands: String, _ extra: [String] = []) throws -> Formsh.Result {
    try Formsh.run(extra + ["-c", SubmitToTests.filled + commands, "Forms/signup.json"])
  }

  @Test func aRefusalFollowedByExpectStatusIsDecidedByIt() throws {
    let backend = try Backends.plain()
    let result = try Self.run(
      """
      submit --to \(backend.url("/errors/rails"))
      expect status 422
      submit --to \(backend.url("/errors/rails"))

      # blank lines and comments are no command: the expectation is still the next one
      expect status 4xx
      """)
    #expect(result.status == 0, "\(result)")
    #expect(result.stderr.isEmpty, "\(result)")
    #expect(result.stdout.contains("HTTP 422 Unprocessable Entity\n"))
  }

  /// `--status` takes a list, as `expect status` does, and help submit says so.
  @Test func statusOnTheLineTakesAListAndHelpSaysSo() throws {
    let backend = try Backends.plain()
    let url = backend.url("/errors/rails")
    let held = try Self.run("submit --to \(url) --status 201,4xx")
    #expect(held.status == 0, "\(held)")
    let failed = try Self.run("submit --to \(url) --status 200,201")
    #expect(failed.status == 1, "\(failed)")
    let help = try Formsh.run(["-c", "help submit"])
    #expect(help.stdout.contains("[--status CODE|Nxx[,…]]"), "\(help)")
    #expect(help.stdout.contains("a list takes any of its statuses (--status 200,201 or 2xx,422)"))
  }

  @Test func anExpectStatusThatDoesNotHoldIsTheOnlyFailure() throws {
    let backend = try Backends.plain()
    let result = try Self.run(
      "submit --to \(backend.url("/errors/rails"))\nexpect status 201; echo after")
    #expect(result.status == 1, "\(result)")
    #expect(
      result.stderr
        == "-c:5: error: expected status 201, found HTTP 422 Unprocessable Entity (email: has"
        + " already been taken; the campaign is closed)\n",
      "\(result)")
    #expect(result.stdout.hasSuffix("after\n"))
  }

  @Test func aRefusalThatNoExpectStatusAnswersFailsAtItsOwnLine() throws {
    let backend = try Backends.plain()
    let result = try Self.run(
      "submit --to \(backend.url("/errors/rails"))\necho after\nexpect status 422")
    #expect(result.status == 1, "\(result)")
    let errors = result.stderr.split(separator: "\n")
    let url = backend.url("/errors/rails")
    #expect(
      errors.first.map(String.init)
        == "-c:4: error: the server answered HTTP 422 Unprocessable Entity (\(url))", "\(result)")
    #expect(result.stdout.hasSuffix("after\n"))
    // The expectation two lines later holds, and is not what decides.
    #expect(!result.stderr.contains("-c:6"), "\(result)")
  }

  @Test func aRefusalOnTheLastLineFailsTheScript() throws {
    let backend = try Backends.plain()
    let result = try Self.run("submit --to \(backend.url("/errors/rails"))")
    #expect(result.status == 1, "\(result)")
    #expect(result.stderr.hasPrefix("-c:4: error: the server answered HTTP 422 "), "\(result)")
  }

  @Test func bailStopsAtARefusalNoExpectStatusAnswers() throws {
    let backend = try Backends.plain()
    let result = try Self.run(
      "submit --to \(backend.url("/errors/rails"))\necho after", ["--bail"])
    #expect(result.status == 1, "\(result)")
    #expect(!result.stdout.contains("after"), "\(result)")
    #expect(result.stderr.hasPrefix("-c:4: error: the server answered HTTP 422 "), "\(result)")
  }

  @Test func validateStrictRemoteIsDecidedByExpectStatusToo() throws {
    let backend = try Backends.plain()
    let result = try Self.run(
      """
      set email=taken@example.com
      validate --strict --remote \(backend.url("/validate"))
      expect status 422
      validate --strict --remote \(backend.url("/validate"))
      """)
    #expect(result.status == 1, "\(result)")
    #expect(
      result.stderr == "-c:7: error: validate --strict: the server found 1 problem\n", "\(result)")
  }

  @Test func statusSaysOnOneLineWhichAnswerIsExpected() throws {
    let backend = try Backends.plain()
    let result = try Self.run(
      """
      submit --to \(backend.url("/errors/rails")) --status 422
      submit --to \(backend.url("/errors/rails")) --status 4xx
      set email=taken@example.com
      validate --strict --remote \(backend.url("/validate")) --status 422
      submit --to \(backend.url("/submit")) --status 4xx
      submit --to \(backend.url("/errors/rails")) --status 400
      submit --to \(backend.url("/errors/rails")) --status 42
      """)
    let errors = result.stderr.split(separator: "\n")
    #expect(errors.count == 3, "\(result)")
    #expect(errors.first == "-c:8: error: expected status 4xx, found HTTP 201 Created")
    #expect(
      errors.dropFirst().first
        == "-c:9: error: expected status 400, found HTTP 422 Unprocessable Entity (email: has already been taken; the campaign is closed)"
    )
    #expect(
      errors.last?.hasPrefix("-c:10:") == true
        && errors.last?.contains(
          #"error: --status: a status is 3 digits (201), a class (2xx) or a list of them"#) == true,
      "\(result)")
    #expect(result.status == 1, "\(result)")
  }

  @Test func statusGoesWithToOrRemote() throws {
    let result = try Self.run("submit --status 422")
    #expect(result.status == 2, "\(result)")
    #expect(result.stderr.contains("--method, --as and --status go with --to URL"), "\(result)")
    let validate = try Self.run("validate --status 422")
    #expect(validate.status == 2, "\(validate)")
    #expect(validate.stderr.contains("--status goes with --remote URL"), "\(validate)")
  }
}
