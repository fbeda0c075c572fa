/// A value JSON Logic works on: a rule, the data it reads, and what it gives. The JSON types,
/// with an object's members kept in order and a number's text kept while it is only passed
/// through (see `LogicNumber`).
///
/// The Data layer converts to and from `JSONValue`; the Domain builds these directly (a form's
/// values as an object of field id → value, `init(_: Payload)`). `==` compares numbers by
/// value and strings as Swift does; the rule operators `===` and `in` compare strings byte for
/// byte, as JavaScript does.
public enum LogicValue: Sendable, Equatable {
  case null
  case bool(Bool)
  case number(LogicNumber)
  case string(String)
  case array([LogicValue])
  case object(LogicObject)

  /// A number without text of its own (written as JavaScript writes it).
  public static func number(_ value: Double) -> LogicValue {
    .number(LogicNumber(value))
  }

  /// JSON Logic's truthiness: `false`, `null`, `0`, `""` and `[]` are falsy; everything else,
  /// `"0"` and `{}` included, is truthy.
  public var isTruthy: Bool {
    switch self {
    case .null: false
    case .bool(let value): value
    case .number(let number): number.value != 0 && !number.value.isNaN
    case .string(let text): !text.isEmpty
    case .array(let elements): !elements.isEmpty
    case .object: true
    }
  }

  /// "a string", "an array", …: the type, for messages.
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

  /// Whether the value is an array or an object.
  var isContainer: Bool {
    switch self {
    case .array, .object: true
    default: false
    }
  }
}
