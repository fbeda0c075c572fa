/// What the text kinds share: they take text, and refuse text past `max_length` at once,
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
      throw .tooLong(field: field.id, max: max, length: text.count)
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

  /// Text travels as a JSON string.
  static func payload(_ value: consuming FormValue) -> PayloadValue {
    .string(value.text ?? "")
  }
}

extension String {
  /// Whether the string has more than `limit` user-perceived characters. Counting graphemes
  /// is skipped when the UTF-8 length alone settles it (a character is at least one byte).
  public func exceedsCharacters(_ limit: Int) -> Bool {
    utf8.count > limit && (isOneBytePerCharacter || count > limit)
  }

  /// Whether the string has fewer than `limit` user-perceived characters.
  public func fallsShortOfCharacters(_ limit: Int) -> Bool {
    utf8.count < limit || (!isOneBytePerCharacter && count < limit)
  }

  /// Whether every character is one byte, so that the UTF-8 length is the character count:
  /// the text is ASCII without a carriage return (CR LF is the one pair of ASCII characters
  /// that makes a single character). Much cheaper than counting graphemes.
  private var isOneBytePerCharacter: Bool {
    withUTF8Bytes { bytes in
      !bytes.contains { $0 >= 0x80 || $0 == UInt8(ascii: "\r") }
    }
  }
}
