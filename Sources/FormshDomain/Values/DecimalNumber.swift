/// A decimal number parsed from JSON's number syntax, compared exactly (no binary rounding:
/// `0.1` is one tenth, `19.99` stays `19.99`).
public struct DecimalNumber: Sendable, Equatable, Comparable, CustomStringConvertible {
  /// The text as written.
  public let text: String
  private let negative: Bool
  /// Significant digits without leading or trailing zeros; empty for zero.
  private let digits: [UInt8]
  /// The value is 0.d1d2d3… × 10^exponent.
  private let exponent: Int

  /// Parses `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`; anything else is `nil`.
  public init?(_ text: String) {
    var bytes = Array(text.utf8)[...]
    var negative = false
    if bytes.first == UInt8(ascii: "-") {
      negative = true
      bytes = bytes.dropFirst()
    }
    func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }
    let integer = bytes.prefix(while: isDigit)
    guard !integer.isEmpty, integer.count == 1 || integer.first != UInt8(ascii: "0") else {
      return nil
    }
    bytes = bytes.dropFirst(integer.count)
    var fraction: ArraySlice<UInt8> = []
    if bytes.first == UInt8(ascii: ".") {
      fraction = bytes.dropFirst().prefix(while: isDigit)
      guard !fraction.isEmpty else { return nil }
      bytes = bytes.dropFirst(1 + fraction.count)
    }
    var exponent = 0
    if let marker = bytes.first, marker == UInt8(ascii: "e") || marker == UInt8(ascii: "E") {
      bytes = bytes.dropFirst()
      var exponentNegative = false
      if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
        exponentNegative = sign == UInt8(ascii: "-")
        bytes = bytes.dropFirst()
      }
      let exponentDigits = bytes.prefix(while: isDigit)
      guard !exponentDigits.isEmpty else { return nil }
      bytes = bytes.dropFirst(exponentDigits.count)
      let significant = exponentDigits.drop { $0 == UInt8(ascii: "0") }
      for digit in significant.prefix(9) { exponent = exponent * 10 + Int(digit - 48) }
      if significant.count > 9 { exponent = 1_000_000_000 }
      if exponentNegative { exponent = -exponent }
    }
    guard bytes.isEmpty else { return nil }
    var all = Array(integer) + Array(fraction)
    var scale = integer.count + exponent
    while all.first == UInt8(ascii: "0") {
      all.removeFirst()
      scale -= 1
    }
    while all.last == UInt8(ascii: "0") { all.removeLast() }
    self.text = text
    self.negative = negative && !all.isEmpty
    self.digits = all
    self.exponent = all.isEmpty ? 0 : scale
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
