/// The `secure` kind (`TEXT`/`SECURE`): secret text, sent as a string but never shown,
/// echoed, recorded or kept in history; `set FIELD` without a value reads it with echo off.
final class SecureKind: TextualKind {
  var name: String { "secure" }
  var spellings: [KindSpelling] { [KindSpelling(type: "TEXT", subtype: "SECURE")] }
  var isSecret: Bool { true }
  var entry: ValueEntry { .hidden }
  var byteAccept: ByteAccept? { .text }
  var sampleTexts: [String] { ["Sample-pass-1234", "sample pass 1234"] }

  func summary(_ value: FormValue) -> String {
    guard let text = value.text, !text.isEmpty else { return "(empty)" }
    return Secret.mask + " (masked)"
  }

  func canonicalEdit(for value: FormValue) -> CanonicalEdit {
    guard let text = value.text, !text.isEmpty else { return .clear }
    return .setSecret
  }
}

extension FieldKind {
  /// Secret text.
  public static let secure = FieldKind(SecureKind())
}
