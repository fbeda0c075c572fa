/// `expect no error FIELD`: the field passes its rules.
struct NoErrorExpectation: Expectation, Equatable {
  static let word = "no"
  static let synopsis = "expect no error FIELD"

  let field: String

  init(field: String) { self.field = field }

  init(_ arguments: Arguments) throws(ParseError) {
    guard arguments.count == 3, arguments[1] == "error" else { throw arguments.usage() }
    field = arguments[2]
  }

  func judge(in shell: Interpreter) throws(ShellError) {
    let field = try shell.field(self.field)
    if let failure = shell.session.failures().first(where: { $0.field == field.id }) {
      throw .expectation(expected: "no error on \(field.id)", found: "\"\(failure.message)\"")
    }
  }

  /// Nothing follows the field's id.
  var showsNoSecret: Bool { true }

  static func complete(_ words: [String], _ current: String, _ completer: Completer)
    -> Completion
  {
    switch words.count {
    case 3: completer.offer(["error"], current, suffix: " ")
    case 4: completer.offer(completer.ids(.any), current, suffix: " ")
    default: .none
    }
  }
}
