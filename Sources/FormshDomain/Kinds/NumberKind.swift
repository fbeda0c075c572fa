/// The `number` kind: a decimal number, kept exactly as entered and sent as a JSON number.
///
/// `set` refuses anything that is not a number in JSON's own syntax (`-0.5`, `19.99`, `1e3`),
/// with a hint for the usual mistakes (`12,50`, ` 3`, `007`), since no later edit could make
/// such text valid.
struct NumberKind: KindBehavior {
  var emptyValue: FormValue { .text("") }

  func accept(_ input: consuming Input, for field: Field) throws(EditError) -> FormValue {
    let text: String
    switch input {
    case .number(let raw): text = raw
    case .text(let raw): text = raw
    case .null: return .text("")
    default: throw .wrongInput(field: field.id, expected: "a number", found: input.typeName)
    }
    if text.isEmpty { return .text("") }
    guard DecimalNumber.isValid(text) else {
      throw .notANumber(field: field.id, input: text, hint: DecimalNumber.hint(for: text))
    }
    if let max = field.constraints.maxLength, text.exceedsCharacters(max) {
      throw .tooLong(field: field.id, max: max, length: text.count)
    }
    return .text(text)
  }

  func rules(isRequired: Bool, constraints: Constraints) -> [any ValidationRule] {
    var rules = RequiredRule.when(isRequired, kind: .number) + [NumberRule()]
    if constraints.minimum != nil || constraints.maximum != nil {
      rules.append(NumberRangeRule(minimum: constraints.minimum, maximum: constraints.maximum))
    }
    return rules + TextualInput.rules(constraints)
  }

  func payload(_ value: consuming FormValue, for field: Field) -> PayloadValue {
    guard let text = value.text, !text.isEmpty else { return .null }
    return .number(text)
  }
}
