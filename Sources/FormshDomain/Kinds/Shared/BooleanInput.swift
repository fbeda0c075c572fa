/// What checkboxes and toggles share: on/off from a boolean or any accepted spelling.
public enum BooleanInput {
  /// The spellings `set` accepts, in the order messages list them.
  public static let spellings: [(String, Bool)] = [
    ("true", true), ("false", false), ("yes", true), ("no", false),
    ("on", true), ("off", false), ("1", true), ("0", false),
  ]

  /// Parses a boolean spelling, ignoring case; `nil` when it is none.
  public static func parse(_ text: String) -> Bool? {
    let lowered = text.lowercased()
    return spellings.first { $0.0 == lowered }?.1
  }

  /// The value of an input, or the refusal a boolean kind gives it.
  static func value(_ input: consuming Input, for field: Field) throws(EditError) -> FormValue {
    switch input {
    case .bool(let on): return .bool(on)
    case .null: return .bool(false)
    case .text(let text):
      guard let on = parse(text) else { throw .notABoolean(field: field.id, input: text) }
      return .bool(on)
    default: throw .wrongInput(field: field.id, expected: "true or false", found: input.typeName)
    }
  }
}
