import FormshDomain

extension JSONValue {
  /// The value as input to a field: what a record's member or a form's default gives.
  public var input: Input {
    switch self {
    case .string(let text): return .text(text)
    case .number(let text): return .number(text)
    case .bool(let on): return .bool(on)
    case .null: return .null
    case .object: return .other("an object")
    case .array(let elements):
      var strings: [String] = []
      for element in elements {
        switch element {
        case .string(let text): strings.append(text)
        // A number names the option of its text: `[1, 3]`, the payload of a multi-select
        // whose options the form gave as numbers, is read back as it was sent.
        case .number(let text): strings.append(text)
        default: return .other("a list holding \(element.typeDescription)")
        }
      }
      return .list(strings)
    }
  }
}

extension Input {
  /// The input as a message quotes it: text in quotes, other shapes named.
  var excerpt: String {
    switch self {
    case .text(let text): "\"\(text)\""
    case .number(let text): text
    case .bool(let on): on ? "true" : "false"
    case .null: "null"
    case .list: "an array"
    case .other(let name): name
    }
  }
}
