/// `expect no error FIELD`: the field passes its rules and no server's error stands on it
/// (`_form`: every rule of the form as a whole holds, and no server's error naming no field
/// stands).
struct NoErrorExpectation: Expectation, Equatable {
  static let word = "no"
  static let synopsis = "expect no error FIELD"

  let field: String

  init(field: String) { self.field = field }

  init(_ arguments: Arguments) throws(ParseError) {
    guard arguments.count == 3, arguments[1] == "error" else { throw arguments.usage() }
    field = arguments[2]
  }

  func judge(in context: FormContext) throws(ShellError) {
    let id = try context.form.errorTarget(field)
    let errors = context.form.errors(on: id)
    guard errors.isEmpty else {
      throw .expectation(
        expected: "no error on \(id)", found: errors.map(\.quoted).joined(separator: ", "))
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
