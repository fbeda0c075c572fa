import FormshDomain
import Testing

@Suite("http(s) URL")
struct URLRuleTests {
  let field = Field(id: "site", kind: .url, label: "Site")

  @Test(
    "URLs that pass",
    arguments: [
      "http://a", "https://example.com", "HTTPS://EXAMPLE.COM/Path?q=1#frag",
      "http://localhost:8080/", "https://example.com?x=1", "https://example.com#top",
      "hTTp://example.com", "https://例え.jp/パス", "http://127.0.0.1:80/a/b",
    ])
  func valid(url: String) {
    #expect(failure(of: field, .text(url)) == nil)
    #expect(WebURL.isValid(url))
  }

  @Test(
    "URLs that fail",
    arguments: [
      "example.com", "www.example.com", "ftp://example.com", "mailto:a@b.co", "javascript:alert(1)",
      "http://", "https://", "https:///path", "http://:80", "http://?q", "http://host:port",
      "http://host:80x", "http://user@host", "http://user:pw@host", "http://exa mple.com",
      "https://example.com/a b", "http:/example.com", "http//example.com", "httpx://a",
      "https://a\\b", "http://a\u{07}", "http://a/\u{7F}", " https://example.com",
      "https://example.com\n",
    ])
  func invalid(url: String) {
    let found = failure(of: field, .text(url))
    #expect(found?.failure == .invalidURL)
    #expect(found?.message == "must be an http(s) URL with a host")
    #expect(!WebURL.isValid(url))
  }

  @Test("an empty optional URL passes")
  func empty() {
    #expect(failure(of: field, .text("")) == nil)
  }
}
