import FormshDomain
import Testing

/// How `max_length` and `min_length` count: characters, a character of more than 32 code
/// points counting as ceil(code points / 32).
@Suite struct CharacterLengthTests {
  static func marks(_ count: Int) -> String { String(repeating: "\u{301}", count: count) }

  @Test(
    "lengths",
    arguments: [
      ("", 0), ("abc", 3), ("e\u{301}", 1), ("👩🏽‍❤️‍💋‍👨🏿", 1), ("🇩🇪🇫🇷", 2), ("\r\n", 1),
      ("a" + marks(31), 1), ("a" + marks(32), 2), ("a" + marks(63), 2), ("a" + marks(64), 3),
      ("a" + marks(1_000_000), 31_251), ("x" + "a" + marks(40) + "y", 4),
    ])
  func length(text: String, length: Int) {
    #expect(text.characterLength == length)
    #expect(text.exceedsCharacters(length) == false)
    if length > 0 { #expect(text.exceedsCharacters(length - 1)) }
    #expect(text.fallsShortOfCharacters(length) == false)
    #expect(text.fallsShortOfCharacters(length + 1))
  }

  @Test func aPrefixNeverSplitsACharacter() {
    let text = "ab" + "c" + Self.marks(40) + "d"
    #expect(text.prefix(characters: 2) == "ab")
    #expect(text.prefix(characters: 3) == "ab")
    #expect(text.prefix(characters: 4) == "ab" + "c" + Self.marks(40))
    #expect(text.prefix(characters: 9) == text)
    #expect("🇩🇪🇫🇷".prefix(characters: 1) == "🇩🇪")
  }
}
