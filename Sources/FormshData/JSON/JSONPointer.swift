/// RFC 6901 JSON Pointers, as diagnostics name a place in a form (`/fields/3/subtype`).
enum JSONPointer {
  /// A key as one token of a pointer: `~` is `~0`, `/` is `~1`.
  static func escaped(_ key: String) -> String {
    guard key.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") })
    else { return key }
    return key.replacing("~", with: "~0").replacing("/", with: "~1")
  }
}
