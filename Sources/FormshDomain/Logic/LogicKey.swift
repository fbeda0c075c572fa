/// An object key compared as JavaScript compares property names, byte for byte: `"é"` and
/// `"e\u{301}"` are two keys (Swift's `String` would make them one).
struct LogicKey: Hashable {
  let text: String

  init(_ text: String) {
    self.text = text
  }

  func hash(into hasher: inout Hasher) {
    text.withUTF8Bytes { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
  }

  static func == (lhs: LogicKey, rhs: LogicKey) -> Bool {
    lhs.text.hasSameBytes(as: rhs.text)
  }
}
