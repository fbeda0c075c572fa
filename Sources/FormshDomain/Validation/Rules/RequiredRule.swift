/// A required field needs a value: text that is not only whitespace, a checkbox or toggle that
/// is on, a selection on a dropdown, at least one option on a multi-select.
struct RequiredRule: ValidationRule {
  let kind: FieldKind

  /// The rule as a list: itself when the field is required, nothing otherwise.
  static func when(_ isRequired: Bool, kind: FieldKind) -> [any ValidationRule] {
    isRequired ? [RequiredRule(kind: kind)] : []
  }

  /// (`ValidateForm.firstFailure` checks a field's leading `required` the same way itself,
  /// through `Field.requiredKind`: the two must stay the same.)
  func check(_ value: FormValue) -> ValidationFailure? {
    value.isEmpty ? .required(kind) : nil
  }

  var name: String { "required" }

  var description: String { "required" }
}
