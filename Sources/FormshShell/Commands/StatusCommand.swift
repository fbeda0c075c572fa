import FormshData
import FormshDomain
import FormshPresentation
import FormshSession

/// `status`: where the session stands: the form, what changed since it was loaded, which
/// fields fail their rules, the errors on show, the last submit, the checkpoints and the
/// recording. `status --json`: the same as one JSON object on one line (docs/protocol.md).
struct StatusCommand: Command, Equatable {
  static let spec = CommandSpec(
    "status", synopsis: "status [--json]",
    summary: "what changed since load, which fields fail, submitted or not",
    details: """
      --json prints the same as one JSON object on one line: form (source, title,
      fields), changed (field ids), failing ([{"field","code","message"}], code a
      rule's code), errors_on_show, submitted, unsubmitted_changes, checkpoints
      (names) and recording (the file, or null). docs/protocol.md describes it.
      """,
    options: [CommandOption("--json")])

  let json: Bool

  init(json: Bool = false) { self.json = json }

  init(_ arguments: Arguments) throws(ParseError) {
    json = arguments.has("--json")
  }

  func run(in context: FormContext, more: (String) -> String?) throws(ShellError) {
    let session = context.form.session
    let changed = session.changes(since: Session(session.loaded)).map(\.field.id)
    let failures = session.failures()
    if json {
      let object = JSONObject([
        (
          "form",
          .object(
            JSONObject([
              ("source", .string(session.loaded.source)), ("title", .string(session.form.title)),
              ("fields", .number(String(session.form.fields.count))),
            ]))
        ),
        ("changed", .array(changed.map(JSONValue.string))),
        (
          "failing",
          .array(
            failures.map { failure in
              .object(
                JSONObject([
                  ("field", .string(failure.field)),
                  ("code", .string(failure.failure.code.rawValue)),
                  ("message", .string(failure.message)),
                ]))
            })
        ),
        ("errors_on_show", .number(String(session.visibleErrorCount))),
        ("submitted", .bool(session.lastSubmission != nil)),
        ("unsubmitted_changes", .bool(session.hasUnsubmittedChanges)),
        ("checkpoints", .array(context.form.checkpoints.names.map(JSONValue.string))),
        ("recording", context.output.recorder.map { .string($0.path) } ?? .null),
      ])
      return context.console.print(
        JSONWriter.string(.object(object), terminalSafe: true) + "\n")
    }
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
    if !context.form.checkpoints.isEmpty {
      rows.append(("checkpoints", context.form.checkpoints.names.joined(separator: ", ")))
    }
    if let recorder = context.output.recorder { rows.append(("recording", "to \(recorder.path)")) }
    for (name, value) in rows {
      context.console.print(
        "  " + TerminalText.pad(name, to: 12) + TerminalText.sanitize(value) + "\n")
    }
  }

  /// Names no field, and adds nothing to its event (`--format jsonl`).
  var namedField: String? { nil }
  func eventDetails(in context: FormContext) -> [(key: String, value: JSONValue)] { [] }

  private static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}
