extension LogicNumber {
  /// The number JavaScript's `Number(text)` reads, or `nil` where it reads NaN: surrounding
  /// white space is ignored, an empty string is 0, a decimal literal (`1.5`, `.5`, `5.`,
  /// `-1e2`, `+3`), `0x1F`, `0o17`, `0b101` and `Infinity` with an optional sign are numbers;
  /// anything else (`"12px"`, `"1,5"`, `"1_000"`) is not.
  public static func javaScriptNumber(_ text: String) -> Double? {
    var scalars = Substring(text).unicodeScalars[...]
    while let first = scalars.first, isJavaScriptSpace(first) { scalars.removeFirst() }
    while let last = scalars.last, isJavaScriptSpace(last) { scalars.removeLast() }
    guard !scalars.isEmpty else { return 0 }
    let body = String(String.UnicodeScalarView(scalars))
    if let radix = radixLiteral(body) { return radix }
    var sign = 1.0
    var unsigned = Substring(body)
    if let first = unsigned.first, first == "+" || first == "-" {
      sign = first == "-" ? -1 : 1
      unsigned = unsigned.dropFirst()
    }
    if unsigned == "Infinity" { return sign * .infinity }
    guard isDecimalLiteral(unsigned.utf8) else { return nil }
    // The grammar is checked; the standard library's reader does the rounding.
    var normalized = String(unsigned)
    if normalized.hasPrefix(".") { normalized = "0" + normalized }
    if let point = normalized.firstIndex(of: "."),
      normalized.index(after: point) == normalized.endIndex
        || !normalized[normalized.index(after: point)].isNumber
    {
      normalized.insert("0", at: normalized.index(after: point))
    }
    guard let magnitude = Double(normalized) else { return nil }
    return sign * magnitude
  }

  /// `0x…`, `0o…`, `0b…` (no sign), or `nil` when `text` is none of them. A prefix without
  /// digits, or a digit out of range, is NaN: `.nan`.
  private static func radixLiteral(_ text: String) -> Double?? {
    let bytes = Array(text.utf8)
    guard bytes.count >= 2, bytes[0] == UInt8(ascii: "0") else { return nil }
    let radix: Double
    switch bytes[1] | 0x20 {
    case UInt8(ascii: "x"): radix = 16
    case UInt8(ascii: "o"): radix = 8
    case UInt8(ascii: "b"): radix = 2
    default: return nil
    }
    guard bytes.count > 2 else { return .some(nil) }
    var value = 0.0
    for byte in bytes[2...] {
      let digit: Double
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = Double(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = Double(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = Double(byte - UInt8(ascii: "A") + 10)
      default: return .some(nil)
      }
      guard digit < radix else { return .some(nil) }
      value = value * radix + digit
    }
    return .some(value)
  }

  /// `digits [. digits] [e [sign] digits]`, with digits on at least one side of the point.
  private static func isDecimalLiteral(_ bytes: Substring.UTF8View) -> Bool {
    var index = bytes.startIndex
    func digits() -> Int {
      var count = 0
      while index < bytes.endIndex, bytes[index] >= 0x30, bytes[index] <= 0x39 {
        index = bytes.index(after: index)
        count += 1
      }
      return count
    }
    var mantissa = digits()
    if index < bytes.endIndex, bytes[index] == UInt8(ascii: ".") {
      index = bytes.index(after: index)
      mantissa += digits()
    }
    guard mantissa > 0 else { return false }
    if index < bytes.endIndex, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index = bytes.index(after: index)
      if index < bytes.endIndex,
        bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index = bytes.index(after: index)
      }
      guard digits() > 0 else { return false }
    }
    return index == bytes.endIndex
  }

  /// JavaScript's white space and line terminators, which `Number()` trims.
  private static func isJavaScriptSpace(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09...0x0D, 0x20, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F,
      0x3000, 0xFEFF:
      true
    default: false
    }
  }
}
