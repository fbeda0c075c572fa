import FormshDomain
import FormshSession

/// `expect visible FIELD`: the form's conditions show the field.
struct VisibleExpectation: FieldStateExpectation, Equatable {
  static let word = "visible"
  static let synopsis = "expect visible FIELD"
  static let state = "visible"
  let field: String
  init(field: String) { self.field = field }
  static func holds(_ field: Field, in session: Session) -> Bool { session.isVisible(field) }
}
