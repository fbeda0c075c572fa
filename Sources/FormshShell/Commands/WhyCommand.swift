import FormshData
import FormshPresentation

/// `why FIELD`: why a field is shown or hidden, required or not, failing or not: every
/// condition that decides it, what it gave, and the values it read; then the rules across
/// fields that name it, and the conditions that read it.
struct WhyCommand: Command, Equatable {
  static let spec = CommandSpec(
    "why", synopsis: "why FIELD", summary: "explain why a field is shown, required or failing",
    details: """
      Lists each condition that decides the field (its section's and its own visible_if,
      required_if), what it gave and the values it read; the rules across fields that name
      it; and the conditions that read the field, which a change to it re-evaluates.
      """,
    arguments: [.field(.any)])

  let field: String

  init(field: String) { self.field = field }

  init(_ arguments: Arguments) throws(ParseError) {
    try arguments.expect(1, 1)
    field = arguments[0]
  }

  func run(in shell: Interpreter, more: (String) -> String?) throws(ShellError) {
    let field = try shell.field(self.field)
    let session = shell.session
    shell.console.print(WhyRenderer.render(field, session.view, failures: session.failures()))
  }

  /// The field explained.
  var namedField: String? { field }

  /// Adds nothing to its event (`--format jsonl`).
  func eventDetails(in shell: Interpreter) -> [(key: String, value: JSONValue)] { [] }
}
