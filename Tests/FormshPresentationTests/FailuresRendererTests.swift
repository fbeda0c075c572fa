import FormshDomain
import FormshPresentation
import Testing

@Suite struct FailuresRendererTests {
  @Test func idsAreAlignedAndMessagesFollow() {
    let failures = [
      FieldFailure(field: "email", failure: .invalidEmail, message: "must be an email address"),
      FieldFailure(
        field: "password", failure: .tooShort(min: 8), message: "must be at least 8 characters"),
    ]
    #expect(
      FailuresRenderer.render(failures) == """
          email:    must be an email address
          password: must be at least 8 characters

        """)
    #expect(FailuresRenderer.headline(failures) == "2 fields fail validation")
  }

  @Test func noFailuresReadsValid() {
    #expect(FailuresRenderer.render([]) == "valid\n")
  }

  @Test func oneFailureIsSingular() {
    let failure = FieldFailure(
      field: "terms", failure: .required(.checkbox), message: "must be checked")
    #expect(FailuresRenderer.headline([failure]) == "1 field fails validation")
  }
}
