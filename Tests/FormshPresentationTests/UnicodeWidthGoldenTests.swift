import FormshDomain
import FormshPresentation
import FormshSession
import Testing

/// Rendered output of a form written in CJK, emoji, flags, ZWJ families and combining marks:
/// columns line up and lines fit, because each grapheme cluster is measured as a terminal
/// draws it (`ColumnWidth`).
@Suite struct UnicodeWidthGoldenTests {
  static let json = #"""
    {"form_title": "Unicode 🌏 世界 widths",
     "fields": [
      {"id": "名前", "order": 1, "type": "TEXT", "label": "名前 (お名前をご記入ください)",
       "placeholder": "山田太郎", "max_length": 10, "required": true},
      {"id": "rocket", "order": 2, "type": "TEXT", "label": "🚀 Launch code 🩰🫸",
       "supporting_text": "Emoji past U+1FA70 take two columns too 🪐🫠"},
      {"id": "flag", "order": 3, "type": "DROPDOWN", "label": "Country 🇯🇵",
       "options": [{"id": "jp", "label": "🇯🇵 日本"}, {"id": "de", "label": "🇩🇪 Deutschland"},
                   {"id": "fr", "label": "🇫🇷 France"}]},
      {"id": "household", "order": 4, "type": "DROPDOWN", "allow_multiple": true,
       "label": "Household 👨‍👩‍👧‍👦",
       "options": [{"id": "family", "label": "👨‍👩‍👧‍👦 family"}, {"id": "cook", "label": "🧑‍🍳 cook"},
                   {"id": "heart", "label": "❤️ heart"}, {"id": "tone", "label": "👍🏽 ok"}]},
      {"id": "cafe\u0301", "order": 5, "type": "TEXT",
       "label": "Cafe\u0301 Zoe\u0308 Ra\u0308\u0301\u0323ksmo\u0308rgas (combining marks)",
       "default_value": "n\u0303 a\u0301 o\u0308"},
      {"id": "terms", "order": 6, "type": "CHECKBOX", "label": "I agree 👍 to the 利用規約",
       "metadata": {"利用規約": "https://example.com/terms"}}
     ]}
    """#

  static func filled() throws -> Session {
    var session = Session(try Fixtures.form(Self.json))
    try session.set("名前", .text("山田太郎"))
    try session.set("rocket", .text("🚀🚀🚀 T-10 🇯🇵👨‍👩‍👧‍👦"))
    try session.set("flag", .text("jp"))
    try session.select("household", .exactly(["family", "tone"]))
    return session
  }

  @Test func showLinesFitTheWidth() throws {
    let session = try Self.filled()
    for width in [80, 40] {
      let output = FormRenderer.render(session.view, RenderOptions(width: width))
      expectGolden(output, named: "show-unicode-plain-\(width)")
      #expect(ANSI.widths(output).allSatisfy { $0 <= width }, "\(output)")
    }
  }

  @Test func fieldsColumnsLineUp() throws {
    let output = FieldTableRenderer.render(try Self.filled().view, RenderOptions())
    expectGolden(output, named: "fields-unicode-plain")
    // Every row's KIND column starts where the header's does.
    let lines = output.split(separator: "\n")
    let header = try #require(lines.first)
    let kindColumn = TerminalText.width(String(header.prefix { $0 != "K" }))
    for line in lines.dropFirst() {
      let id = line.prefix { $0 != " " }
      let rest = line.dropFirst(id.count).prefix { $0 == " " }
      #expect(TerminalText.width(String(id)) + rest.count == kindColumn, "\(line)")
    }
  }

  @Test func describeAlignsOptionsAndValues() throws {
    let session = try Self.filled()
    let output = try ["名前", "flag", "household", "cafe\u{301}"].map { id in
      DescribeRenderer.render(try #require(session.form.field(id)), session.view, RenderOptions())
    }.joined(separator: "\n")
    expectGolden(output, named: "describe-unicode-plain")
    #expect(ANSI.widths(output).allSatisfy { $0 <= 80 }, "\(output)")
  }

  @Test func theLengthCounterCountsAsMaxLengthDoes() throws {
    var session = Session(try Fixtures.form(Self.json))
    // One character of 41 code points counts as two; the display shows its first 32.
    try session.set("名前", .text("山" + String(repeating: "\u{301}", count: 40)))
    let field = try #require(session.form.field("名前"))
    let output = FormRenderer.render(field: field, session.view, RenderOptions())
    #expect(output.contains("名前 · text · 2/10"))
    #expect(
      output.contains("› 山" + String(repeating: "\u{301}", count: 31) + "… (1 more characters)"))
  }
}
