import FormshPresentation

/// `fields`: one line per field with its kind and value.
struct FieldsCommand: Command, Equatable {
  static let spec = CommandSpec(
    "fields", synopsis: "fields", summary: "list the fields: id, kind, value")

  init() {}

  init(_ arguments: Arguments) throws(ParseError) {
    try arguments.expect(0, 0)
  }

  func run(in shell: Interpreter, more: (String) -> String?) throws(ShellError) {
    shell.console.print(FieldTableRenderer.render(shell.session.view, shell.settings.render))
  }
}
