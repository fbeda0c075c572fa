import FormshData

/// `undo`: takes back the last edit (a command whose type `isUndoable`); a refused edit
/// changed nothing and is not one.
struct UndoCommand: Command, Equatable {
  static let spec = CommandSpec(
    "undo", synopsis: "undo", summary: "take back the last edit",
    details: """
      Edits: \(CommandTable.list(CommandTable.undoable)).
      A refused edit changed nothing and is not taken back. redo does the edit again.
      Up to \(EditHistory.budgetInWords) are kept; past them the oldest
      edits are forgotten, and undo says so when it reaches them.
      """)

  init() {}

  init(_ arguments: Arguments) throws(ParseError) {
  }

  func run(in context: FormContext, more: (String) -> String?) throws(ShellError) {
    try context.undo()
  }

  /// Names no field, and adds nothing to its event (`--format jsonl`).
  var namedField: String? { nil }
  func eventDetails(in context: FormContext) -> [(key: String, value: JSONValue)] { [] }
}
