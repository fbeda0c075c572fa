/// The `text` kind (`TEXT`, subtype `PLAIN` or none): plain text, sent as a string.
final class TextKind: TextualKind {
  var name: String { "text" }
  var spellings: [KindSpelling] {
    [KindSpelling(type: "TEXT"), KindSpelling(type: "TEXT", subtype: "PLAIN")]
  }
  var byteAccept: ByteAccept? { .text }
}

extension FieldKind {
  /// Plain text.
  public static let text = FieldKind(TextKind())
}
