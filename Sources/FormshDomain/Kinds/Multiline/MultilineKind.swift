/// The `multiline` kind (`TEXT`/`MULTILINE`): text of several lines. `set FIELD` without a
/// value reads lines until a lone `.`.
final class MultilineKind: TextualKind {
  var name: String { "multiline" }
  var spellings: [KindSpelling] { [KindSpelling(type: "TEXT", subtype: "MULTILINE")] }
  var entry: ValueEntry { .lines }
  var byteAccept: ByteAccept? { .text }
  var sampleTexts: [String] { ["Sample text\non two lines", "Sample text", "a"] }
}

extension FieldKind {
  /// Text of several lines.
  public static let multiline = FieldKind(MultilineKind())
}
