import FormshDomain
import FormshPresentation
import Testing

@Suite struct StyleTests {
  let theme = Theme(
    background: RGB(0x0F, 0x17, 0x2A), text: RGB(0xE2, 0xE8, 0xF0), border: RGB(0x33, 0x41, 0x55),
    error: RGB(0xF8, 0x71, 0x71), clickableText: RGB(0x38, 0xBD, 0xF8))

  @Test func plainStyleAddsNothing() {
    let style = Style(mode: .none, theme: theme)
    #expect(style.bold("b") == "b")
    #expect(style.dim("d") == "d")
    #expect(style.colored("c", theme.error) == "c")
    #expect(style.link("l", url: "https://example.com", color: nil) == "l")
    #expect(style.lineStart.isEmpty && style.lineEnd.isEmpty)
  }

  @Test func trueColorUsesTheExactColour() {
    let style = Style(mode: .trueColor, theme: theme)
    #expect(style.colored("x", theme.error) == "\u{1B}[38;2;248;113;113mx\u{1B}[38;2;226;232;240m")
    #expect(style.lineStart == "\u{1B}[48;2;15;23;42m\u{1B}[38;2;226;232;240m")
    #expect(style.lineEnd == "\u{1B}[0m")
  }

  @Test func outsidePaintedLinesColourReturnsToTheTerminalDefault() {
    let style = Style(mode: .palette256, theme: theme, painted: false)
    #expect(style.colored("x", theme.error) == "\u{1B}[38;5;203mx\u{1B}[39m")
  }

  @Test func aLinkIsAnUnderlinedOSC8Hyperlink() {
    let style = Style(mode: .trueColor, theme: theme)
    #expect(
      style.link("Terms", url: "https://example.com/t", color: nil)
        == "\u{1B}]8;;https://example.com/t\u{1B}\\\u{1B}[38;2;56;189;248m\u{1B}[4mTerms\u{1B}[24m"
        + "\u{1B}[38;2;226;232;240m\u{1B}]8;;\u{1B}\\")
  }

  @Test func aURLWithControlCharactersIsNeverEmbedded() {
    let style = Style(mode: .trueColor, theme: theme)
    let output = style.link("Terms", url: "https://example.com/\u{07}\u{1B}]0;x", color: nil)
    #expect(!output.contains("\u{1B}]8"))
    #expect(!output.contains("\u{07}"))
  }

  @Test(arguments: [
    (RGB(0, 0, 0), 16), (RGB(255, 255, 255), 231), (RGB(255, 0, 0), 196), (RGB(0, 255, 0), 46),
    (RGB(0, 0, 255), 21), (RGB(0x80, 0x80, 0x80), 244), (RGB(0x0F, 0x17, 0x2A), 234),
    (RGB(0x38, 0xBD, 0xF8), 75), (RGB(0xF8, 0x71, 0x71), 203), (RGB(0x12, 0x12, 0x12), 233),
  ])
  func nearestPaletteEntry(color: RGB, index: Int) {
    #expect(Palette256.nearest(to: color) == index)
  }
}
