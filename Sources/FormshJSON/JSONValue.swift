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
