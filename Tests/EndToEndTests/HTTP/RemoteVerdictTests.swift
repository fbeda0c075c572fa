import Testing

/// Issue 28, point 10: `validate --remote` states the form's verdict and the server's, each
/// on a line of its own, never a bare `valid` before a server's refusal.
@Suite struct RemoteVerdictTests {
  @Test func theFormsVerdictAndTheServersAreSaidApart() throws {
    let backend = try Backends.plain()
    let result = try Formsh.run(
      [
        "-c",
        SubmitToTests.filled + """
          set email=taken@example.com
          validate --remote \(backend.url("/validate"))
          set email=free@example.com
          validate --remote \(backend.url("/validate"))
          uncheck terms
          validate --remote \(backend.url("/status/500"))
          """,
        "Forms/signup.json",
      ])
    #expect(result.status == 0, "\(result)")
    #expect(
      result.stdout == """
        by the form's rules: valid
        by the server: invalid (HTTP 422 Unprocessable Entity)
          email: has already been taken
        by the form's rules: valid
        by the server: valid (HTTP 200 OK)
        by the form's rules: 1 field fails validation:
          terms: must be checked
        by the server: no verdict (HTTP 500 Internal Server Error)
          {"status": 500}

        """, "\(result)")
  }
}
