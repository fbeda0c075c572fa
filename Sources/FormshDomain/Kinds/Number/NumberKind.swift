/// The `number` kind (`TEXT`/`NUMBER`): a decimal number, kept exactly as entered and sent as
/// a number with that text (`19.99` stays `19.99`).
///
/// `set` refuses anything that is not a number in JSON's own syntax (`-0.5`, `19.99`, `1e3`),
/// with a hint for the usual mistakes (`12,50`, ` 3`, `007`), since no later edit could make
/// such text valid. A range (`min`/`max`) is compared exactly, in decimal.
final class NumberKind: TextualKind {
  var name: String { "number" }
  var spellings: [KindSpelling] { [KindSpelling(type: "TEXT", subtype: "NUMBER")] }
  var limits: Limits { [.length, .pattern, .range] }
  var rangeBoundDescription: String { "a number" }
  var byteAccept: ByteAccept? { .number }

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
      throw .tooLong(field: field.id, max: max, length: text.characterLength)
    }
    return .text(text)
  }

  func rangeBound(_ input: Input) -> RangeBound? {
    guard case .number(let text) = input, DecimalNumber.isValid(text) else { return nil }
    return RangeBound(text)
  }

  func formatRules(_ constraints: Constraints) -> [any ValidationRule] {
    var rules: [any ValidationRule] = [NumberRule()]
    if constraints.minimum != nil || constraints.maximum != nil {
      rules.append(
        NumberRangeRule(
          minimum: constraints.minimum.flatMap { DecimalNumber($0.text) },
          maximum: constraints.maximum.flatMap { DecimalNumber($0.text) }))
    }
    return rules
  }

  func orders(_ lhs: RangeBound, before rhs: RangeBound) -> Bool {
    guard let left = DecimalNumber(lhs.text), let right = DecimalNumber(rhs.text) else {
      return false
    }
    return left < right
  }

  func payload(_ value: consuming FormValue, for field: Field) -> PayloadValue {
    guard let text = value.text, !text.isEmpty else { return .null }
    return .number(text)
  }

  func sameValue(_ lhs: FormValue, _ rhs: FormValue) -> Bool {
    guard let left = lhs.text, let right = rhs.text, !left.isEmpty, !right.isEmpty else {
      return lhs == rhs
    }
    return DecimalNumber(left) == DecimalNumber(right)
  }

  func summary(_ value: FormValue) -> String {
    guard let text = value.text, !text.isEmpty else { return "(empty)" }
    return text
  }

  var sampleTexts: [String] { ["1", "42", "0", "10", "100"] }
  var malformedSamples: [String] { ["ten", "12,50"] }

  func step(beyond bound: RangeBound, by direction: Int) -> String? {
    DecimalStep.beyond(bound.text, by: direction)
  }

  func acceptsDescription(id: String) -> String {
    "a number such as 42, -0.5 or 1e3 (set \(id)=…)"
  }
}

extension FieldKind {
  /// A decimal number.
  public static let number = FieldKind(NumberKind())
}
