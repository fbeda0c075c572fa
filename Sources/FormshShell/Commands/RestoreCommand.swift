import FormshData
import FormshPresentation

/// `restore NAME`: back to the values (and form) of a checkpoint. An edit: `undo` takes it
/// back.
struct RestoreCommand: Command, Equatable {
  static let spec = CommandSpec(
    "restore", synopsis: "restore NAME", summary: "go back to a checkpoint's values",
    arguments: [.required()])
  static var isUndoable: Bool { true }

  let name: String

  init(name: String) { self.name = name }

  init(_ arguments: Arguments) throws(ParseError) {
    name = arguments[0]
  }

  func run(in context: FormContext, more: (String) -> String?) throws(ShellError) {
    let saved = try context.form.checkpoints.checkpoint(name)
    context.move(to: saved, saying: "restored checkpoint \(name)")
  }

  /// Names no field, and adds nothing to its event (`--format jsonl`).
  var namedField: String? { nil }
  func eventDetails(in context: FormContext) -> [(key: String, value: JSONValue)] { [] }

  static func complete(_ words: [String], _ current: String, _ completer: Completer)
    -> Completion
  {
    words.count == 2 ? completer.offer(completer.checkpoints, current, suffix: " ") : .none
  }
}
