/// A decimal number parsed from JSON's number syntax, compared exactly (no binary rounding:
/// `0.1` is one tenth, `19.99` stays `19.99`).
public struct DecimalNumber: Sendable, Equatable, Comparable, CustomStringConvertible {
  /// The text as written.
  public let text: String
  private let negative: Bool
  /// Significant digits without leading or trailing zeros; empty for zero.
  private let digits: [UInt8]
  /// The value is 0.d1d2d3… × 10^exponent, for an exponent of any size.
  private let exponent: DecimalExponent

  /// Parses a number in JSON's syntax (`syntaxEnd`); anything else is `nil`.
  public init?(_ text: String) {
    guard let parts = text.withUTF8Bytes({ DecimalNumber.parts(of: $0) }) else { return nil }
    self.text = text
    (negative, digits, exponent) = parts
  }

  /// The sign, significant digits and exponent of the number that makes up all of `bytes`.
  private static func parts(of bytes: UnsafeBufferPointer<UInt8>) -> (
    negative: Bool, digits: [UInt8], exponent: DecimalExponent
  )? {
    guard syntaxEnd(of: bytes, from: 0) == bytes.count else { return nil }
    // The grammar holds, so what is left is to take the number apart.
    var index = 0
    func isDigit() -> Bool { index < bytes.count && bytes[index] >= 0x30 && bytes[index] <= 0x39 }
    let negative = bytes[0] == UInt8(ascii: "-")
    if negative { index += 1 }
    var digits: [UInt8] = []
    digits.reserveCapacity(bytes.count)
    while isDigit() {
      digits.append(bytes[index])
      index += 1
    }
    var scale = digits.count
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      while isDigit() {
        digits.append(bytes[index])
        index += 1
      }
    }
    var exponent = DecimalExponent(0)
    if index < bytes.count {
      // An exponent: `e` or `E`, an optional sign, digits; all of them count.
      index += 1
      let exponentNegative = bytes[index] == UInt8(ascii: "-")
      if !isDigit() { index += 1 }
      exponent = DecimalExponent(negative: exponentNegative, ascii: bytes[index...])
    }
    let leading = digits.prefix { $0 == UInt8(ascii: "0") }.count
    digits.removeFirst(leading)
    scale -= leading
    while digits.last == UInt8(ascii: "0") { digits.removeLast() }
    guard !digits.isEmpty else { return (false, digits, DecimalExponent(0)) }
    return (negative, digits, exponent.adding(scale))
  }

  /// Whether text is a number in JSON's syntax, without building one (no allocation).
  public static func isValid(_ text: String) -> Bool {
    text.withUTF8Bytes { bytes in syntaxEnd(of: bytes, from: 0) == bytes.count }
  }

  /// Where the number that starts at `start` ends, by JSON's grammar
  /// (`-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`), or `nil` when no number starts there.
  /// What follows the number is not looked at: the caller decides what may follow it.
  public static func syntaxEnd(of bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    var index = start
    func digits() -> Int {
      let from = index
      while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
      return index - from
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard index < bytes.count else { return nil }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
    } else if digits() == 0 {
      return nil
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { return nil }
    }
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard digits() > 0 else { return nil }
    }
    return index
  }

  /// A hint for text that is almost a number, for the refusal message.
  public static func hint(for text: String) -> String? {
    if text.trimmingWhitespace() != text, DecimalNumber(text.trimmingWhitespace()) != nil {
      return "remove the spaces"
    }
    if text.contains(","), DecimalNumber(text.replacingAll(",", with: ".")) != nil {
      return "use '.' as the decimal separator"
    }
    if text.hasPrefix("+"), DecimalNumber(String(text.dropFirst())) != nil {
      return "drop the '+'"
    }
    if text.hasPrefix("."), DecimalNumber("0" + text) != nil { return "write 0\(text)" }
    if text.hasPrefix("-.") { return "write -0\(text.dropFirst())" }
    let unsigned = text.hasPrefix("-") ? String(text.dropFirst()) : text
    if unsigned.count > 1, unsigned.hasPrefix("0"), unsigned.allSatisfy(\.isNumber) {
      return "leading zeros are not allowed in a number"
    }
    return nil
  }

  public static func < (lhs: DecimalNumber, rhs: DecimalNumber) -> Bool {
    if lhs.negative != rhs.negative { return lhs.negative }
    let magnitude = compareMagnitude(lhs, rhs)
    return lhs.negative ? magnitude > 0 : magnitude < 0
  }

  public static func == (lhs: DecimalNumber, rhs: DecimalNumber) -> Bool {
    lhs.negative == rhs.negative && lhs.digits == rhs.digits && lhs.exponent == rhs.exponent
  }

  private static func compareMagnitude(_ lhs: DecimalNumber, _ rhs: DecimalNumber) -> Int {
    if lhs.digits.isEmpty || rhs.digits.isEmpty {
      return (lhs.digits.isEmpty ? 0 : 1) - (rhs.digits.isEmpty ? 0 : 1)
    }
    if lhs.exponent != rhs.exponent { return lhs.exponent < rhs.exponent ? -1 : 1 }
    for (left, right) in zip(lhs.digits, rhs.digits) where left != right {
      return left < right ? -1 : 1
    }
    return lhs.digits.count == rhs.digits.count ? 0 : (lhs.digits.count < rhs.digits.count ? -1 : 1)
  }

  public var description: String { text }

  /// Whether the value is a whole number, by value as JSON Schema's `integer` is (`3`, `3.0`,
  /// `3e2`, `-0`; not `3.5` or `1e-1`).
  public var isInteger: Bool { digits.isEmpty || !(exponent < DecimalExponent(digits.count)) }
}

extension String {
  /// The string with every occurrence of one character replaced by another string.
  func replacingAll(_ target: Character, with replacement: String) -> String {
    var result = ""
    for character in self {
      if character == target { result += replacement } else { result.append(character) }
    }
    return result
  }
}
