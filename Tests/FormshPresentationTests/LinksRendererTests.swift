import FormshDomain
import FormshPresentation
import Testing

@Suite struct LinksRendererTests {
  @Test("links of every sample form", arguments: Fixtures.sampleNames)
  func sampleForms(name: String) throws {
    let output = LinksRenderer.render(try Fixtures.session(name).view, only: nil, RenderOptions())
    expectGolden(output, named: "links-\(name)-plain")
  }

  @Test func numbersStayTheSameWhenOneFieldIsListed() throws {
    let view = try Fixtures.session("campaign").view
    #expect(
      LinksRenderer.render(view, only: "enable_ai_bidding", RenderOptions())
        == "[3] Enable AI bidding → https://example.com/help/ai-bidding  (enable_ai_bidding)\n")
  }

  @Test func noLinks() throws {
    let view = try Fixtures.session("showcase").view
    #expect(LinksRenderer.render(view, only: "full_name", RenderOptions()) == "(no links)\n")
  }

  @Test(
    "in colour each phrase is an underlined OSC 8 hyperlink, and the colour does not leak",
    arguments: [ColorMode.trueColor, .palette256])
  func colour(mode: ColorMode) throws {
    let view = try Fixtures.session("signup").view
    let output = LinksRenderer.render(view, only: nil, RenderOptions(mode: mode))
    #expect(
      ANSI.hyperlinks(output) == [
        "https://example.com/legal/terms", "https://example.com/legal/privacy",
      ])
    let style = Style(mode: mode, theme: view.form.theme)
    #expect(
      output.contains(
        style.foreground(RGB(0x7C, 0x3A, 0xED)) + "\u{1B}[4mTerms\u{1B}[24m\u{1B}[39m"))
    #expect(!output.contains(style.foreground(view.form.theme.text)))
    #expect(ANSI.strip(output) == LinksRenderer.render(view, only: nil, RenderOptions()))
  }
}
