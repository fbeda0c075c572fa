/// What one kind of field does with values. One conforming type per kind, one file each:
/// adding a kind touches `Kinds/` and nothing else in the domain.
///
/// `accept` and `payload` consume what they are given, so the text of a record's value can
/// move into the field's value and on into the payload rather than be retained and released
/// at each step (batch fill does this for every field of every record).
public protocol KindBehavior: Sendable {
  /// The value of a field the user has not touched and that has no default.
  var emptyValue: FormValue { get }
  /// Turns user input into a value, or refuses what can never be right for this kind
  /// (text past `max_length`, letters in a number, an option that does not exist).
  func accept(_ input: consuming Input, for field: Field) throws(EditError) -> FormValue
  /// The rules checked on validate, after `required`.
  func rules(isRequired: Bool, constraints: Constraints) -> [any ValidationRule]
  /// The value as the payload carries it.
  func payload(_ value: consuming FormValue, for field: Field) -> PayloadValue
}

/// A value as it arrives: typed at the prompt, or read from a record.
public enum Input: Sendable, Equatable {
  /// Text, as `set` receives it or a CSV cell holds it.
  case text(String)
  /// A JSON number, as written in the record.
  case number(String)
  /// A JSON boolean.
  case bool(Bool)
  /// A JSON array of strings (option ids or labels).
  case list([String])
  /// A JSON null: the field is cleared.
  case null
  /// A JSON value of any other shape (an object, a list of non-strings).
  case other(String)

  /// A short description of the input's type for messages.
  var typeName: String {
    switch self {
    case .text: "text"
    case .number: "a number"
    case .bool: "a boolean"
    case .list: "a list"
    case .null: "null"
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

extension KindBehavior {
  /// Whether a value counts as empty for `required`.
  public func isEmpty(_ value: FormValue) -> Bool { value.isEmpty }
}

extension String {
  /// Whether the text is empty or only whitespace. Decided from the first byte when it is a
  /// visible ASCII character, which is nearly always.
  public var isBlank: Bool {
    if let first = withUTF8Bytes({ $0.first }), first > 0x20, first < 0x80 { return false }
    return allSatisfy(\.isWhitespace)
  }
}
