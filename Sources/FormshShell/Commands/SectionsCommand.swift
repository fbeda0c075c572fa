import FormshData
import FormshDomain
import FormshPresentation

/// `sections [--json]`: the form's sections, whether each is shown, and how far it is
/// filled; with `--json`, one JSON object per section and line.
struct SectionsCommand: Command, Equatable {
  static let spec = CommandSpec(
    "sections", synopsis: "sections [--json]",
    summary: "list the sections: shown or hidden, how far filled",
    details: """
      One line per section, after a line for the fields without one: whether it is
      shown (and if not, which condition hides it, with the values it read) and how
      many of its shown fields have a value and fail a rule. --json prints one object
      per line: id (null for the fields without a section), title, visible,
      hidden_because, fields, filled, errors.
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
    let failures = session.failures()
    guard json else {
      return shell.console.print(
        SectionsRenderer.render(session.view, failures: failures, shell.settings.render))
    }
    for row in SectionsRenderer.rows(session.view, failures: failures) {
      let object = JSONValue.object(
        JSONObject([
          ("id", row.id.map(JSONValue.string) ?? .null),
          ("title", .string(row.title)),
          ("visible", .bool(row.visible)),
          ("hidden_because", row.hiddenBecause.map(JSONValue.string) ?? .null),
          ("fields", .number(String(row.fields))),
          ("filled", .number(String(row.filled))),
          ("errors", .number(String(row.errors))),
        ]))
      shell.console.print(JSONWriter.string(object, terminalSafe: true) + "\n")
    }
  }

  /// Names no field, and adds nothing to its event (`--format jsonl`).
  var namedField: String? { nil }
  func eventDetails(in shell: Interpreter) -> [(key: String, value: JSONValue)] { [] }
}
