import FormshData
import FormshDomain
import FormshSession

/// `toggle FIELD`: flip a checkbox or toggle.
struct ToggleCommand: FieldEditCommand, Equatable {
  static let spec = CommandSpec(
    "toggle", synopsis: "toggle FIELD", summary: "flip a checkbox or toggle",
    arguments: [.required(.field(.boolean))])

  let field: String

  init(field: String) { self.field = field }

  func apply(to session: inout Session) throws(EditError) -> Field? {
    try session.toggle(field)
  }

  /// Adds nothing to its event (`--format jsonl`) but the field it names.
  func eventDetails(in context: FormContext) -> [(key: String, value: JSONValue)] { [] }
}
