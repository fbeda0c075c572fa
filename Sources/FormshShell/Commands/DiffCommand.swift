import FormshData
import FormshDomain
import FormshPresentation
import FormshSession

/// `diff [NAME]`: the fields whose values changed since a checkpoint, or since the form was
/// loaded (its defaults), each as `id  before → after` (secrets masked); `--json`, one JSON
/// object on one line (docs/protocol.md).
struct DiffCommand: Command, Equatable {
  static let spec = CommandSpec(
    "diff", synopsis: "diff [--json] [NAME]",
    summary: "the fields changed since a checkpoint, or since the form was loaded",
    details: """
      --json prints one JSON object on one line: since (the checkpoint's name, or null
      for the form as loaded) and changes ([{"field","before","after"}], in render
      order, each value as the payload carries it; a secret that is set shows
      ********).
      """,
    arguments: [.optional()], options: [CommandOption("--json")])

  /// `nil` for the form's defaults.
  let name: String?
  let json: Bool

  init(name: String?, json: Bool = false) {
    self.name = name
    self.json = json
  }

  init(_ arguments: Arguments) throws(ParseError) {
    name = arguments.given(0)
    json = arguments.has("--json")
  }

  func run(in context: FormContext, more: (String) -> String?) throws(ShellError) {
    let base: Session
    let since: String
    if let name {
      base = try context.form.checkpoints.checkpoint(name)
      since = "checkpoint \(TerminalText.sanitize(name))"
      guard base.hasSameForm(as: context.form.session) else {
        throw .other(
          "checkpoint \(name) is of another form (\(context.form.session.describeForm(of: base)));"
            + " restore \(name) to go back to it", code: .differentForm)
      }
    } else {
      base = Session(context.form.session.loaded)
      since = "the form was loaded"
    }
    let changes = context.form.session.changes(since: base)
    if json {
      let listed = changes.map { change in
        JSONValue.object(
          JSONObject([
            ("field", .string(change.field.id)),
            ("before", change.field.reportedPayload(change.before).json),
            ("after", change.field.reportedPayload(change.after).json),
          ]))
      }
      let object = JSONObject([
        ("since", name.map(JSONValue.string) ?? .null), ("changes", .array(listed)),
      ])
      return context.console.print(JSONWriter.string(.object(object), terminalSafe: true) + "\n")
    }
    guard !changes.isEmpty else { return context.console.print("no changes since \(since)\n") }
    let width = changes.map { TerminalText.width(TerminalText.sanitize($0.field.id)) }.max() ?? 0
    for change in changes {
      context.console.print(
        "  " + TerminalText.pad(TerminalText.sanitize(change.field.id), to: width) + "  "
          + ValueSummary.summary(change.before, of: change.field) + " → "
          + ValueSummary.summary(change.after, of: change.field) + "\n")
    }
  }

  /// Names no field, and adds nothing to its event (`--format jsonl`).
  var namedField: String? { nil }
  func eventDetails(in context: FormContext) -> [(key: String, value: JSONValue)] { [] }

  static func complete(_ words: [String], _ current: String, _ completer: Completer)
    -> Completion
  {
    words.count == 2 ? completer.offer(completer.checkpoints, current, suffix: " ") : .none
  }
}
