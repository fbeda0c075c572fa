import FormshData
import FormshPresentation

/// `echo [TEXT]`: prints the text. It is the user's own, so its line breaks and tabs (`\n`,
/// `\t` in double quotes) are printed as they are; other control characters, which a
/// variable could bring in, are still made visible.
struct EchoCommand: Command, Equatable {
  static let spec = CommandSpec(
    "echo", synopsis: "echo [TEXT]", summary: "print text", freeText: true)

  let text: String

  init(text: String) { self.text = text }

  init(_ arguments: Arguments) throws(ParseError) {
    text = arguments.rest(from: 0)
  }

  func run(in context: FormContext, more: (String) -> String?) throws(ShellError) {
    context.console.print(TerminalText.sanitize(text, limit: nil, keepingLayout: true) + "\n")
  }

  /// Names no field, and adds nothing to its event (`--format jsonl`).
  var namedField: String? { nil }
  func eventDetails(in context: FormContext) -> [(key: String, value: JSONValue)] { [] }
}
