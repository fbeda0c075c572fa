/// The `url` kind (`TEXT`/`URI`, also spelled `URL`): text that must be an http(s) URL with a
/// host on validate.
final class URLKind: TextualKind {
  var name: String { "url" }
  var spellings: [KindSpelling] {
    [KindSpelling(type: "TEXT", subtype: "URI"), KindSpelling(type: "TEXT", subtype: "URL")]
  }
  var byteAccept: ByteAccept? { .text }

  func formatRules(_ constraints: Constraints) -> [any ValidationRule] { [URLRule()] }

  var sampleTexts: [String] { ["https://example.com", "https://example.org/a"] }
  var malformedSamples: [String] { ["example.com", "ftp://example.com", "https://"] }
}

extension FieldKind {
  /// An http(s) URL.
  public static let url = FieldKind(URLKind())
}
