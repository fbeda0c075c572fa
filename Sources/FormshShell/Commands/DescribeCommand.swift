import FormshData
import FormshPresentation

/// `describe FIELD`: every property, rule and option of a field.
struct DescribeCommand: Command, Equatable {
  static let spec = CommandSpec(
    "describe", synopsis: "describe FIELD", summary: "every rule and option of a field",
    arguments: [.field(.any)])

  let field: String

  init(field: String) { self.field = field }

  init(_ arguments: Arguments) throws(ParseError) {
    try arguments.expect(1, 1)
    field = arguments[0]
  }

  func run(in shell: Interpreter, more: (String) -> String?) throws(ShellError) {
    shell.console.print(
      DescribeRenderer.render(try shell.field(field), shell.session.view, shell.settings.render))
  }

  /// The field described.
  var namedField: String? { field }

  /// Adds nothing to its event (`--format jsonl`).
  func eventDetails(in shell: Interpreter) -> [(key: String, value: JSONValue)] { [] }
}
