import FormshDomain
import Testing

/// `set` refuses text past `max_length` (see EditFormTests); the rule is the check on
/// `validate` for values that did not come through `set`.
@Suite("max length")
struct MaxLengthRuleTests {
  @Test(
    "one user-perceived character, however many scalars or bytes",
    arguments: [
      "a", "\u{E9}", "e\u{301}", "🇩🇪", "👩‍👩‍👧‍👦", "👍🏽", "\r\n",
    ])
  func singleCharacter(text: String) {
    let field = Field(id: "f", kind: .text, label: "F", constraints: Constraints(maxLength: 1))
    #expect(failure(of: field, .text(text)) == nil)
    let found = failure(of: field, .text(text + text))
    #expect(found?.failure == .tooLong(max: 1))
    #expect(found?.message == "must be at most 1 character")
  }

  @Test("at the limit passes, one past fails")
  func edge() {
    let field = Field(id: "f", kind: .text, label: "F", constraints: Constraints(maxLength: 3))
    #expect(failure(of: field, .text("🇩🇪🇫🇷🇮🇹")) == nil)
    #expect(failure(of: field, .text("🇩🇪🇫🇷🇮🇹🇪🇸"))?.message == "must be at most 3 characters")
  }

  @Test(
    "applies to every text kind",
    arguments: [
      (FieldKind.text, "abcdefghijk"), (.multiline, "abcde\nfghij"), (.secure, "hunter2hunter2"),
      (.email, "ada@example.com"), (.url, "https://example.com"), (.number, "12345678901"),
    ])
  func everyTextKind(kind: FieldKind, text: String) {
    let field = Field(id: "f", kind: kind, label: "F", constraints: Constraints(maxLength: 10))
    #expect(failure(of: field, .text(text))?.failure == .tooLong(max: 10))
  }

  @Test("a character of more than 32 code points counts as ceil(code points / 32)")
  func overlongCharacter() {
    let field = Field(id: "f", kind: .text, label: "F", constraints: Constraints(maxLength: 2))
    let marks = { (count: Int) in String(repeating: "\u{301}", count: count) }
    #expect(failure(of: field, .text("a" + marks(31) + "b" + marks(31))) == nil)
    #expect(failure(of: field, .text("a" + marks(63))) == nil)
    #expect(failure(of: field, .text("a" + marks(64)))?.failure == .tooLong(max: 2))
    #expect(failure(of: field, .text("a" + marks(32) + "b"))?.failure == .tooLong(max: 2))
    // One letter under a million marks is one Character, 2 MB, and far past 2.
    #expect(failure(of: field, .text("a" + marks(1_000_000)))?.failure == .tooLong(max: 2))
  }
}
