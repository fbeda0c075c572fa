import FormshData
import FormshDomain
import FormshPresentation

/// `checkpoint NAME`: remembers the values (and form) under a name, for `restore` and
/// `diff`; `checkpoint` alone lists the names.
struct CheckpointCommand: Command, Equatable {
  static let spec = CommandSpec(
    "checkpoint", synopsis: "checkpoint [NAME]",
    summary: "remember the values under a name (for restore and diff); list the names",
    details: """
      checkpoint filled    remember the form and its values as "filled" (again:
                           replace it)
      checkpoint           list the checkpoints and how many fields changed since each
      restore filled       go back to them (an edit: undo takes it back)
      diff filled          the fields changed since then
      """)

  /// `nil` to list the checkpoints.
  let name: String?

  init(name: String?) { self.name = name }

  init(_ arguments: Arguments) throws(ParseError) {
    try arguments.expect(0, 1)
    name = arguments.count == 1 ? arguments[0] : nil
  }

  func run(in shell: Interpreter, more: (String) -> String?) throws(ShellError) {
    guard let name else { return list(shell) }
    let replaced = shell.checkpoints.save(name, shell.session)
    shell.tell("checkpoint \(TerminalText.sanitize(name))" + (replaced ? " replaced" : " saved"))
  }

  /// Names no field, and adds nothing to its event (`--format jsonl`).
  var namedField: String? { nil }
  func eventDetails(in shell: Interpreter) -> [(key: String, value: JSONValue)] { [] }

  private func list(_ shell: Interpreter) {
    guard !shell.checkpoints.isEmpty else {
      return shell.console.print("(no checkpoints; checkpoint NAME makes one)\n")
    }
    let width =
      shell.checkpoints.names.map { TerminalText.width(TerminalText.sanitize($0)) }.max() ?? 0
    for name in shell.checkpoints.names {
      let saved = shell.checkpoints[name]!
      let state: String
      if saved.hasSameForm(as: shell.session) {
        let count = shell.session.changes(since: saved).count
        state =
          count == 0
          ? "no field changed since"
          : count == 1 ? "1 field changed since" : "\(count) fields changed since"
      } else {
        state = "on " + TerminalText.sanitize(shell.session.describeForm(of: saved))
      }
      shell.console.print(
        TerminalText.pad(TerminalText.sanitize(name), to: width) + "  " + state + "\n")
    }
  }
}
