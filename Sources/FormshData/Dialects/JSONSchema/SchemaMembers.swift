/// Reading the members of a JSON Schema (or a uiSchema) by their kind: a member of another
/// kind reads as absent, as the importers take it.
extension JSONObject {
  /// The member's text, when it is a string.
  func memberString(_ key: String) -> String? {
    if case .string(let text)? = self[key] { return text }
    return nil
  }

  /// The member, when it is an object.
  func memberObject(_ key: String) -> JSONObject? {
    if case .object(let object)? = self[key] { return object }
    return nil
  }

  /// The member, when it is an array.
  func memberArray(_ key: String) -> [JSONValue]? {
    if case .array(let array)? = self[key] { return array }
    return nil
  }

  /// The member's text as written, when it is a number.
  func memberNumber(_ key: String) -> String? {
    if case .number(let text)? = self[key] { return text }
    return nil
  }

  /// The member, when it is a boolean.
  func memberBool(_ key: String) -> Bool? {
    if case .bool(let flag)? = self[key] { return flag }
    return nil
  }

  /// The strings of an array member (other elements left out).
  func memberStrings(_ key: String) -> [String] {
    (memberArray(key) ?? []).compactMap {
      if case .string(let text) = $0 { return text }
      return nil
    }
  }

  /// This object with a member set: replaced in place when there is one, else appended.
  func setting(_ key: String, _ value: JSONValue) -> JSONObject {
    var copy = self
    if let index = copy.members.lastIndex(where: { $0.key == key }) {
      copy.members[index].value = value
    } else {
      copy.members.append((key, value))
    }
    return copy
  }
}

/// Joining JSON Logic conditions as the schema dialects write them: an `and` or `or` of the
/// conditions as given (`JSONValue.logic` and `JSONValue.variable` build the rest).
enum Logic {
  /// The conditions joined with `and` (one: itself).
  static func all(_ conditions: [JSONValue]) -> JSONValue? {
    conditions.count <= 1 ? conditions.first : .object(JSONObject([("and", .array(conditions))]))
  }

  /// The conditions joined with `or` (one: itself).
  static func any(_ conditions: [JSONValue]) -> JSONValue? {
    conditions.count <= 1 ? conditions.first : .object(JSONObject([("or", .array(conditions))]))
  }

  /// The condition negated.
  static func not(_ condition: JSONValue) -> JSONValue {
    .object(JSONObject([("!", .array([condition]))]))
  }
}
