import FormshDomain
import FormshPresentation

/// An edit of one field written `NAME FIELD` (`toggle`, `check`, `uncheck`, `clear`): its
/// parsing, running and display are the same; each says only how it changes the session.
protocol FieldEditCommand: EditCommand {
  /// The field's id as typed.
  var field: String { get }
  /// The edit of this field.
  init(field: String)
}

extension FieldEditCommand {
  init(_ arguments: Arguments) throws(ParseError) {
    self.init(field: arguments[0])
  }

  var fieldID: String? { field }

  func run(in context: FormContext, more: (String) -> String?) throws(ShellError) {
    try applyConfirming(in: context)
  }

  func display(secret: Bool) -> String { "\(Self.spec.name) \(field)" }
}
