import FormshDomain
import Testing

/// The `phone` kind: written as people write it, kept and sent in E.164.
@Suite("phone kind")
struct PhoneKindTests {
  static let phone = Field(id: "phone", kind: .phone, label: "Phone", isRequired: true)

  static func set(_ text: String) throws(EditError) -> FormValue {
    var state = makeForm(phone).initialState
    return try EditForm(form: makeForm(phone)).set("phone", .text(text), in: &state)
  }

  @Test(
    "spaces, dashes, dots and parentheses are removed and the E.164 text is kept",
    arguments: [
      ("+44 (20) 7946-0958", "+442079460958"), ("+442079460958", "+442079460958"),
      ("+1 415.555.0123", "+14155550123"), ("+1", "+1"), ("+123456789012345", "+123456789012345"),
    ])
  func normalised(text: String, kept: String) throws {
    #expect(try Self.set(text) == .text(kept))
  }

  @Test(
    "what is not E.164 once separators are gone is refused at once, saying what is wrong",
    arguments: [
      (
        "020 7946 0958",
        #""020 7946 0958" is not a phone number: must start with + and the country code"#
      ),
      (
        "0044 20 7946 0958",
        #""0044 20 7946 0958" is not a phone number: must start with + and the country code"#
      ),
      ("tel:+44", #""tel:+44" is not a phone number: must start with +, not "t""#),
      (
        "+44 20 7946 O958",
        #""+44 20 7946 O958" is not a phone number: has "O", which is not a digit"#
      ),
      ("+44/20", #""+44/20" is not a phone number: has "/", which is not a digit"#),
      ("+44\t20", "\"+44\t20\" is not a phone number: has U+0009, which is not a digit"),
      ("+", #""+" is not a phone number: has no digits after +"#),
      ("( )", #""( )" is not a phone number: has no digits"#),
      ("+0 20 7946", #""+0 20 7946" is not a phone number: a country code never starts with 0"#),
      (
        "+1234567890123456",
        #""+1234567890123456" is not a phone number: has 16 digits; E.164 allows at most 15"#
      ),
      ("+４４20", #""+４４20" is not a phone number: has "４", which is not a digit"#),
      ("++44", #""++44" is not a phone number: has "+", which is not a digit"#),
    ])
  func refused(text: String, reason: String) {
    #expect(throws: EditError.refused(field: "phone", reason: reason)) { try Self.set(text) }
  }

  @Test("the payload is the E.164 text; an empty number is null and fails required")
  func payload() throws {
    let form = makeForm(Self.phone)
    var state = form.initialState
    #expect(BuildSubmission(form: form).payload(state)["phone"] == .null)
    #expect(failure(of: Self.phone, .text(""))?.message == "is required")
    try EditForm(form: form).set("phone", .text("+44 (20) 7946-0958"), in: &state)
    #expect(BuildSubmission(form: form).payload(state)["phone"] == .string("+442079460958"))
  }

  @Test("a form names the kind TEXT/PHONE in any case")
  func spelling() {
    #expect(FieldKind.resolve(type: "TEXT", subtype: "PHONE", multiple: false) == .kind(.phone))
    #expect(FieldKind.resolve(type: "Text", subtype: "phone", multiple: false) == .kind(.phone))
  }
}
