import FormshData
import FormshPresentation

/// `history`: the commands run in this session, numbered, secrets masked (as `--echo`
/// prints them).
struct HistoryCommand: Command, Equatable {
  static let spec = CommandSpec(
    "history", synopsis: "history", summary: "the commands run in this session (secrets masked)",
    details: """
      The last \(CommandLog.limit) commands of this session, numbered, each as --echo
      prints it: a secret value is masked. Line editing keeps its own history across
      sessions (up-arrow).
      """)

  init() {}

  init(_ arguments: Arguments) throws(ParseError) {
    try arguments.expect(0, 0)
  }

  func run(in shell: Interpreter, more: (String) -> String?) throws(ShellError) {
    let entries = shell.commandLog.entries
    let width = String(entries.last?.number ?? 0).count
    for entry in entries {
      let number = String(entry.number)
      shell.console.print(
        String(repeating: " ", count: 2 + width - number.count) + number + "  "
          + TerminalText.sanitize(entry.text) + "\n")
    }
  }

  /// Names no field, and adds nothing to its event (`--format jsonl`).
  var namedField: String? { nil }
  func eventDetails(in shell: Interpreter) -> [(key: String, value: JSONValue)] { [] }
}
