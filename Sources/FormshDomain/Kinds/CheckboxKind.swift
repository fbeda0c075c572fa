/// The `checkbox` kind: a box to tick; rich-text links may live in its label. Sent as a JSON boolean.
struct CheckboxKind: KindBehavior {
  var emptyValue: FormValue { .bool(false) }

  func accept(_ input: consuming Input, for field: Field) throws(EditError) -> FormValue {
    try BooleanInput.value(input, for: field)
  }

  func rules(isRequired: Bool, constraints: Constraints) -> [any ValidationRule] {
    RequiredRule.when(isRequired, kind: .checkbox)
  }

  func payload(_ value: consuming FormValue, for field: Field) -> PayloadValue {
    .bool(value.isOn)
  }
}
