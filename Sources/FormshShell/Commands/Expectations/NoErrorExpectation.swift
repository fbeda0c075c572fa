/// `expect no error FIELD`: the field passes its rules (`_form`: every rule of the form as a
/// whole holds).
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
    let id = try shell.errorTarget(field)
    if let failure = shell.session.failures().first(where: { $0.field == id }) {
      throw .expectation(expected: "no error on \(id)", found: "\"\(failure.message)\"")
    }
  }

  /// The field it judges.
  var namedField: String? { field }

  /// Nothing follows the field's id.
  var showsNoSecret: Bool { true }

  static func complete(_ words: [String], _ current: String, _ completer: Completer)
    -> Completion
  {
    switch words.count {
    case 3: completer.offer(["error"], current, suffix: " ")
    case 4: completer.fields(.any, current, suffix: " ")
    default: .none
    }
  }
}
