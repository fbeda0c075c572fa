import FormshPresentation
import Testing

@Suite struct TerminalTextTests {
  @Test(arguments: [
    ("plain text", "plain text"),
    ("\u{1B}[2J", #"\x1B[2J"#),
    ("bell\u{07}", #"bell\x07"#),
    ("\u{9B}31m", #"\u{9B}31m"#),
    ("\u{202E}txt.exe", #"\u{202E}txt.exe"#),
    ("\u{2066}isolate\u{2069}", #"\u{2066}isolate\u{2069}"#),
    ("a\u{7F}b", #"a\x7Fb"#),
    ("line\nbreak\r", #"line\x0Abreak\x0D"#),
    ("tab\there", #"tab\x09here"#),
    ("ÄÖ 日本 👍🏽 e\u{301}", "ÄÖ 日本 👍🏽 e\u{301}"),
  ])
  func sanitize(input: String, expected: String) {
    #expect(TerminalText.sanitize(input) == expected)
  }

  @Test(arguments: [
    ("abc", 3), ("日本", 4), ("e\u{301}", 1), ("👍", 2), ("❤️", 2), ("", 0), ("Ä", 1),
  ])
  func width(text: String, columns: Int) {
    #expect(TerminalText.width(text) == columns)
  }

  @Test(arguments: [
    ("the quick brown fox jumps", 10, ["the quick", "brown fox", "jumps"]),
    ("supercalifragilistic", 8, ["supercal", "ifragili", "stic"]),
    ("two\nparagraphs here", 10, ["two", "paragraphs", "here"]),
    ("日本語の文章です", 8, ["日本語の", "文章です"]),
    ("", 10, [""]),
  ])
  func wrap(text: String, width: Int, lines: [String]) {
    #expect(TerminalText.wrap(text, width: width) == lines)
  }

  @Test func wrapNeverGoesBelowEightColumns() {
    #expect(TerminalText.wrap("abcdefghij", width: 3) == ["abcdefgh", "ij"])
  }

  @Test(arguments: [
    ("abcdef", 4, "abc…"), ("abc", 3, "abc"), ("日本語", 4, "日…"), ("abc", 5, "abc"),
  ])
  func truncate(text: String, width: Int, expected: String) {
    #expect(TerminalText.truncate(text, to: width) == expected)
    #expect(TerminalText.width(TerminalText.truncate(text, to: width)) <= width)
  }

  @Test(arguments: [("ab", 4, "ab  "), ("日本", 5, "日本 "), ("abcdef", 3, "abcdef")])
  func pad(text: String, width: Int, expected: String) {
    #expect(TerminalText.pad(text, to: width) == expected)
  }

  @Test func aHugeStringIsClippedForDisplayAndSaysHowMuchIsLeft() {
    let limit = TerminalText.displayLimit
    let huge = String(repeating: "é", count: limit + 1234) + "\u{1B}"
    let shown = TerminalText.sanitize(huge)
    #expect(shown == String(repeating: "é", count: limit) + "… (1235 more characters)")
    #expect(TerminalText.sanitize(huge, limit: nil).hasSuffix("é\\x1B"))
    let fits = String(repeating: "x", count: limit)
    #expect(TerminalText.clip(fits) == fits)
  }

  @Test func aCharacterOfAMillionMarksIsShownWithItsFirst32AndTheRestCounted() {
    let marks = String(repeating: "\u{301}", count: 1_000_000)
    let shown = TerminalText.sanitize("Z" + marks + "ok")
    // ceil(1,000,001 / 32) = 31,251 characters as max_length counts them; one is shown,
    // and "ok" is two more.
    #expect(
      shown == "Z" + String(repeating: "\u{301}", count: 31) + "… (31252 more characters)")
    #expect(TerminalText.width(shown) == 1 + "… (31252 more characters)".count)
    // At the bound, nothing is cut: 32 code points are one character, shown whole.
    let full = "Z" + String(repeating: "\u{301}", count: 31) + " and more text after it"
    #expect(TerminalText.sanitize(full) == full)
    // Past it, the cut comes at that character even in a short text.
    let over = "ab" + "c" + String(repeating: "\u{301}", count: 40) + "d"
    #expect(
      TerminalText.clip(over)
        == "abc" + String(repeating: "\u{301}", count: 31) + "… (2 more characters)")
  }
}
