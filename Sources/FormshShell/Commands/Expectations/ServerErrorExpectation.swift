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

  func judge(in context: FormContext) throws(ShellError) {
    let errors = context.form.session.serverErrors
    let id: String
    let messages: [String]
    if field == CrossFieldRule.formWide {
      id = field
      messages = errors.formErrors
    } else {
      do {
        id = try context.form.session.field(field).id
      } catch {
        throw .edit(error)
      }
      messages = errors.messages(for: id)
    }
    var elsewhere = errors.fields.map(\.field)
    if !errors.formErrors.isEmpty { elsewhere.append("the form") }
    let found =
      messages.isEmpty
      ? (errors.isEmpty
        ? "no server errors"
        : "server errors on " + ServerErrorExpectation.list(elsewhere))
      : messages.map { "\"\(TerminalText.sanitize($0))\"" }.joined(separator: ", ")
    guard !messages.isEmpty else {
      throw .expectation(expected: "a server error on \(id)", found: found)
    }
    guard let message else { return }
    var unanswered = ""
    for text in messages {
      let found = message.match(text)
      if found == .matched { return }
      unanswered = MessageMatch.unanswered(found) ?? unanswered
    }
    let expected =
      switch message {
      case .exact(let text): "a server error \"\(text)\" on \(id)"
      case .pattern(let pattern): "a server error on \(id) matching /\(pattern.source)/"
      }
    // A message the regex could not be checked on is said once, after the messages.
    throw .expectation(expected: expected, found: found + unanswered)
  }

  /// The field it judges.
  var namedField: String? { field }

  /// `a`, `a and b`, `a, b and c`.
  private static func list(_ names: [String]) -> String {
    guard names.count > 1 else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
  }

  /// The message expected is the server's words, not a value.
  var showsNoSecret: Bool { true }
}
