/// What `submit` sends: every field of the form, in render order.
public struct Payload: Sendable, Equatable {
  /// Field id and value pairs, in render order.
  public let entries: [(id: FieldID, value: PayloadValue)]

  /// Creates a payload.
  public init(entries: [(id: FieldID, value: PayloadValue)]) {
    self.entries = entries
  }

  /// The value sent for a field.
  public subscript(id: FieldID) -> PayloadValue? {
    entries.first { $0.id == id }?.value
  }

  public static func == (lhs: Payload, rhs: Payload) -> Bool {
    lhs.entries.elementsEqual(rhs.entries) { $0.id == $1.id && $0.value == $1.value }
  }
}
