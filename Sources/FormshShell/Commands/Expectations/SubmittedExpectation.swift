/// `expect submitted`: a submit succeeded since the form was loaded.
struct SubmittedExpectation: Expectation, Equatable {
  static let word = "submitted"
  static let synopsis = "expect submitted"

  init() {}

  init(_ arguments: Arguments) throws(ParseError) {
    try arguments.expect(1, 1)
  }

  func judge(in context: FormContext) throws(ShellError) {
    guard context.form.session.lastSubmission != nil else {
      throw .expectation(expected: "a successful submit", found: "none since the form was loaded")
    }
  }

  /// Names no field.
  var namedField: String? { nil }
}
