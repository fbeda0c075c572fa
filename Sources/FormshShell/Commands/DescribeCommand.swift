import FormshData
import FormshPresentation

/// `describe FIELD [--json]`: every property, rule, option and condition of a field.
struct DescribeCommand: Command, Equatable {
  static let spec = CommandSpec(
    "describe", synopsis: "describe FIELD [--json]",
    summary: "every rule, option and condition of a field",
    details: """
      Lists the field's kind, texts, rules, default and value, what it accepts, its
      options and links; then the conditions that decide it (its own and its section's
      visible_if and required_if) and the form's rules that name or read it, each with
      whether it holds now; and the conditions that read the field. why FIELD shows
      the values they read.
      --json prints one JSON object: show --json's keys (id, kind, required, value,
      error, visible, label, placeholder, supporting_text, default, rules, section,
      visible_if, required_if, options, links), then error_message, accepts,
      conditions (condition, section, rule, holds, outcome, reads), form_rules
      (message, check, fields, holds, outcome, reads) and read_by.
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
    let view = session.view
    guard json else {
      return shell.console.print(DescribeRenderer.render(field, view, shell.settings.render))
    }
    guard
      case .object(var object) = field.detailJSON(
        value: view.value(of: field), error: view.errors[field.id],
        required: session.isRequired(field), visible: session.isVisible(field),
        firstLinkNumber: view.firstLinkNumber(of: field))
    else { return }
    object.members += [
      ("error_message", field.errorMessage.map(JSONValue.string) ?? .null),
      ("accepts", .string(field.kind.behavior.acceptsDescription(id: field.id))),
      ("conditions", ExplanationJSON.conditions(of: field, in: view)),
      ("form_rules", ExplanationJSON.rules(of: field, in: view)),
      ("read_by", ExplanationJSON.readBy(field, in: view)),
    ]
    shell.console.print(JSONWriter.string(.object(object), terminalSafe: true) + "\n")
  }

  /// The field described.
  var namedField: String? { field }

  /// Adds nothing to its event (`--format jsonl`).
  func eventDetails(in shell: Interpreter) -> [(key: String, value: JSONValue)] { [] }
}
