/// What the text kinds share: they take text, and refuse text past the field's maximum length at once,
/// the way a text box stops taking keys at its limit. Nothing is ever cut.
enum TextualInput {
  /// The text of an input, or the refusal a text kind gives it.
  static func text(_ input: consuming Input, for field: Field) throws(EditError) -> String {
    let text: String
    switch input {
    case .text(let value): text = value
    case .null: return ""
    default: throw .wrongInput(field: field.id, expected: "text", found: input.typeName)
    }
    if let max = field.constraints.maxLength, text.exceedsCharacters(max) {
      throw .tooLong(field: field.id, max: max, length: text.characterLength)
    }
    return text
  }

  /// The rules every text kind checks on validate, after its own format rule.
  static func rules(_ constraints: Constraints) -> [any ValidationRule] {
    var rules: [any ValidationRule] = []
    if let min = constraints.minLength { rules.append(MinLengthRule(min: min)) }
    if let max = constraints.maxLength { rules.append(MaxLengthRule(max: max)) }
    if let pattern = constraints.pattern { rules.append(PatternRule(pattern: pattern)) }
    return rules
  }
}
