import FormshDomain
import FormshJSON

extension JSONValue {
  /// The value for JSON Logic, as a rule or its data: numbers keep their text (and get the
  /// `Double` JSON Logic computes with), objects their members in order.
  public var logicValue: LogicValue {
    switch self {
    case .null: return .null
    case .bool(let on): return .bool(on)
    case .number(let text):
      // The parser only makes numbers of JSON's syntax, which `Double` reads (past its range,
      // as an infinity).
      return .number(LogicNumber(Double(text) ?? .nan, text: text))
    case .string(let text): return .string(text)
    case .array(let elements): return .array(elements.map(\.logicValue))
    case .object(let object):
      return .object(LogicObject(object.members.map { ($0.key, $0.value.logicValue) }))
    }
  }
}

extension LogicValue {
  /// The value as JSON: a number in its own text when it has one, else as JavaScript writes
  /// it (`0.5`, `1e+21`); a number with neither, an infinity or NaN (which evaluation never
  /// gives), is null, as `JSON.stringify` writes it.
  public var jsonValue: JSONValue {
    switch self {
    case .null: return .null
    case .bool(let on): return .bool(on)
    case .number(let number):
      guard number.text != nil || number.value.isFinite else { return .null }
      return .number(number.description)
    case .string(let text): return .string(text)
    case .array(let elements): return .array(elements.map(\.jsonValue))
    case .object(let object):
      return .object(JSONObject(object.members.map { ($0.key, $0.value.jsonValue) }))
    }
  }
}
