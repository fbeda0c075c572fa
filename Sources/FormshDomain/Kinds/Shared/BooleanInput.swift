/// What checkboxes and toggles share: on/off from a boolean or any accepted spelling.
public enum BooleanInput {
  /// The spellings `set` accepts, in the order messages list them.
  public static let spellings: [(String, Bool)] = [
    ("true", true), ("false", false), ("yes", true), ("no", false),
    ("on", true), ("off", false), ("1", true), ("0", false),
  ]

  /// Parses a boolean spelling, ignoring case; `nil` when it is none.
  public static func parse(_ text: String) -> Bool? {
    let lowered = text.lowercased()
    return spellings.first { $0.0 == lowered }?.1
  }

  /// `parse` for text of ASCII, on its bytes (batch fill's byte path).
  public static func parse(ascii bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
    guard bytes.count < 8 else { return nil }
    let lowered = word(bytes, lowered: true)
    return spellingWords.first { $0.word == lowered }?.on
  }

  /// The spellings as words of their bytes, for `parse(ascii:)`.
  private static let spellingWords = spellings.map { spelling, on in
    (word: Array(spelling.utf8).withUnsafeBufferPointer { word($0, lowered: false) }, on: on)
  }

  /// Fewer than eight bytes as a word, the first lowest and their count highest, ASCII
  /// capitals lowered if `lowered`.
  private static func word(_ bytes: UnsafeBufferPointer<UInt8>, lowered: Bool) -> UInt64 {
    var word = UInt64(bytes.count) << 56
    for (index, byte) in bytes.enumerated() {
      let lower = lowered && byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
      word |= UInt64(lower) << (8 * UInt64(index))
    }
    return word
  }

  /// The value of an input, or the refusal a boolean kind gives it.
  static func value(_ input: consuming Input, for field: Field) throws(EditError) -> FormValue {
    switch input {
    case .bool(let on): return .bool(on)
    case .null: return .bool(false)
    case .text(let text):
      guard let on = parse(text) else { throw .notABoolean(field: field.id, input: text) }
      return .bool(on)
    // A record's 1 and 0 are the spellings `set` takes, written as numbers.
    case .number("1"): return .bool(true)
    case .number("0"): return .bool(false)
    case .number(let text): throw .notABoolean(field: field.id, input: text)
    default: throw .wrongInput(field: field.id, expected: "true or false", found: input.typeName)
    }
  }
}
