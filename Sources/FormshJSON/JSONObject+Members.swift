/// Reading an object's members by their type: a member of another type reads as absent, as a
/// reader of another system's document takes it (what it then does about the member is its
/// own to say). The one way a member is read by type; `JSONValue`'s `stringValue`… read a
/// value that is not a member.
extension JSONObject {
  /// The member's text, when it is a string.
  public func string(_ key: String) -> String? { self[key]?.stringValue }

  /// The member, when it is a boolean.
  public func bool(_ key: String) -> Bool? { self[key]?.boolValue }

  /// The member's text as written, when it is a number.
  public func number(_ key: String) -> String? { self[key]?.numberText }

  /// The member, when it is an object.
  public func object(_ key: String) -> JSONObject? { self[key]?.objectValue }

  /// The member, when it is an array.
  public func array(_ key: String) -> [JSONValue]? { self[key]?.arrayValue }

  /// The strings of an array member (its other elements left out); none when it is no array.
  public func strings(_ key: String) -> [String] {
    (array(key) ?? []).compactMap(\.stringValue)
  }
}
