/// `expect links N`: the form has exactly N rich-text links.
struct LinksExpectation: Expectation, Equatable {
  static let word = "links"
  static let synopsis = "expect links N"

  let count: Int

  init(count: Int) { self.count = count }

  init(_ arguments: Arguments) throws(ParseError) {
    try arguments.expect(2, 2)
    guard let count = Int(arguments[1]), count >= 0 else {
      throw arguments.usage("\"\(arguments[1])\" is not a count", at: 1)
    }
    self.count = count
  }

  func judge(in context: FormContext) throws(ShellError) {
    let found = context.form.session.form.links.count
    guard found == count else {
      throw .expectation(expected: count == 1 ? "1 link" : "\(count) links", found: "\(found)")
    }
  }

  /// Names no field.
  var namedField: String? { nil }
}
