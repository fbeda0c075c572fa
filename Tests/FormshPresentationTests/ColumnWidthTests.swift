import FormshPresentation
import Testing

/// Terminal columns per grapheme cluster, from utf8proc's tables: what a terminal draws.
@Suite struct ColumnWidthTests {
  @Test(
    "one character, its columns",
    arguments: [
      ("a", 1), ("Ä", 1), ("日", 2), ("ｱ", 1), ("Ａ", 2), ("ー", 2),
      ("🚀", 2), ("🩰", 2), ("🫸", 2), ("👍", 2),
      ("🇩🇪", 2), ("🇯🇵", 2), ("🇩", 1),
      ("👨‍👩‍👧‍👦", 2), ("🧑‍💻", 2), ("👩🏽‍❤️‍💋‍👨🏿", 2), ("👍🏽", 2),
      ("❤️", 2), ("❤", 1), ("1️⃣", 2),
      ("e\u{301}", 1), ("a\u{301}\u{302}\u{303}", 1), ("日\u{301}", 2), ("\u{301}", 0),
      ("\u{1100}\u{1161}\u{11A8}", 2), ("한", 2),
      ("\u{200B}", 0), ("\u{07}", 1), ("\r\n", 1),
    ] as [(Character, Int)])
  func character(character: Character, columns: Int) {
    #expect(ColumnWidth.of(character) == columns)
    #expect(TerminalText.width(character) == columns)
  }

  @Test(
    "a string is the sum of its characters",
    arguments: [
      ("🚀 launch", 9), ("日本語", 6), ("Cafe\u{301}", 4), ("🇩🇪🇫🇷", 4), ("👨‍👩‍👧‍👦 family", 9),
      ("", 0), ("ok 👍🏽!", 6),
    ])
  func string(text: String, columns: Int) {
    #expect(ColumnWidth.of(text) == columns)
    #expect(TerminalText.width(text) == columns)
  }

  @Test func padAndTruncateCountEmojiAsTwoColumns() {
    #expect(TerminalText.pad("🚀", to: 4) == "🚀  ")
    #expect(TerminalText.truncate("🚀🚀🚀 go", to: 5) == "🚀🚀…")
    #expect(TerminalText.wrap("🩰🩰🩰🩰🩰🩰", width: 8) == ["🩰🩰🩰🩰", "🩰🩰"])
  }
}
