/// A value as it arrives: typed at the prompt, read from a record, or given as a default by
/// the form. Each kind decides what it makes of each case (`KindBehavior.accept`).
public enum Input: Sendable, Equatable {
  /// Text, as `set` receives it or a CSV cell holds it.
  case text(String)
  /// A number, exactly as written in the record.
  case number(String)
  /// A boolean.
  case bool(Bool)
  /// A list of strings (option ids or labels).
  case list([String])
  /// Nothing: the field is cleared.
  case null
  /// A value of any other shape (an object, a list of non-strings), named for messages.
  case other(String)

  /// A short description of the input's type for messages.
  public var typeName: String {
    switch self {
    case .text: "text"
    case .number: "a number"
    case .bool: "a boolean"
    case .list: "a list"
    case .null: "null"
    case .other(let name): name
    }
  }

  /// The input as a message quotes it: text in quotes, other shapes named.
  public var excerpt: String {
    switch self {
    case .text(let text): "\"\(text)\""
    case .number(let text): text
    case .bool(let on): on ? "true" : "false"
    case .null: "null"
    case .list: "an array"
    case .other(let name): name
    }
  }

  /// The strings of a `.list` input, moved out rather than copied (so the array stays the
  /// only reference to its storage and can be reused); `nil` for any other input.
  consuming func takeList() -> [String]? {
    guard case .list(let strings) = consume self else { return nil }
    return strings
  }
}
