import FormshData
import FormshDomain
import Testing

/// docs/form-format.md, "How formsh handles odd input": a metadata phrase not in the label is still
/// a link; a value that is not an http(s) URL is not. §1: `metadata.links`, `link_text`/`link_url`,
/// a field-level `link`, and `clickable_text_color` in metadata or on the field.
@Suite("LinkMapper")
struct LinkMapperTests {
  @Test("phrases not in the label are still listed; values that are not http(s) URLs are not links")
  func metadataLinks() throws {
    let loaded = try Fixture.load("metadata-links.json")
    let field = try #require(loaded.form.field("consent"))
    #expect(
      field.links == [
        Link(text: "Cookie Policy", url: "https://example.com/cookies", range: nil),
        Link(text: "Terms", url: "https://example.com/terms", range: 13..<18),
        Link(text: "privacy policy", url: "http://example.com/privacy", range: 27..<41),
      ])
    #expect(
      loaded.diagnostics == [
        Diagnostic(.linkPhraseNotInLabel("Cookie Policy"), field: "consent"),
        Diagnostic(.notALink(phrase: "color", value: "#FF0000"), field: "consent"),
        Diagnostic(.notALink(phrase: "Script", value: "javascript:alert(1)"), field: "consent"),
        Diagnostic(.notALink(phrase: "Mail", value: "mailto:legal@example.com"), field: "consent"),
        Diagnostic(.notALink(phrase: "Count", value: "3"), field: "consent"),
      ])
    #expect(loaded.diagnostics.allSatisfy { $0.severity == .warning })
  }

  @Test("metadata.links holds the phrases; a colour in metadata colours them")
  func linksObject() throws {
    let loaded = try Fixture.load("links-object.json")
    let form = loaded.form
    let purple = RGB(0x7C, 0x3A, 0xED)
    #expect(form.theme.clickableText == RGB(0x11, 0x22, 0x33))
    #expect(
      form.field("terms")?.links == [
        Link(text: "Terms", url: "https://example.com/legal/terms", range: 13..<18, color: purple),
        Link(
          text: "Privacy Notice", url: "https://example.com/legal/privacy", range: 27..<41,
          color: purple),
      ])
    #expect(
      form.field("plain")?.links == [
        Link(text: "FAQ", url: "https://example.com/faq", range: 8..<11)
      ])
    #expect(
      form.field("own_colour")?.links == [
        Link(text: "guide", url: "https://example.com/guide", range: 9..<14, color: RGB(0, 0xAA, 0))
      ])
    #expect(
      form.field("bad_colour")?.links == [
        Link(text: "rules", url: "https://example.com/rules", range: 9..<14)
      ])
    #expect(
      loaded.diagnostics == [
        Diagnostic(
          .badColor(role: "metadata.clickable_text_color", value: "blue"), field: "bad_colour")
      ])
  }

  @Test("link_text and link_url make one link; without link_text the whole label links")
  func linkTextAndURL() throws {
    let loaded = try Fixture.load("link-text-url.json")
    let form = loaded.form
    #expect(
      form.field("privacy")?.links == [
        Link(text: "Privacy Policy", url: "https://example.com/privacy", range: 16..<30)
      ])
    #expect(
      form.field("whole")?.links == [
        Link(text: "Terms apply", url: "https://example.com/terms", range: 0..<11)
      ])
    #expect(form.field("not_a_url")?.links == [])
    #expect(
      loaded.diagnostics == [
        Diagnostic(.notALink(phrase: "Call us", value: "tel:+15550100"), field: "not_a_url")
      ])
  }

  @Test("a field-level link makes the whole label a link")
  func fieldLink() throws {
    let loaded = try Fixture.load("field-link.json")
    let form = loaded.form
    #expect(
      form.field("enable_ai_bidding")?.links == [
        Link(
          text: "Enable AI bidding", url: "https://example.com/help/ai-bidding", range: 0..<17)
      ])
    #expect(form.field("unsafe")?.links == [])
    #expect(
      loaded.diagnostics == [
        Diagnostic(.notALink(phrase: "Click me", value: "javascript:alert(1)"), field: "unsafe")
      ])
    #expect(form.links.map(\.link.url) == ["https://example.com/help/ai-bidding"])
  }

  @Test("ranges count characters, not bytes or scalars")
  func characterRanges() throws {
    let json = """
      {"form_title": "T", "fields": [{"id": "c", "order": 1, "type": "CHECKBOX",
        "label": "🇩🇪 Café e\u{301} — read the Terms",
        "metadata": {"Terms": "https://example.com/terms"}}]}
      """
    let loaded = try FormDecoder.decode(Array(json.utf8), source: "t.json")
    #expect(loaded.diagnostics == [])
    let link = try #require(loaded.form.field("c")?.links.first)
    #expect(link.range == 20..<25)
    let label = Array(try #require(loaded.form.field("c")?.label))
    #expect(String(label[try #require(link.range)]) == "Terms")
  }
}
