import FormshData
import FormshDomain
import FormshSession

/// `check FIELD`: turn a checkbox or toggle on.
struct CheckCommand: FieldEditCommand, Equatable {
  static let spec = CommandSpec(
    "check", synopsis: "check FIELD", summary: "turn a checkbox or toggle on",
    arguments: [.required(.field(.boolean))])

  let field: String

  init(field: String) { self.field = field }

  func apply(to session: inout Session) throws(EditError) -> Field? {
    try session.check(field, true)
  }

  /// Adds nothing to its event (`--format jsonl`) but the field it names.
  func eventDetails(in context: FormContext) -> [(key: String, value: JSONValue)] { [] }
}
