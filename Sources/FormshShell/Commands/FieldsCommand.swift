import FormshData
import FormshPresentation

/// `fields [--json]`: one line per field with its kind and value; with `--json`, one JSON
/// object per line (`id`, `kind`, `required`, `value`, `error`).
struct FieldsCommand: Command, Equatable {
  static let spec = CommandSpec(
    "fields", synopsis: "fields [--json]", summary: "list the fields: id, kind, value",
    details: """
      A repeating group has a line of its own before its items, saying how many it has
      (guests list 0 items (add guests) while it has none).
      --json prints one JSON object per field and line, with stable keys: id, kind,
      required, value (as the payload would carry it, a secret masked), error (the
      message on show, or null) and visible (false while the form's conditions hide
      the field). required is whether the field is required now: a condition may make
      it so.
      """,
    options: [CommandOption("--json")])

  let json: Bool

  init(json: Bool = false) { self.json = json }

  init(_ arguments: Arguments) throws(ParseError) {
    try arguments.expect(0, 0)
    json = arguments.has("--json")
  }

  func run(in shell: Interpreter, more: (String) -> String?) throws(ShellError) {
    let session = shell.session
    guard json else {
      return shell.console.print(FieldTableRenderer.render(session.view, shell.settings.render))
    }
    for field in session.form.fields {
      let line = field.summaryJSON(
        value: session.value(of: field), error: session.errors[field.id],
        required: session.isRequired(field), visible: session.isVisible(field))
      shell.console.print(JSONWriter.string(line, terminalSafe: true) + "\n")
    }
  }

  /// Names no field, and adds nothing to its event (`--format jsonl`).
  var namedField: String? { nil }
  func eventDetails(in shell: Interpreter) -> [(key: String, value: JSONValue)] { [] }
}
