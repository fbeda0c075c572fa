/// The `toggle` kind: an on/off switch. Sent as a JSON boolean.
struct ToggleKind: KindBehavior {
  var emptyValue: FormValue { .bool(false) }

  func accept(_ input: consuming Input, for field: Field) throws(EditError) -> FormValue {
    try BooleanInput.value(input, for: field)
  }

  func rules(isRequired: Bool, constraints: Constraints) -> [any ValidationRule] {
    RequiredRule.when(isRequired, kind: .toggle)
  }

  func payload(_ value: consuming FormValue, for field: Field) -> PayloadValue {
    .bool(value.isOn)
  }
}
