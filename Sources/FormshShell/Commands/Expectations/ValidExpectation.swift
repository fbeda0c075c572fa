/// `expect valid`: every rule passes now.
struct ValidExpectation: Expectation, Equatable {
  static let word = "valid"
  static let synopsis = "expect valid"

  init() {}

  init(_ arguments: Arguments) throws(ParseError) {
    try arguments.expect(1, 1)
  }

  func judge(in context: FormContext) throws(ShellError) {
    let failures = context.form.session.failures()
    guard failures.isEmpty else {
      throw .expectation(expected: "the form to be valid", found: FailureList.describe(failures))
    }
  }

  /// Names no field.
  var namedField: String? { nil }
}
