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
      """,
    arguments: [.optional()])

  /// `nil` to list the checkpoints.
  let name: String?

  init(name: String?) { self.name = name }

  init(_ arguments: Arguments) throws(ParseError) {
    name = arguments.given(0)
  }

  func run(in context: FormContext, more: (String) -> String?) throws(ShellError) {
    guard let name else { return list(context) }
    let replaced = context.form.checkpoints.save(name, context.form.session)
    context.tell("checkpoint \(TerminalText.sanitize(name))" + (replaced ? " replaced" : " saved"))
  }

  /// Names no field, and adds nothing to its event (`--format jsonl`).
  var namedField: String? { nil }
  func eventDetails(in context: FormContext) -> [(key: String, value: JSONValue)] { [] }

  private func list(_ context: FormContext) {
    guard !context.form.checkpoints.isEmpty else {
      return context.console.print("(no checkpoints; checkpoint NAME makes one)\n")
    }
    let width =
      context.form.checkpoints.names.map { TerminalText.width(TerminalText.sanitize($0)) }.max()
      ?? 0
    for name in context.form.checkpoints.names {
      let saved = context.form.checkpoints[name]!
      let state: String
      if saved.hasSameForm(as: context.form.session) {
        let count = context.form.session.changes(since: saved).count
        state =
          count == 0
          ? "no field changed since"
          : count == 1 ? "1 field changed since" : "\(count) fields changed since"
      } else {
        state = "on " + TerminalText.sanitize(context.form.session.describeForm(of: saved))
      }
      context.console.print(
        TerminalText.pad(TerminalText.sanitize(name), to: width) + "  " + state + "\n")
    }
  }
}
