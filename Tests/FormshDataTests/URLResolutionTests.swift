import FormshData
import Testing

/// A form's relative `action` resolved against the URL the form came from (RFC 3986 §5.2).
@Suite struct URLResolutionTests {
  @Test(arguments: [
    ("https://x.test/a/b", "https://y.test/q", "https://y.test/q"),
    (
      "https://x.test/a/b?f=1", "/self-service/login?flow=9",
      "https://x.test/self-service/login?flow=9"
    ),
    ("https://x.test/a/b?f=1", "c", "https://x.test/a/c"),
    ("https://x.test/a/b/", "../c", "https://x.test/a/c"),
    ("https://x.test/a/b", "./c/./d/../e", "https://x.test/a/c/e"),
    ("https://x.test/a/b?f=1", "?g=2", "https://x.test/a/b?g=2"),
    ("https://x.test/a/b?f=1#top", "", "https://x.test/a/b?f=1"),
    ("http://x.test:8080", "c", "http://x.test:8080/c"),
    ("https://x.test/a", "//y.test/z", "https://y.test/z"),
    ("https://ann:pw@x.test/a/b", "c", "https://x.test/a/c"),
    ("https://x.test/a", "/../../c", "https://x.test/c"),
  ])
  func aReferenceResolvesAgainstItsBase(base: String, reference: String, resolved: String) {
    #expect(HTTPRequest.resolve(reference, against: base) == resolved)
  }

  @Test func aFileHasNothingToResolveAgainst() {
    #expect(HTTPRequest.resolve("/submit", against: "Forms/signup.json") == nil)
    #expect(
      HTTPRequest.resolve("https://x.test/s", against: "Forms/signup.json") == "https://x.test/s")
  }

  /// A reference with a scheme of its own is absolute (RFC 3986 §4.3): one that is not
  /// http(s) resolves to nothing, never to a path under the base.
  @Test(arguments: ["ftp://x/y", "mailto:a@b.c", "file:///etc/passwd", "javascript:alert(1)"])
  func aReferenceOfAnotherSchemeIsNoWebURL(reference: String) {
    #expect(HTTPRequest.resolve(reference, against: "https://x.test/forms/a") == nil)
  }
}
