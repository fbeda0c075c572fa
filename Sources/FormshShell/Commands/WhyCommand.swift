import FormshData
import FormshPresentation

/// `why FIELD [--json]`: why a field is shown or hidden, required or not, failing or not:
/// every condition that decides it, what it gave, and the values it read; then the rules
/// across fields that name it, and the conditions that read it.
struct WhyCommand: Command, Equatable {
  static let spec = CommandSpec(
    "why", synopsis: "why FIELD [--json]",
    summary: "explain why a field is shown, required or failing",
    details: """
      Lists each condition that decides the field (its section's and its own
      visible_if, required_if), what it gave and the values it read; the rules across
      fields that name it; and the conditions that read the field, which a change to
      it re-evaluates.
      --json prints one JSON object: id, kind, section, visible, required (now),
      value, fails (the message of the first rule it fails now, null when none or
      hidden), conditions (condition, section, rule, holds, outcome, reads),
      form_rules (message, check, fields, holds, outcome, reads) and read_by.
      """,
    arguments: [.field(.any)], options: [CommandOption("--json")])

  let field: String
  let json: Bool

  init(field: String, json: Bool = false) {
    self.field = field
    self.json = json
  }

  init(_ arguments: Arguments) throws(ParseError) {
    try arguments.expect(1, 1)
    field = arguments[0]
    json = arguments.has("--json")
  }

  func run(in shell: Interpreter, more: (String) -> String?) throws(ShellError) {
    let field = try shell.field(self.field)
    let session = shell.session
    let form = session.form
    let view = session.view
    let failures = session.failures()
    guard json else {
      return shell.console.print(WhyRenderer.render(field, view, failures: failures))
    }
    let visible = session.isVisible(field)
    let fails = visible ? failures.first(where: { $0.field == field.id })?.message : nil
    let object = JSONValue.object(
      JSONObject([
        ("id", .string(field.id)),
        ("kind", .string(field.kind.name)),
        ("section", field.section.map(JSONValue.string) ?? .null),
        ("visible", .bool(visible)),
        ("required", .bool(session.isRequired(field))),
        ("enabled", .bool(form.position(of: field.id).map { session.status.enabled[$0] } ?? true)),
        ("read_only", .bool(field.isReadOnly)),
        ("computed", field.computed.map { JSONValue.string($0.text) } ?? .null),
        ("value", field.reportedJSON(view.value(of: field))),
        ("fails", fails.map(JSONValue.string) ?? .null),
        ("conditions", ExplanationJSON.conditions(of: field, in: view)),
        ("form_rules", ExplanationJSON.rules(of: field, in: view)),
        ("read_by", ExplanationJSON.readBy(field, in: view)),
      ]))
    shell.console.print(JSONWriter.string(object, terminalSafe: true) + "\n")
  }

  /// The field explained.
  var namedField: String? { field }

  /// Adds nothing to its event (`--format jsonl`).
  func eventDetails(in shell: Interpreter) -> [(key: String, value: JSONValue)] { [] }
}
