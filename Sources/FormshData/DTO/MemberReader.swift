import FormshDomain

/// Reads typed members out of a JSON object leniently: a member of the wrong type is noted as
/// a `wrongType` problem and read as absent, so one bad key never loses the rest of the field.
/// `null` reads as absent without a problem.
struct MemberReader {
  let object: JSONObject
  private(set) var problems: [Diagnostic.Problem] = []

  init(_ object: JSONObject) {
    self.object = object
  }

  /// The member as it is, whatever its type (`null` included).
  func raw(_ key: String) -> JSONValue? { object[key] }

  mutating func string(_ key: String) -> String? {
    typed(key, "a string") { if case .string(let text) = $0 { text } else { nil } }
  }

  mutating func bool(_ key: String) -> Bool? {
    typed(key, "true or false") { if case .bool(let on) = $0 { on } else { nil } }
  }

  mutating func object(_ key: String) -> JSONObject? {
    typed(key, "an object") { if case .object(let object) = $0 { object } else { nil } }
  }

  mutating func array(_ key: String) -> [JSONValue]? {
    typed(key, "an array") { if case .array(let elements) = $0 { elements } else { nil } }
  }

  /// The first of several spellings that is present and not `null`.
  mutating func string(_ keys: String...) -> String? {
    for key in keys where (object[key] ?? .null) != .null { return string(key) }
    return nil
  }

  mutating func note(_ problem: Diagnostic.Problem) {
    problems.append(problem)
  }

  private mutating func typed<T>(_ key: String, _ expected: String, _ cast: (JSONValue) -> T?)
    -> T?
  {
    guard let value = object[key], value != .null else { return nil }
    if let typed = cast(value) { return typed }
    problems.append(.wrongType(key: key, expected: expected, found: value.excerpt))
    return nil
  }
}
