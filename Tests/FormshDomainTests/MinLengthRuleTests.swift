import FormshDomain
import Testing

@Suite("min length")
struct MinLengthRuleTests {
  let field = Field(id: "f", kind: .secure, label: "F", constraints: Constraints(minLength: 2))

  @Test(
    "one character is too short, even when it takes several scalars or bytes",
    arguments: ["a", "\u{E9}", "e\u{301}", "🇩🇪", "👩‍👩‍👧‍👦"])
  func oneCharacter(text: String) {
    let found = failure(of: field, .text(text))
    #expect(found?.failure == .tooShort(min: 2))
    #expect(found?.message == "must be at least 2 characters")
  }

  @Test("two characters are enough", arguments: ["ab", "e\u{301}e\u{301}", "🇩🇪🇫🇷", "a "])
  func twoCharacters(text: String) {
    #expect(failure(of: field, .text(text)) == nil)
  }

  @Test(
    "characters are counted as a person sees them, also in plain ASCII (CR LF is one)",
    arguments: [
      ("a\r\nb", 3), ("a\rb", 3), ("\r\n\r\n", 2), ("abcd", 4), ("ab\u{E9}", 3), ("e\u{301}", 1),
      ("password\r\n12", 11), ("pass\r\nword1234", 13), ("passwordpassword", 16),
      ("passwordpassw\u{F6}rd", 16), ("p\u{E4}sswordpassword", 16), ("passwordpassword\r\n", 17),
    ])
  func countsCharacters(text: String, characters: Int) {
    for min in max(1, characters - 3)...(characters + 3) {
      let field = Field(
        id: "f", kind: .text, label: "F", constraints: Constraints(minLength: min))
      #expect((failure(of: field, .text(text)) != nil) == (characters < min))
      #expect(text.exceedsCharacters(min) == (characters > min))
    }
  }

  @Test("an empty optional value passes")
  func empty() {
    #expect(failure(of: field, .text("")) == nil)
  }

  @Test("a minimum of one says 'character'")
  func singular() {
    let one = Field(id: "f", kind: .text, label: "F", constraints: Constraints(minLength: 1))
    #expect(failure(of: one, .text("")) == nil)
    #expect(ValidationFailure.tooShort(min: 1).message == "must be at least 1 character")
  }
}
