import FormshDomain
import FormshSession

/// `expect required FIELD`: the field is required now (by the form or a condition).
struct RequiredExpectation: FieldStateExpectation, Equatable {
  static let word = "required"
  static let synopsis = "expect required FIELD"
  static let state = "required"
  let field: String
  init(field: String) { self.field = field }
  static func holds(_ field: Field, in session: Session) -> Bool { session.isRequired(field) }
}
