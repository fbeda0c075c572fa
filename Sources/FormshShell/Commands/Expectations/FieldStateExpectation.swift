import FormshDomain
import FormshPresentation
import FormshSession

/// What `expect visible`, `expect hidden` and `expect required` say of a field, judged the
/// same way: the field's state now against the one expected, and why it is not.
protocol FieldStateExpectation: Expectation {
  /// The field's id, as written.
  var field: String { get }
  init(field: String)
  /// Whether the session's field is in the state.
  static func holds(_ field: Field, in session: Session) -> Bool
  /// The state in words ("visible").
  static var state: String { get }
}

extension FieldStateExpectation {
  init(_ arguments: Arguments) throws(ParseError) {
    guard arguments.count == 2 else { throw arguments.usage("expected one field") }
    self.init(field: arguments[1])
  }

  func judge(in context: FormContext) throws(ShellError) {
    let field = try context.form.field(self.field)
    let session = context.form.session
    guard !Self.holds(field, in: session) else { return }
    var found = "it is not"
    if let reason = ConditionExplainer.hiddenReason(of: field, in: session.view) {
      found = "it is hidden: \(reason)"
    } else if Self.state == "hidden" {
      found = "it is shown"
    }
    throw .expectation(expected: "\(field.id) to be \(Self.state)", found: found)
  }

  /// Nothing follows the field's id.
  var showsNoSecret: Bool { true }

  /// The field whose state it judges.
  var namedField: String? { field }

  static func complete(_ words: [String], _ current: String, _ completer: Completer)
    -> Completion
  {
    words.count == 3 ? completer.fields(.any, current, suffix: " ") : .none
  }
}
