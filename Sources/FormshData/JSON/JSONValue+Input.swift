import FormshDomain
import FormshJSON

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
      // Option ids: text, or numbers as written (an option the form wrote as a number).
      var strings: [String] = []
      for element in elements {
        switch element {
        case .string(let text), .number(let text): strings.append(text)
        default: return .other("a list holding \(element.typeDescription)")
        }
      }
      return .list(strings)
    }
  }
}
