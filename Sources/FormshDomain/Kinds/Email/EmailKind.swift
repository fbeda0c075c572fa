/// The `email` kind (`TEXT`/`EMAIL`, our addition): text that must be an email address on
/// validate.
final class EmailKind: TextualKind {
  var name: String { "email" }
  var article: String { "an" }
  var spellings: [KindSpelling] { [KindSpelling(type: "TEXT", subtype: "EMAIL")] }
  var byteAccept: ByteAccept? { .text }

  func formatRules(_ constraints: Constraints) -> [any ValidationRule] { [EmailRule()] }

  var sampleTexts: [String] { ["user@example.com", "a@example.org"] }
  var malformedSamples: [String] { ["not-an-email", "user@example", "user"] }
}

extension FieldKind {
  /// An email address.
  public static let email = FieldKind(EmailKind())
}
