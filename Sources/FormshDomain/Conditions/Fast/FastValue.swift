/// A value as a condition reads it, in the few shapes a field's payload takes: what the fast
/// path of a batch fill compares without building a `LogicValue` (empty text and an empty
/// selection read as null, as in `ConditionData`).
enum FastValue: Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  /// A selection's option ids, never empty.
  case strings([String])

  /// A field's payload as a condition reads it.
  init(_ payload: PayloadValue) {
    switch payload {
    case .null: self = .null
    case .bool(let on): self = .bool(on)
    case .number(let text): self = .number(FastValue.number(text))
    case .string(let text): self = text.isEmpty ? .null : .string(text)
    case .strings(let ids): self = ids.isEmpty ? .null : .strings(ids)
    }
  }

  /// The number a payload's number text is, as `LogicValue(PayloadValue)` reads it
  /// (`Double(text)`, NaN for none). Plain decimals of at most 15 digits, the usual case, are
  /// read without `strtod`: their digits and the power of ten are both exact doubles, so one
  /// division, correctly rounded, gives the same double.
  static func number(_ text: String) -> Double {
    if let plain = text.utf8.withContiguousStorageIfAvailable(plainJSONDecimal), let plain {
      return plain
    }
    return Double(text) ?? .nan
  }

  /// The same for the UTF-8 bytes of the text.
  static func number(_ bytes: UnsafeBufferPointer<UInt8>) -> Double {
    if let plain = plainJSONDecimal(bytes) { return plain }
    return Double(String(decoding: bytes, as: UTF8.self)) ?? .nan
  }

  /// The number of a plain decimal in JSON's syntax (`-?(0|[1-9][0-9]*)(\.[0-9]+)?`, at most
  /// 15 digits in all), as `number` reads it, in one pass over the bytes; `nil` for any other
  /// text, even another number. So a value here is also a number in JSON's syntax
  /// (`DecimalNumber.syntaxEnd`).
  static func plainJSONDecimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
    guard let start = bytes.baseAddress, !bytes.isEmpty else { return nil }
    let end = start + bytes.count
    var at = start
    let negative = at.pointee == UInt8(ascii: "-")
    if negative { at += 1 }
    // The integer part: a digit, and no leading zero before another.
    guard at < end, at.pointee &- UInt8(ascii: "0") < 10 else { return nil }
    let leadingZero = at.pointee == UInt8(ascii: "0")
    var mantissa: UInt64 = 0
    let integer = at
    while at < end, case let digit = at.pointee &- UInt8(ascii: "0"), digit < 10 {
      mantissa = mantissa &* 10 &+ UInt64(digit)
      at += 1
    }
    guard !leadingZero || at - integer == 1 else { return nil }
    var digits = at - integer
    var fraction = 0
    // The fraction: a point and at least one digit.
    if at < end {
      guard at.pointee == UInt8(ascii: "."), at + 1 < end else { return nil }
      at += 1
      let first = at
      while at < end, case let digit = at.pointee &- UInt8(ascii: "0"), digit < 10 {
        mantissa = mantissa &* 10 &+ UInt64(digit)
        at += 1
      }
      fraction = at - first
      guard at == end, fraction > 0 else { return nil }  // an exponent, anything else
      digits += fraction
    }
    guard digits <= 15 else { return nil }
    let value = fraction == 0 ? Double(mantissa) : Double(mantissa) / power(of: fraction)
    return negative ? -value : value
  }

  /// 10ⁿ for n in 1…15, each exact.
  @inline(__always)
  private static func power(of exponent: Int) -> Double {
    switch exponent {
    case 1: 1e1
    case 2: 1e2
    case 3: 1e3
    case 4: 1e4
    case 5: 1e5
    case 6: 1e6
    case 7: 1e7
    case 8: 1e8
    case 9: 1e9
    case 10: 1e10
    case 11: 1e11
    case 12: 1e12
    case 13: 1e13
    case 14: 1e14
    default: 1e15
    }
  }

  /// A scalar written in a rule; `nil` for an array or an object.
  init?(constant value: LogicValue) {
    switch value {
    case .null: self = .null
    case .bool(let on): self = .bool(on)
    case .number(let number): self = .number(number.value)
    case .string(let text): self = .string(text)
    case .array, .object: return nil
    }
  }

  /// JSON Logic's truthiness (`LogicValue.isTruthy`).
  var isTruthy: Bool {
    switch self {
    case .null: false
    case .bool(let on): on
    case .number(let value): value != 0 && !value.isNaN
    case .string(let text): !text.isEmpty
    case .strings(let ids): !ids.isEmpty
    }
  }

  /// The value as a number where JSON Logic's comparison takes it as one without reading
  /// text (`nil`: text or a selection, which the full evaluator handles).
  var plainNumber: Double? {
    switch self {
    case .null: 0
    case .bool(let on): on ? 1 : 0
    case .number(let value): value
    case .string, .strings: nil
    }
  }
}
