import FormshJSON

/// The JSON type each member of an input should have: one given with another (`"isRequired":
/// "yes"`) is not read, and reported.
extension AdaptiveCardInput {
  /// The members each input type reads, with the JSON type the card's schema gives them.
  static func expectedTypes(_ type: String) -> [(key: String, type: JSONKind)] {
    let common: [(key: String, type: JSONKind)] = [
      ("label", .string), ("placeholder", .string), ("errorMessage", .string),
      ("isRequired", .bool), ("isVisible", .bool),
    ]
    switch type {
    case "Input.Text":
      return common + [
        ("style", .string), ("regex", .string), ("value", .string), ("maxLength", .number),
        ("isMultiline", .bool),
      ]
    case "Input.Number": return common + [("min", .number), ("max", .number), ("value", .number)]
    case "Input.Date", "Input.Time":
      return common + [("min", .string), ("max", .string), ("value", .string)]
    case "Input.Toggle":
      return common + [
        ("title", .string), ("value", .string), ("valueOn", .string), ("valueOff", .string),
      ]
    default: return common + [("value", .string), ("isMultiSelect", .bool), ("choices", .array)]
    }
  }

  /// The JSON types a member may be expected to have.
  enum JSONKind: String {
    case string = "a string"
    case number = "a number"
    case bool = "a boolean"
    case array = "an array"

    /// Whether a value is of this type.
    func matches(_ value: JSONValue) -> Bool {
      switch (self, value) {
      case (.string, .string), (.number, .number), (.bool, .bool), (.array, .array): true
      default: false
      }
    }
  }

  /// Reports each member of the input that is not of the type the card's schema says: it is
  /// not read.
  func reportMistyped(_ type: String, problems: inout DialectProblems) {
    for (key, kind) in Self.expectedTypes(type) {
      guard let value = element.object[key], !kind.matches(value) else { continue }
      problems.report(
        "\(element.name) `\(key)` that is \(value.typeDescription)",
        .mistyped(shouldBe: kind.rawValue), at: element.pointer.pointer(key))
    }
  }
}
