/// The `phone` kind (`TEXT`/`PHONE`, our addition): a telephone number, kept and sent in
/// E.164 (`+442079460958`; null when empty). `set` takes it written as people write it, with
/// spaces, dashes, dots and parentheses (`+44 (20) 7946-0958`), removes those, and refuses at
/// once what is then not E.164, saying what is wrong. Being kept in E.164, numbers compare
/// as E.164 (`expect value` takes its number as `set` does).
final class PhoneKind: TextualKind {
  var name: String { "phone" }
  var spellings: [KindSpelling] { [KindSpelling(type: "TEXT", subtype: "PHONE")] }
  var limits: Limits { [] }
  /// None: the value kept is the number rewritten in E.164, not the record's text.
  var byteAccept: ByteAccept? { nil }

  func accept(_ input: consuming Input, for field: Field) throws(EditError) -> FormValue {
    let text: String
    switch input {
    case .text(let raw): text = raw
    case .null: return .text("")
    default:
      throw .wrongInput(field: field.id, expected: "a phone number", found: input.typeName)
    }
    if text.isEmpty { return .text("") }
    switch PhoneNumber.e164(text) {
    case .success(let number): return .text(number)
    case .failure(let reason):
      throw .refused(field: field.id, reason: "\"\(text)\" is not a phone number: \(reason.text)")
    }
  }

  func payload(_ value: consuming FormValue, for field: Field) -> PayloadValue {
    guard let text = value.text, !text.isEmpty else { return .null }
    return .string(text)
  }

  /// The number as kept: E.164 has nothing a quote would have to show.
  func summary(_ value: FormValue) -> String {
    guard let text = value.text, !text.isEmpty else { return "(empty)" }
    return text
  }

  var sampleTexts: [String] { ["+442079460958", "+14155550123"] }
  var malformedSamples: [String] { ["020 7946 0958", "+44 20 7946 09581234"] }

  func acceptsDescription(id: String) -> String {
    "a phone number in E.164 with its country code, such as +44 20 7946 0958; spaces, dashes, "
      + "dots and parentheses are removed (set \(id)=…)"
  }
}

extension FieldKind {
  /// A telephone number, kept in E.164.
  public static let phone = FieldKind(PhoneKind())
}
