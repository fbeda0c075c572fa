import FormshData
import FormshDomain
import FormshSession

/// `reset [FIELD]`: one field, or every field, back to the form's default.
struct ResetCommand: EditCommand, Equatable {
  static let spec = CommandSpec(
    "reset", synopsis: "reset [FIELD]", summary: "back to the form's defaults (all fields, or one)",
    arguments: [.optional(.field(.any))])

  /// `nil` for every field.
  let field: String?

  init(field: String?) { self.field = field }

  init(_ arguments: Arguments) throws(ParseError) {
    field = arguments.given(0)
  }

  var fieldID: String? { field }

  func run(in context: FormContext, more: (String) -> String?) throws(ShellError) {
    try applyConfirming(in: context)
    if field == nil { context.tell("every field is back to its default") }
  }

  /// Adds nothing to its event (`--format jsonl`) but the field it names.
  func eventDetails(in context: FormContext) -> [(key: String, value: JSONValue)] { [] }

  func apply(to session: inout Session) throws(EditError) -> Field? {
    try session.reset(field)
    return try field.map { (id) throws(EditError) in try session.field(id) }
  }

  func display(secret: Bool) -> String { "reset" + (field.map { " " + $0 } ?? "") }

  func record(to recorder: Recorder, before: Session, after: Session) {
    guard field == nil else { return recorder.writeChanges(from: before, to: after) }
    recorder.write("reset")
  }
}
