import FormshJSON

/// A scalar typed as YAML 1.2's core schema types a plain (unquoted) one: `null`, `~` and
/// nothing are null, `true`/`false` (and their capitalised spellings) booleans, decimal,
/// `0o` and `0x` integers and decimal floats numbers, everything else a string. A quoted
/// scalar is always a string. Numbers are written as JSON writes them (`+1` is `1`, `0x1F`
/// is `31`, `.5` is `0.5`); `.inf` and `.nan`, which JSON cannot hold, are refused.
enum YAMLScalar {
  /// The JSON value of a plain scalar, or the reason it has none.
  static func resolve(_ text: String) -> Result<JSONValue, Refusal> {
    switch text {
    case "", "~", "null", "Null", "NULL": return .success(.null)
    case "true", "True", "TRUE": return .success(.bool(true))
    case "false", "False", "FALSE": return .success(.bool(false))
    default: break
    }
    let bytes = Array(text.utf8)
    if let number = decimal(bytes) { return .success(.number(number)) }
    for (prefix, radix) in [("0o", 8), ("0x", 16)] where text.hasPrefix(prefix) {
      let digits = text.dropFirst(2)
      guard !digits.isEmpty,
        digits.allSatisfy({ $0.isHexDigit && Int(String($0), radix: radix) != nil })
      else { break }
      guard let value = UInt64(digits, radix: radix) else {
        return .failure(Refusal("the integer \(text) is past 2^64, which formsh does not read"))
      }
      return .success(.number(String(value)))
    }
    let lowered = text.lowercased()
    if [".inf", "+.inf", "-.inf", ".nan"].contains(lowered) {
      return .failure(Refusal("\(text) has no JSON value; quote it to keep it as text"))
    }
    return .success(.string(text))
  }

  /// Why a scalar has no JSON value.
  struct Refusal: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
  }

  /// A decimal integer or float of the core schema (`[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)
  /// ([eE][-+]?[0-9]+)?`) in JSON's spelling, or nil when the text is not one.
  private static func decimal(_ bytes: [UInt8]) -> String? {
    var index = 0
    var negative = false
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
      negative = bytes[index] == UInt8(ascii: "-")
      index += 1
    }
    func digits() -> [UInt8] {
      let start = index
      while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
        index += 1
      }
      return Array(bytes[start..<index])
    }
    var whole = digits()
    var fraction: [UInt8] = []
    var sawPoint = false
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      sawPoint = true
      index += 1
      fraction = digits()
    }
    guard !whole.isEmpty || !fraction.isEmpty else { return nil }
    var exponent: [UInt8] = []
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      var sign: [UInt8] = []
      if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+")
      {
        sign = [bytes[index]]
        index += 1
      }
      let power = digits()
      guard !power.isEmpty else { return nil }
      exponent = [UInt8(ascii: "e")] + sign + power
    }
    guard index == bytes.count else { return nil }
    // JSON: no leading `+`, no leading zeros, digits on both sides of a point.
    while whole.count > 1, whole[0] == UInt8(ascii: "0") { whole.removeFirst() }
    if whole.isEmpty { whole = [UInt8(ascii: "0")] }
    var json = (negative ? [UInt8(ascii: "-")] : []) + whole
    if sawPoint, !fraction.isEmpty { json += [UInt8(ascii: ".")] + fraction }
    json += exponent
    return String(decoding: json, as: UTF8.self)
  }
}
