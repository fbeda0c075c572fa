import Testing

/// Issue 28, point 8: a server's error on a field is an error on it. `expect error` and
/// `expect no error` see it, as `show` does, until the value changes; `expect server-error`
/// stays the narrower check.
@Suite struct ServerErrorsAreErrorsTests {
  @Test func expectErrorSeesTheServersErrorOnAField() throws {
    let backend = try Backends.plain()
    let result = try Formsh.run(
      [
        "-c",
        SubmitToTests.filled + """
          submit --to \(backend.url("/errors/rails"))
          expect status 422
          expect error email
          expect error email /already been taken/
          expect error email is too common
          expect error _form the campaign is closed
          expect server-error email /too common/
          set email=bob@example.com
          expect no error email
          """,
        "Forms/signup.json",
      ])
    #expect(result.status == 0, "\(result)")
    #expect(result.stderr.isEmpty, "\(result)")
  }

  @Test func expectationsThatFailSayTheErrorIsTheServers() throws {
    let backend = try Backends.plain()
    let result = try Formsh.run(
      [
        "-c",
        SubmitToTests.filled + """
          submit --to \(backend.url("/errors/rails"))
          expect status 422
          expect no error email
          expect error email must be an email address
          expect no error _form
          expect no error password
          """,
        "Forms/signup.json",
      ])
    #expect(result.status == 1, "\(result)")
    #expect(
      result.stderr.split(separator: "\n") == [
        #"-c:6: error: expected no error on email, found "has already been taken" (from the server), "is too common" (from the server)"#,
        #"-c:7: error: expected error "must be an email address" on email, found "has already been taken" (from the server), "is too common" (from the server)"#,
        #"-c:8: error: expected no error on _form, found "the campaign is closed" (from the server)"#,
      ], "\(result)")
  }

  @Test func aRuleOfTheFormComesBeforeTheServersError() throws {
    let backend = try Backends.plain()
    let result = try Formsh.run(
      [
        "-c",
        SubmitToTests.filled + """
          validate --remote \(backend.url("/errors/rails"))
          set password=short
          expect error password
          expect error email /taken/
          uncheck terms
          expect error terms must be checked
          expect no error email
          """,
        "Forms/signup.json",
      ])
    #expect(result.status == 1, "\(result)")
    #expect(
      result.stderr.split(separator: "\n") == [
        #"-c:10: error: expected no error on email, found "has already been taken" (from the server), "is too common" (from the server)"#
      ], "\(result)")
  }
}
