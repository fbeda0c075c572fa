/// The number a condition reads in a record's number, as written: `Double(text)`, as
/// `LogicValue(PayloadValue)` reads a payload's number. Plain decimals of at most 15 digits,
/// the usual case, are read without `strtod` (which cost two thirds of a conditional record's
/// number reading): their digits and the power of ten are both exact doubles, so one
/// division, correctly rounded, gives the same double.
enum PlainDecimal {
  /// The number in JSON number syntax `bytes`.
  static func value(_ bytes: UnsafeBufferPointer<UInt8>) -> Double {
    if let plain = plain(bytes) { return plain }
    return Double(String(decoding: bytes, as: UTF8.self)) ?? .nan
  }

  /// The number of a plain decimal in JSON's syntax (`-?(0|[1-9][0-9]*)(\.[0-9]+)?`, at most
  /// 15 digits in all), in one pass over the bytes; `nil` for any other text, even another
  /// number.
  static func plain(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
    var at = 0
    let end = bytes.count
    guard end > 0 else { return nil }
    let negative = bytes[0] == UInt8(ascii: "-")
    if negative { at += 1 }
    // The integer part: a digit, and no leading zero before another.
    guard at < end, bytes[at] &- UInt8(ascii: "0") < 10 else { return nil }
    let leadingZero = bytes[at] == UInt8(ascii: "0")
    var mantissa: UInt64 = 0
    let integer = at
    while at < end, case let digit = bytes[at] &- UInt8(ascii: "0"), digit < 10 {
      mantissa = mantissa &* 10 &+ UInt64(digit)
      at += 1
    }
    guard !leadingZero || at - integer == 1 else { return nil }
    var digits = at - integer
    var fraction = 0
    // The fraction: a point and at least one digit.
    if at < end {
      guard bytes[at] == UInt8(ascii: "."), at + 1 < end else { return nil }
      at += 1
      let first = at
      while at < end, case let digit = bytes[at] &- UInt8(ascii: "0"), digit < 10 {
        mantissa = mantissa &* 10 &+ UInt64(digit)
        at += 1
      }
      fraction = at - first
      guard at == end, fraction > 0 else { return nil }  // an exponent, anything else
      digits += fraction
    }
    guard digits <= 15 else { return nil }
    let value = fraction == 0 ? Double(mantissa) : Double(mantissa) / powers[fraction]
    return negative ? -value : value
  }

  /// 10ⁿ for n in 0…15, each exact.
  private static let powers: [Double] = [
    1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
  ]
}
