import FormshData
import FormshDomain

/// `help [COMMAND]`: the list of commands, or one in full.
struct HelpCommand: Command, Equatable {
  static let spec = CommandSpec(
    "help", synopsis: "help [COMMAND]", summary: "list the commands, or explain one",
    arguments: [.optional(.command)])

  let topic: String?

  init(topic: String?) { self.topic = topic }

  init(_ arguments: Arguments) throws(ParseError) {
    topic = arguments.given(0)
  }

  func run(in context: FormContext, more: (String) -> String?) throws(ShellError) {
    guard let topic else { return context.console.print(HelpText.overview()) }
    guard let text = HelpText.command(topic) else {
      let suggestion = Suggestion.nearest(to: topic, in: CommandTable.names)
      throw .other(
        "no command \"\(topic)\""
          + (suggestion.map { "; did you mean \"\($0)\"?" } ?? "; help lists them all"),
        code: .unknownTopic)
    }
    context.console.print(text)
  }

  /// Names no field, and adds nothing to its event (`--format jsonl`).
  var namedField: String? { nil }
  func eventDetails(in context: FormContext) -> [(key: String, value: JSONValue)] { [] }
}
