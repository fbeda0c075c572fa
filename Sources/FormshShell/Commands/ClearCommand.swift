import FormshData
import FormshDomain
import FormshSession

/// `clear FIELD`: empty a field.
struct ClearCommand: FieldEditCommand, Equatable {
  static let spec = CommandSpec(
    "clear", synopsis: "clear FIELD", summary: "empty a field",
    arguments: [.required(.field(.editable))])

  let field: String

  init(field: String) { self.field = field }

  func apply(to session: inout Session) throws(EditError) -> Field? {
    try session.clear(field)
  }

  /// Adds nothing to its event (`--format jsonl`) but the field it names.
  func eventDetails(in context: FormContext) -> [(key: String, value: JSONValue)] { [] }
}
