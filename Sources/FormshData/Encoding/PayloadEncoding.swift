import FormshDomain

extension Payload {
  /// The payload as a JSON object, fields in render order.
  public var json: JSONValue {
    .object(JSONObject(entries.map { ($0.id, $0.value.json) }))
  }
}

extension PayloadValue {
  /// The value as JSON: numbers keep their text exactly.
  public var json: JSONValue {
    switch self {
    case .string(let text): .string(text)
    case .number(let text): .number(text)
    case .bool(let on): .bool(on)
    case .strings(let ids): .array(ids.map(JSONValue.string))
    case .null: .null
    }
  }
}
