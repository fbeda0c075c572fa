import FormshDomain
import FormshPresentation

/// `expect server-error FIELD [MESSAGE|/REGEX/]`: the last server's answer put an error on the
/// field (`_form`: an error naming no field), with that message; it holds until the field's
/// value changes, as the error on show does.
struct ServerErrorExpectation: Expectation, Equatable {
  static let word = "server-error"
  static let synopsis = "expect server-error FIELD [MESSAGE|/REGEX/]"

  let field: String
  let message: MessageMatch?

  init(_ arguments: Arguments) throws(ParseError) {
    guard arguments.count >= 2 else { throw arguments.usage("missing field") }
    field = arguments[1]
    message = arguments.count > 2 ? try MessageMatch.parse(arguments, from: 2) : nil
  }

  func judge(in shell: Interpreter) throws(ShellError) {
    let errors = shell.session.serverErrors
    let id: String
    let messages: [String]
    if field == CrossFieldRule.formWide {
      id = field
      messages = errors.formErrors
    } else {
      do {
        id = try shell.session.field(field).id
      } catch {
        throw .edit(error)
      }
      messages = errors.messages(for: id)
    }
    let found =
      messages.isEmpty
      ? (errors.isEmpty
        ? "no server errors"
        : "server errors on " + errors.fields.map(\.field).joined(separator: ", ")
          + (errors.formErrors.isEmpty ? "" : " and the form"))
      : messages.map { "\"\(TerminalText.sanitize($0))\"" }.joined(separator: ", ")
    guard !messages.isEmpty else {
      throw .expectation(expected: "a server error on \(id)", found: found)
    }
    guard let message else { return }
    for text in messages where message.match(text) == .matched { return }
    throw .expectation(expected: "a server " + message.expected(on: id), found: found)
  }

  /// The message expected is the server's words, not a value.
  var showsNoSecret: Bool { true }
}
