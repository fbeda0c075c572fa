import FormshDomain
import FormshPresentation

/// `show [FIELD]`: the form as a person reads it, or one field.
struct ShowCommand: Command, Equatable {
  static let spec = CommandSpec(
    "show", synopsis: "show [FIELD]", summary: "render the form, or one field",
    arguments: [.field(.any)])

  let field: String?

  init(field: String?) { self.field = field }

  init(_ arguments: Arguments) throws(ParseError) {
    try arguments.expect(0, 1)
    field = arguments.count == 1 ? arguments[0] : nil
  }

  func run(in shell: Interpreter, more: (String) -> String?) throws(ShellError) {
    let options = shell.settings.render
    guard let field else {
      return shell.console.print(FormRenderer.render(shell.session.view, options))
    }
    shell.console.print(
      FormRenderer.render(field: try shell.field(field), shell.session.view, options))
  }
}
