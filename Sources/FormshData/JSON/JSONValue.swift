/// A parsed JSON value. Numbers keep their text exactly as written; objects keep their
/// members in file order.
public enum JSONValue: Sendable, Equatable {
  case null
  case bool(Bool)
  /// A number, as written (`19.99` stays `19.99`).
  case number(String)
  case string(String)
  case array([JSONValue])
  case object(JSONObject)

  /// "a string", "an array", …: the type for messages.
  public var typeDescription: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// The value as written in a message: strings quoted, containers summarised.
  public var excerpt: String {
    switch self {
    case .null: "null"
    case .bool(let value): value ? "true" : "false"
    case .number(let text): text
    case .string(let text): "\"\(text)\""
    case .array: "an array"
    case .object: "an object"
    }
  }
}

/// A JSON object with its members in file order. Looking a key up finds its last occurrence,
/// as JavaScript's `JSON.parse` does.
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
