import FormshDomain
import FormshJSON

extension PayloadValue {
  /// The value as JSON: numbers keep their text exactly. A whole payload is written by
  /// `PayloadWriter`; this is for a value inside other JSON (`lint --json`'s initial values).
  public var json: JSONValue {
    switch self {
    case .string(let text): .string(text)
    case .number(let text): .number(text)
    case .bool(let on): .bool(on)
    case .strings(let ids): .array(ids.map(JSONValue.string))
    case .null: .null
    case .json(let value): value.jsonValue
    }
  }
}
