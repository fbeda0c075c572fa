import FormshDialects
import FormshDomain
import FormshJSON

/// Reads typed members out of a JSON object leniently: a member of the wrong type is noted as
/// a `wrongType` problem and read as absent, so one bad key never loses the rest of the field.
/// `null` reads as absent without a problem. A key the object's `level` does not have
/// (`FormKeys`) is an `unknownKey` problem, with the nearest known key as a suggestion.
struct MemberReader {
  let object: JSONObject
  let level: FormKeys.Level
  private(set) var problems: [Diagnostic.Problem] = []

  /// `place` says where the object is in messages (`"theme"`, `"section \"s\""`); `nil` for
  /// a field, whose diagnostics carry its id.
  init(_ object: JSONObject, level: FormKeys.Level, place: String?) {
    self.object = object
    self.level = level
    problems = MemberReader.unknownKeys(object, level: level, place: place)
  }

  /// An `unknownKey` problem for each key of `object` that `level` does not have, in order.
  static func unknownKeys(_ object: JSONObject, level: FormKeys.Level, place: String?)
    -> [Diagnostic.Problem]
  {
    let known = level.known
    var problems: [Diagnostic.Problem] = []
    for member in object.members where !known.contains(member.key) {
      // A typo is at most two edits from the key meant (`requried`, `visble_if`).
      let suggestion = Suggestion.nearest(to: member.key, in: level.keys, maxDistance: 2)
      problems.append(.unknownKey(member.key, in: place, suggestion: suggestion))
    }
    return problems
  }

  /// The member as it is, whatever its type (`null` included).
  func raw(_ key: String) -> JSONValue? {
    assert(level.known.contains(key), "\(key) is not in FormKeys.\(level)")
    return object[key]
  }

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
    assert(level.known.contains(key), "\(key) is not in FormKeys.\(level)")
    guard let value = object[key], value != .null else { return nil }
    if let typed = cast(value) { return typed }
    problems.append(.wrongType(key: key, expected: expected, found: value.excerpt))
    return nil
  }
}
