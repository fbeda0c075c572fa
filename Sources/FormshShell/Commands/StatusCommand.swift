import FormshData
import FormshDomain
import FormshPresentation

/// `status`: where the session stands: the form, what changed since it was loaded, which
/// fields fail their rules, the errors on show, the last submit, the checkpoints and the
/// recording.
struct StatusCommand: Command, Equatable {
  static let spec = CommandSpec(
    "status", synopsis: "status",
    summary: "what changed since load, which fields fail, submitted or not")

  init() {}

  init(_ arguments: Arguments) throws(ParseError) {
    try arguments.expect(0, 0)
  }

  func run(in shell: Interpreter, more: (String) -> String?) throws(ShellError) {
    let session = shell.session
    let changed = session.changes(since: Session(session.loaded)).map(\.field.id)
    let failures = session.failures()
    var rows: [(String, String)] = [
      (
        "form",
        "\(session.form.title) (\(session.loaded.source)), "
          + Self.count(session.form.fields.count, "field")
      ),
      (
        "changed",
        changed.isEmpty
          ? "nothing since the form was loaded"
          : Self.count(changed.count, "field") + " since load: " + changed.joined(separator: ", ")
      ),
      (
        "failing",
        failures.isEmpty
          ? "none: every rule passes"
          : Self.count(failures.count, "field") + ": "
            + failures.map { "\($0.field) (\($0.message))" }.joined(separator: ", ")
      ),
      (
        "errors",
        session.visibleErrorCount == 0 ? "none on show" : "\(session.visibleErrorCount) on show"
      ),
      (
        "submitted",
        session.lastSubmission == nil
          ? "not since the form was loaded"
          : session.hasUnsubmittedChanges ? "yes, and changed since" : "yes, nothing changed since"
      ),
    ]
    if !shell.checkpoints.isEmpty {
      rows.append(("checkpoints", shell.checkpoints.names.joined(separator: ", ")))
    }
    if let recorder = shell.recorder { rows.append(("recording", "to \(recorder.path)")) }
    for (name, value) in rows {
      shell.console.print(
        "  " + TerminalText.pad(name, to: 12) + TerminalText.sanitize(value) + "\n")
    }
  }

  /// Names no field, and adds nothing to its event (`--format jsonl`).
  var namedField: String? { nil }
  func eventDetails(in shell: Interpreter) -> [(key: String, value: JSONValue)] { [] }

  private static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}
