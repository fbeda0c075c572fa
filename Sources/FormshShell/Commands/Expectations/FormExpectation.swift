import FormshDomain
import FormshPresentation

/// `expect form TITLE|/REGEX/`: the current form is the one of this title (or of a title
/// matching the regex): which step of a flow a scenario is on, after `follow`.
struct FormExpectation: Expectation, Equatable {
  static let word = "form"
  static let synopsis = "expect form TITLE|/REGEX/"

  let title: MessageMatch

  init(_ arguments: Arguments) throws(ParseError) {
    guard arguments.count >= 2 else { throw arguments.usage("missing the form's title") }
    title = try MessageMatch.parse(arguments, from: 1)
  }

  func judge(in context: FormContext) throws(ShellError) {
    let form = context.form.session.form
    let found = title.match(form.title)
    guard found != .matched else { return }
    let expected =
      switch title {
      case .exact(let text): "the form \"\(text)\""
      case .pattern(let pattern): "a form whose title matches /\(pattern.source)/"
      }
    let title = TerminalText.sanitize(form.title)
    let source = TerminalText.sanitize(context.form.session.loaded.source)
    throw .expectation(
      expected: expected,
      found: "\"\(title)\" (from \(source))" + (MessageMatch.unanswered(found) ?? ""))
  }

  /// Names no field.
  var namedField: String? { nil }
}
