import FormshData
import FormshDomain
import FormshPresentation

/// `show [--json] [FIELD]`: the form as a person reads it, or one field; with `--json`, one
/// JSON object per field and line, with every property of the field.
struct ShowCommand: Command, Equatable {
  static let spec = CommandSpec(
    "show", synopsis: "show [--json] [FIELD]", summary: "render the form, or one field",
    details: """
      --json prints one JSON object per field and line: the keys of fields --json, then label,
      placeholder, supporting_text, default, rules (in words), options (id, label, selected)
      and links (number, text, url).
      """,
    arguments: [.field(.any)], options: [CommandOption("--json")])

  let field: String?
  let json: Bool

  init(field: String?, json: Bool = false) {
    self.field = field
    self.json = json
  }

  init(_ arguments: Arguments) throws(ParseError) {
    try arguments.expect(0, 1)
    field = arguments.count == 1 ? arguments[0] : nil
    json = arguments.has("--json")
  }

  func run(in shell: Interpreter, more: (String) -> String?) throws(ShellError) {
    let view = shell.session.view
    let fields = try field.map { (id) throws(ShellError) in [try shell.field(id)] }
    if json {
      for field in fields ?? view.form.fields {
        let line = field.detailJSON(
          value: view.value(of: field), error: view.errors[field.id],
          firstLinkNumber: view.firstLinkNumber(of: field))
        shell.console.print(JSONWriter.string(line, terminalSafe: true) + "\n")
      }
      return
    }
    let options = shell.settings.render
    guard let fields else { return shell.console.print(FormRenderer.render(view, options)) }
    shell.console.print(FormRenderer.render(field: fields[0], view, options))
  }
}
