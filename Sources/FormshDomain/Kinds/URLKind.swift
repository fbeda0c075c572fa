/// The `url` kind (subtypes URI and URL): text that must be an http(s) URL on validate.
struct URLKind: KindBehavior {
  var emptyValue: FormValue { .text("") }

  func accept(_ input: consuming Input, for field: Field) throws(EditError) -> FormValue {
    .text(try TextualInput.text(input, for: field))
  }

  func rules(isRequired: Bool, constraints: Constraints) -> [any ValidationRule] {
    RequiredRule.when(isRequired, kind: .url) + [URLRule()] + TextualInput.rules(constraints)
  }

  func payload(_ value: consuming FormValue, for field: Field) -> PayloadValue {
    TextualInput.payload(value)
  }
}
