import FormshDomain
import FormshSession

/// `expect hidden FIELD`: the form's conditions hide the field (or its section).
struct HiddenExpectation: FieldStateExpectation, Equatable {
  static let word = "hidden"
  static let synopsis = "expect hidden FIELD"
  static let state = "hidden"
  let field: String
  init(field: String) { self.field = field }
  static func holds(_ field: Field, in session: Session) -> Bool { !session.isVisible(field) }
}
