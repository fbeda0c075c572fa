import Foundation
import Testing

/// A link URL leaves formsh (OSC 8, the browser) as printable ASCII only (issue 13 §5g): C1
/// controls, U+2028, bidi overrides, NBSP, zero-width characters, the BOM, the soft hyphen,
/// a host outside ASCII or a port above 65535 make it no link, with a warning naming it; the
/// rest of non-ASCII is percent-encoded.
@Suite struct LinkURLTests {
  static let hostile: [(phrase: String, json: String)] = [
    ("c1", #"https://example.com/\u009b31m"#), ("ls", #"https://example.com/a\u2028b"#),
    ("bidi", #"https://example.com/\u202egnp.exe"#), ("nbsp", #"https://example.com/a\u00a0b"#),
    ("zw", #"https://exa\u200bmple.com/"#), ("bom", #"https://example.com/\ufeff"#),
    ("shy", #"https://example.com/pay\u00adpal"#), ("idn", #"https://ex\u0430mple.com/"#),
    ("port", #"https://example.com:65536/"#),
  ]

  static var form: String {
    let links = (hostile + [("ok", #"https://example.com/caf\u00e9?q=\u6771"#)])
      .map { #""\#($0.phrase)": "\#($0.json)""# }.joined(separator: ", ")
    return #"{"form_title": "L", "fields": [{"id": "terms", "order": 1, "type": "CHECKBOX","#
      + #" "label": "c1 ls bidi nbsp zw bom shy idn port ok", "metadata": {"# + links + "}}]}"
  }

  @Test func onlyAURLThatIsPrintableASCIIOnceEncodedIsALink() throws {
    let scratch = try TemporaryFiles()
    defer { scratch.remove() }
    let path = try scratch.write("links.json", Self.form)
    let result = try Formsh.run(["lint", "--json", path])
    #expect(result.status == 0)
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let field = try #require((report["fields"] as? [[String: Any]])?.first)
    let links = try #require(field["links"] as? [[String: String]])
    #expect(links == [["text": "ok", "url": "https://example.com/caf%C3%A9?q=%E6%9D%B1"]])
    let messages = (report["diagnostics"] as? [[String: Any]] ?? []).compactMap {
      $0["message"] as? String
    }
    #expect(messages.count == Self.hostile.count)
    for (phrase, _) in Self.hostile {
      #expect(
        messages.contains {
          $0.hasPrefix("link \"\(phrase)\" points to ") && $0.hasSuffix("; not a link")
        },
        "\(phrase): \(messages)")
    }
    #expect(
      messages.contains { $0.contains("which holds U+202E, an invisible or control character") })
    #expect(messages.contains { $0.contains("whose port 65536 is above 65535") })
    #expect(messages.contains { $0.contains("whose host is not ASCII") })

    // In colour, the one OSC 8 hyperlink carries the encoded URL.
    let shown = try Formsh.run(["-c", "show terms", "--color", "always", path])
    let osc8 = shown.stdout.components(separatedBy: "\u{1B}]8;;").dropFirst()
      .map { $0.prefix { $0 != "\u{1B}" && $0 != "\u{07}" } }.filter { !$0.isEmpty }
    #expect(Set(osc8) == ["https://example.com/caf%C3%A9?q=%E6%9D%B1"], "\(shown)")
  }
}
