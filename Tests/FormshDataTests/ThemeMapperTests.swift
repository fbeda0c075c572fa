import FormshData
import FormshDomain
import Testing

/// docs/form-format.md, "How formsh handles odd input": a colour that is not `#RRGGBB` gets the
/// role's default colour, with a warning; §1: `clickable_text_color` in the theme.
@Suite("ThemeMapper")
struct ThemeMapperTests {
  @Test("each bad colour falls back to its role's default; good ones are kept")
  func badColours() throws {
    let loaded = try Fixture.load("bad-colours.json")
    let theme = loaded.form.theme
    #expect(theme.background == Theme.standard.background)
    #expect(theme.text == Theme.standard.text)
    #expect(theme.border == RGB(0x33, 0x41, 0x55))
    #expect(theme.error == Theme.standard.error)
    #expect(theme.clickableText == RGB(0x25, 0x63, 0xEB))
    #expect(
      loaded.diagnostics == [
        Diagnostic(.badColor(role: "theme.background_color", value: "#GGGGGG")),
        Diagnostic(.badColor(role: "theme.text_color", value: "#1\u{0421}1\u{0421}1\u{0421}")),
        Diagnostic(.badColor(role: "theme.error_color", value: "red")),
      ])
    #expect(loaded.diagnostics.allSatisfy { $0.severity == .warning && $0.field == nil })
  }

  @Test("a form without a theme uses the standard one, silently")
  func noTheme() throws {
    let loaded = try Fixture.load("unknown-subtype.json")
    #expect(loaded.form.theme == Theme.standard)
  }

  @Test("a theme that is not an object is ignored with a warning")
  func themeNotObject() throws {
    let json = #"{"form_title": "T", "theme": "dark", "fields": []}"#
    let loaded = try FormDecoder.decode(Array(json.utf8), source: "t.json")
    #expect(loaded.form.theme == Theme.standard)
    #expect(
      loaded.diagnostics == [
        Diagnostic(.wrongType(key: "theme", expected: "an object", found: "\"dark\""))
      ])
  }
}
