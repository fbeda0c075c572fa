import FormshData
import FormshDomain
import FormshPresentation

/// `show [--all] [--json] [FIELD]`: the form as a person reads it (its sections titled, the
/// fields its conditions hide left out, or with `--all` dimmed with why), or one field; with
/// `--json`, one JSON object per field and line, with every property of the field.
struct ShowCommand: Command, Equatable {
  static let spec = CommandSpec(
    "show", synopsis: "show [--all] [--json] [FIELD]", summary: "render the form, or one field",
    details: """
      Fields without a section come first, then each section under its title. A field
      or section the form's conditions hide is left out; --all shows it dimmed, with
      why it is hidden (why FIELD says more).
      --json prints one JSON object per field and line: the keys of fields --json,
      then label, placeholder, supporting_text, default, rules (in words), options
      (id, label, selected) and links (number, text, url).
      """,
    arguments: [.field(.any)], options: [CommandOption("--all"), CommandOption("--json")])

  let field: String?
  let json: Bool
  let all: Bool

  init(field: String?, json: Bool = false, all: Bool = false) {
    self.field = field
    self.json = json
    self.all = all
  }

  init(_ arguments: Arguments) throws(ParseError) {
    try arguments.expect(0, 1)
    field = arguments.count == 1 ? arguments[0] : nil
    json = arguments.has("--json")
    all = arguments.has("--all")
  }

  func run(in shell: Interpreter, more: (String) -> String?) throws(ShellError) {
    let view = shell.session.view
    // A group shows its heading and fields (`--json`: each field's line).
    let group = field.flatMap { view.form.group($0) }
    var fields = group.map { group in group.fields.map { view.form.fields[$0] } }
    if group == nil, let field { fields = [try shell.field(field)] }
    if json {
      for field in fields ?? view.form.fields {
        let session = shell.session
        let line = field.detailJSON(
          value: view.value(of: field), error: view.errors[field.id],
          required: session.isRequired(field), visible: session.isVisible(field),
          firstLinkNumber: view.firstLinkNumber(of: field))
        shell.console.print(JSONWriter.string(line, terminalSafe: true) + "\n")
      }
      return
    }
    let options = shell.settings.render
    if let group {
      return shell.console.print(FormRenderer.render(group: group, view, options, all: all))
    }
    guard let fields else {
      return shell.console.print(FormRenderer.render(view, options, all: all))
    }
    shell.console.print(FormRenderer.render(field: fields[0], view, options))
  }

  /// The field shown, if one.
  var namedField: String? { field }

  /// Adds nothing to its event (`--format jsonl`).
  func eventDetails(in shell: Interpreter) -> [(key: String, value: JSONValue)] { [] }
}
