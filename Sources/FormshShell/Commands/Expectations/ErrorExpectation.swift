/// `expect error FIELD [MESSAGE|/REGEX/]`: the field fails a rule, or the last server's
/// answer put an error on it that still stands, with that message; `expect error _form …`: a
/// rule of the form as a whole fails, or a server's error naming no field stands.
struct ErrorExpectation: Expectation, Equatable {
  static let word = "error"
  static let synopsis = "expect error FIELD [MESSAGE|/REGEX/]"

  let field: String
  let message: MessageMatch?

  init(field: String, message: MessageMatch?) {
    self.field = field
    self.message = message
  }

  init(_ arguments: Arguments) throws(ParseError) {
    guard arguments.count >= 2 else { throw arguments.usage("missing field") }
    field = arguments[1]
    message = arguments.count > 2 ? try MessageMatch.parse(arguments, from: 2) : nil
  }

  func judge(in context: FormContext) throws(ShellError) {
    let id = try context.form.errorTarget(field)
    let errors = context.form.errors(on: id)
    guard !errors.isEmpty else {
      throw .expectation(expected: "an error on \(id)", found: context.form.noErrorReason(id))
    }
    guard let message else { return }
    var notes: [String] = []
    for error in errors {
      let found = message.match(error.message)
      if found == .matched { return }
      notes.append(error.quoted + (MessageMatch.unanswered(found) ?? ""))
    }
    throw .expectation(expected: message.expected(on: id), found: notes.joined(separator: ", "))
  }

  /// The field it judges.
  var namedField: String? { field }

  /// The message expected is a message of formsh's, not a value.
  var showsNoSecret: Bool { true }

  static func complete(_ words: [String], _ current: String, _ completer: Completer)
    -> Completion
  {
    words.count == 3 ? completer.fields(.any, current, suffix: " ") : .none
  }
}
