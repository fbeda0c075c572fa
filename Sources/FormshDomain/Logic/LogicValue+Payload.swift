extension LogicValue {
  /// A field's value as a condition's `var` reads it: as the payload carries it (text, a
  /// number in its own text, a boolean, option ids, null when empty).
  public init(_ value: PayloadValue) {
    switch value {
    case .string(let text): self = .string(text)
    case .number(let text):
      // A payload's number is JSON number syntax, which `Double` reads.
      self = .number(LogicNumber(Double(text) ?? .nan, text: text))
    case .bool(let on): self = .bool(on)
    case .strings(let ids): self = .array(ids.map { .string($0) })
    case .null: self = .null
    case .json(let value): self = value
    }
  }

  /// A payload as the data of a form's conditions: an object of field id → value, in render
  /// order.
  public init(_ payload: Payload) {
    self = .object(LogicObject(payload.entries.map { ($0.id, LogicValue($0.value)) }))
  }
}
