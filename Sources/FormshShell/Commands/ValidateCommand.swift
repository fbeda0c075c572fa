import FormshDomain
import FormshPresentation

/// `validate [FIELD]`: runs the rules; prints `valid` or the problems, which then show under
/// the fields until their values change.
struct ValidateCommand: Command, Equatable {
  static let spec = CommandSpec(
    "validate", synopsis: "validate [FIELD]", summary: "run the rules and show the problems",
    arguments: [.field(.any)])

  let field: String?

  init(field: String?) { self.field = field }

  init(_ arguments: Arguments) throws(ParseError) {
    try arguments.expect(0, 1)
    field = arguments.count == 1 ? arguments[0] : nil
  }

  func run(in shell: Interpreter, more: (String) -> String?) throws(ShellError) {
    let failures: [FieldFailure]
    do {
      failures = try shell.session.validate(field)
    } catch {
      throw .edit(error)
    }
    if failures.isEmpty {
      shell.console.print("valid\n")
    } else {
      shell.console.print(
        FailuresRenderer.headline(failures) + ":\n" + FailuresRenderer.render(failures))
    }
  }
}
