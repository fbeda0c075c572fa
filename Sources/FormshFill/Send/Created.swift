import FormshData

/// What a server that accepted a record made, as `fill --to` writes it in the record's line:
/// the response's `Location` header and the top-level `id` of its JSON body.
public struct Created: Sendable {
  /// The `Location` header, as the server wrote it (relative or not).
  public var location: String?
  /// The body's top-level `id`: a string or a number (as written); anything else is left out.
  public var id: JSONValue?

  /// What a response made (nothing by default).
  public init(location: String? = nil, id: JSONValue? = nil) {
    self.location = location
    self.id = id
  }

  /// The top-level `id` of a JSON object body, when it is a string or a number.
  static func id(in response: HTTPResponse) -> JSONValue? {
    guard response.isJSON, case .object(let object)? = try? JSONParser.parse(response.body)
    else { return nil }
    switch object["id"] {
    case .string(let text): return .string(text)
    case .number(let digits): return .number(digits)
    default: return nil
    }
  }
}
