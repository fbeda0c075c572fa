/// Looking up many keys of one object: `subscript` reads the members from the end, so a loop
/// that looks each of an object's keys up in it took time in the square of its size.
extension JSONObject {
  /// The members by key, the last of a key winning as `subscript` finds it: built in one
  /// pass, for an object looked up many times.
  public func index() -> [String: JSONValue] {
    Dictionary(members.lazy.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
  }
}
