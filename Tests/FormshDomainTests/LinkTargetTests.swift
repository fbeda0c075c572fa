import FormshDomain
import Testing

/// A link's URL leaves formsh (OSC 8, the browser) as printable ASCII only (issue 13 §5g).
@Suite("LinkTarget")
struct LinkTargetTests {
  @Test(
    "invisible and controlling characters anywhere are refused",
    arguments: [
      "\u{85}", "\u{9B}", "\u{2028}", "\u{2029}", "\u{202E}", "\u{2066}", "\u{A0}", "\u{200B}",
      "\u{200D}", "\u{FEFF}", "\u{AD}", "\u{3000}", "\u{180E}", "\u{FE0F}", "\u{E0041}",
    ])
  func invisibleCharacters(character: String) {
    let scalar = character.unicodeScalars.first!
    for url in [
      "https://example.com/a\(character)b", "https://example.com/?q=\(character)",
      "https://example.com/#\(character)", "https://exa\(character)mple.com/",
    ] {
      #expect(LinkTarget.serialize(url) == .failure(.character(scalar)), "\(url.debugDescription)")
    }
  }

  @Test func nonASCIIInThePathQueryAndFragmentIsPercentEncoded() {
    #expect(
      LinkTarget.serialize("https://example.com/café?q=東京#ü")
        == .success("https://example.com/caf%C3%A9?q=%E6%9D%B1%E4%BA%AC#%C3%BC"))
    #expect(
      LinkTarget.serialize("HTTP://Example.com:8080/a%20b?x=\"y\"")
        == .success("HTTP://Example.com:8080/a%20b?x=\"y\""))
  }

  @Test func aHostOutsideASCIIIsRefused() {
    #expect(LinkTarget.serialize("https://例え.jp/") == .failure(.nonASCIIHost))
    #expect(LinkTarget.serialize("https://exаmple.com/") == .failure(.nonASCIIHost))  // Cyrillic а
    #expect(LinkTarget.serialize("https://xn--r8jz45g.jp/") == .success("https://xn--r8jz45g.jp/"))
  }

  @Test func aPortAbove65535IsRefused() {
    #expect(
      LinkTarget.serialize("https://example.com:65535/") == .success("https://example.com:65535/"))
    #expect(
      LinkTarget.serialize("https://example.com:0065535") == .success("https://example.com:0065535")
    )
    #expect(LinkTarget.serialize("https://example.com:65536/") == .failure(.port("65536")))
    #expect(
      LinkTarget.serialize("https://example.com:99999999999999999999999/")
        == .failure(.port("99999999999999999999999")))
  }

  @Test func whatIsNotAWebURLStaysSo() {
    for url in [
      "javascript:alert(1)", "https://a b.com/", "https:///x", "ftp://example.com/",
      "https://example.com/\u{1B}[2J",
    ] {
      #expect(LinkTarget.serialize(url) == .failure(.notWeb), "\(url.debugDescription)")
    }
  }
}
