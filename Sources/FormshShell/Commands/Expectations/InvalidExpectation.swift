/// `expect invalid`: some rule fails now. For coverage, it sees the submit refused: it is how
/// a passing scenario asserts that a submit would be.
struct InvalidExpectation: Expectation, Equatable {
  static let word = "invalid"
  static let synopsis = "expect invalid"

  init() {}

  init(_ arguments: Arguments) throws(ParseError) {
    try arguments.expect(1, 1)
  }

  func judge(in context: FormContext) throws(ShellError) {
    guard !context.form.session.failures().isEmpty else {
      throw .expectation(expected: "the form to be invalid", found: "every rule passes")
    }
    context.form.session.noteSubmitWouldBeRefused()
  }

  /// Names no field.
  var namedField: String? { nil }
}
