import FormshData

/// `redo`: does again the edit `undo` took back, until a new edit is made.
struct RedoCommand: Command, Equatable {
  static let spec = CommandSpec(
    "redo", synopsis: "redo", summary: "do again the edit undo took back")

  init() {}

  init(_ arguments: Arguments) throws(ParseError) {
  }

  func run(in context: FormContext, more: (String) -> String?) throws(ShellError) {
    try context.redo()
  }

  /// Names no field, and adds nothing to its event (`--format jsonl`).
  var namedField: String? { nil }
  func eventDetails(in context: FormContext) -> [(key: String, value: JSONValue)] { [] }
}
