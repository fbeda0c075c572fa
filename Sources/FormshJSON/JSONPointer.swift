/// RFC 6901 JSON Pointers, as diagnostics name a place in a form (`/fields/3/subtype`) or in
/// a document of another dialect (`/pages/0/elements/3`).
public enum JSONPointer {
  /// A key as one token of a pointer: `~` is `~0`, `/` is `~1`.
  public static func escaped(_ key: String) -> String {
    guard key.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") })
    else { return key }
    return key.replacing("~", with: "~0").replacing("/", with: "~1")
  }
}

/// Building JSON Pointers, a reference token at a time.
extension String {
  /// This pointer with one more reference token (a key or an array index), escaped.
  public func pointer(_ token: String) -> String {
    self + "/" + JSONPointer.escaped(token)
  }

  /// This pointer with one more array index.
  public func pointer(_ index: Int) -> String {
    self + "/" + String(index)
  }
}
