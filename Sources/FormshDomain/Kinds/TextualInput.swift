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
      guard let base = bytes.baseAddress else { return true }
      // Eight bytes at a time: no high bit set, and no byte that is a carriage return (the
      // classic test for a zero byte, on the word XORed with CRs; its false alarms can only
      // follow a true one, so a zero result is exact).
      let raw = UnsafeRawPointer(base)
      var index = 0
      while index + 8 <= bytes.count {
        let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
        let returns = word ^ 0x0D0D_0D0D_0D0D_0D0D
        let high: UInt64 = 0x8080_8080_8080_8080
        if (word | ((returns &- 0x0101_0101_0101_0101) & ~returns)) & high != 0 { return false }
        index += 8
      }
      return !bytes[index...].contains { $0 >= 0x80 || $0 == UInt8(ascii: "\r") }
    }
  }
}
