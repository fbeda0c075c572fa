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
    var text = text
    return text.withUTF8 { bytes -> Double in
      var index = 0
      var negative = false
      if index < bytes.count, bytes[index] == UInt8(ascii: "-") {
        negative = true
        index += 1
      }
      var mantissa: Int64 = 0
      var digits = 0
      var fraction = 0
      var seenPoint = false
      while index < bytes.count {
        let byte = bytes[index]
        if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
          guard digits < 15 else {
            digits = 16
            break
          }
          mantissa = mantissa * 10 + Int64(byte &- UInt8(ascii: "0"))
          digits += 1
          if seenPoint { fraction += 1 }
        } else if byte == UInt8(ascii: "."), !seenPoint {
          seenPoint = true
        } else {
          digits = 16  // an exponent or anything else: the slow way
          break
        }
        index += 1
      }
      guard digits > 0, digits <= 15 else {
        return Double(String(decoding: bytes, as: UTF8.self)) ?? .nan
      }
      let value = fraction == 0 ? Double(mantissa) : Double(mantissa) / FastValue.powers[fraction]
      return negative ? -value : value
    }
  }

  /// 10⁰ … 10¹⁵, each exact.
  private static let powers: [Double] = (0...15).map { exponent in
    (0..<exponent).reduce(1.0) { value, _ in value * 10 }
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
