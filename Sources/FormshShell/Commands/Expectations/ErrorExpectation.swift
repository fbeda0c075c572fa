/// `expect error FIELD [MESSAGE|/REGEX/]`: the field fails a rule, with that message.
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

  func judge(in shell: Interpreter) throws(ShellError) {
    let field = try shell.field(self.field)
    guard let failure = shell.session.failures().first(where: { $0.field == field.id }) else {
      throw .expectation(
        expected: "an error on \(field.id)", found: "none (the value passes every rule)")
    }
    guard let message else { return }
    let found = "\"\(failure.message)\""
    switch message.match(failure.message) {
    case .matched: return
    case .notMatched: throw .expectation(expected: message.expected(on: field.id), found: found)
    case .tooCostly:
      throw .expectation(
        expected: message.expected(on: field.id),
        found: found + ", on which the pattern is too costly to check")
    case .interrupted:
      throw .expectation(
        expected: message.expected(on: field.id), found: found + " (the check was interrupted)")
    }
  }

  /// The message expected is a message of formsh's, not a value.
  var showsNoSecret: Bool { true }

  static func complete(_ words: [String], _ current: String, _ completer: Completer)
    -> Completion
  {
    words.count == 3 ? completer.offer(completer.ids(.any), current, suffix: " ") : .none
  }
}
