import FormshData
import FormshDomain
import FormshSession

/// `uncheck FIELD`: turn a checkbox or toggle off.
struct UncheckCommand: FieldEditCommand, Equatable {
  static let spec = CommandSpec(
    "uncheck", synopsis: "uncheck FIELD", summary: "turn a checkbox or toggle off",
    arguments: [.required(.field(.boolean))])

  let field: String

  init(field: String) { self.field = field }

  func apply(to session: inout Session) throws(EditError) -> Field? {
    try session.check(field, false)
  }

  /// Adds nothing to its event (`--format jsonl`) but the field it names.
  func eventDetails(in context: FormContext) -> [(key: String, value: JSONValue)] { [] }
}
