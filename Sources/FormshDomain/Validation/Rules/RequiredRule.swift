/// A required field needs a value: text that is not only whitespace, a checkbox or toggle that
/// is on, a selection on a dropdown, at least one option on a multi-select.
struct RequiredRule: ValidationRule {
  let kind: FieldKind

  /// The rule as a list: itself when the field is required, nothing otherwise.
  static func when(_ isRequired: Bool, kind: FieldKind) -> [any ValidationRule] {
    isRequired ? [RequiredRule(kind: kind)] : []
  }

  func check(_ value: FormValue) -> ValidationFailure? { Self.failure(of: value, kind: kind) }

  /// The rule itself, for a caller that has the kind at hand rather than the rule
  /// (`ValidateForm.firstFailure` checks a field's leading `required` through
  /// `Field.requiredKind`, without a call through the rule's existential).
  @inline(__always)
  static func failure(of value: FormValue, kind: FieldKind) -> ValidationFailure? {
    value.isEmpty ? .required(kind) : nil
  }

  var name: String { "required" }

  var byteRule: ByteRule? { .required }

  var description: String { "required" }
}
