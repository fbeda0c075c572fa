/// A JSON object with its members in file order. Looking a key up finds its last occurrence,
/// as JavaScript's `JSON.parse` does. A form resolves its repeated keys first, the first one
/// winning (`DuplicateKeys`), so in a form there is one of each.
public struct JSONObject: Sendable, Equatable {
  /// The members in file order (a key may repeat).
  public var members: [(key: String, value: JSONValue)]

  /// Creates an object from members in order.
  public init(_ members: [(key: String, value: JSONValue)] = []) {
    self.members = members
  }

  /// The value of the last member with this key.
  public subscript(key: String) -> JSONValue? {
    members.last { $0.key == key }?.value
  }

  public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
    lhs.members.elementsEqual(rhs.members) { $0.key == $1.key && $0.value == $1.value }
  }
}
