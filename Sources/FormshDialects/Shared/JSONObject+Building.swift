import FormshJSON

/// Building the formsh form a dialect translates into, member by member.
extension JSONObject {
  /// Appends a member (a translation writes each key once, in the order formsh's own forms do).
  mutating func set(_ key: String, _ value: JSONValue) {
    members.append((key: key, value: value))
  }

  /// Appends a string member.
  mutating func set(_ key: String, _ text: String) {
    set(key, .string(text))
  }

  /// Appends a member when there is a value.
  mutating func set(_ key: String, ifPresent value: JSONValue?) {
    if let value { set(key, value) }
  }

  /// An object of these members, in order.
  static func of(_ members: (String, JSONValue)...) -> JSONObject {
    JSONObject(members.map { (key: $0.0, value: $0.1) })
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
