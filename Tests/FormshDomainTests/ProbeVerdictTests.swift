import FormshCases
import FormshDomain
import Testing

/// `ProbeVerdict.judge`: how `formsh probe` reads a server's answer to a payload the form
/// accepts or refuses.
@Suite struct ProbeVerdictTests {
  static func errors(_ fields: [FieldID], form: [String] = []) -> ServerErrors {
    var errors = ServerErrors()
    for field in fields { errors.add("is wrong", to: field) }
    for message in form { errors.addFormError(message) }
    return errors
  }

  @Test(arguments: [
    (Probe.Expectation.accept, 201, [FieldID](), [String](), ProbeVerdict.agreed),
    (.refuse, 200, [], [], .acceptedForbidden),
    (.accept, 422, ["age"], [], .refusedAllowed),
    (.accept, 403, [], ["closed"], .refusedAllowed),
    (.refuse, 422, ["age"], [], .agreed),
    (.refuse, 422, ["age", "email"], [], .agreed),
    // A refusal that names no field (an unmapped body, or the form's errors alone) agrees.
    (.refuse, 400, [], [], .agreed),
    (.refuse, 422, [], ["invalid"], .agreed),
    (.refuse, 422, ["email"], [], .blamedOtherField),
    (.refuse, 422, ["email"], ["invalid"], .blamedOtherField),
    (.refuse, 500, [], [], .serverError),
    (.accept, 503, [], [], .serverError),
    (.accept, 302, [], [], .serverError),
  ])
  func theVerdictOfAnAnswer(
    _ expectation: Probe.Expectation, _ status: Int, _ fields: [FieldID], _ form: [String],
    _ verdict: ProbeVerdict
  ) {
    #expect(
      ProbeVerdict.judge(
        expectation, status: status, errors: Self.errors(fields, form: form), field: "age")
        == verdict)
  }

  @Test func noAnswerIsAServerErrorAndARuleAcrossFieldsBlamesNoField() {
    #expect(
      ProbeVerdict.judge(.refuse, status: nil, errors: ServerErrors(), field: "age") == .serverError
    )
    #expect(
      ProbeVerdict.judge(.refuse, status: 422, errors: Self.errors(["email"]), field: "_form")
        == .agreed)
  }
}
