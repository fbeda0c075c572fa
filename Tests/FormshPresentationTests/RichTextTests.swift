import FormshPresentation
import Testing

@Suite struct RichTextTests {
  @Test func tagsFollowTheCharactersThroughWrapping() {
    let text = RichText("I agree to the Terms of Service now", tagging: [15..<31])
    let lines = text.wrapped(width: 20)
    #expect(lines.map(\.plain) == ["I agree to the Terms", "of Service now"])
    #expect(lines[0].runs.map(\.text) == ["I agree to the ", "Terms"])
    #expect(lines[0].runs.map(\.tag) == [nil, 0])
    #expect(lines[1].runs.map(\.text) == ["of Service", " now"])
    #expect(lines[1].runs.map(\.tag) == [0, nil])
  }

  @Test func theSpaceBeforeAndAfterALinkIsNotPartOfIt() {
    let text = RichText("see Terms and Privacy here", tagging: [4..<9, 14..<21])
    let runs = text.wrapped(width: 80)[0].runs
    #expect(runs.map(\.text) == ["see ", "Terms", " and ", "Privacy", " here"])
    #expect(runs.map(\.tag) == [nil, 0, nil, 1, nil])
  }

  @Test func twoLinksSideBySideKeepTheirOwnTags() {
    let runs = RichText("Terms Privacy", tagging: [0..<5, 6..<13]).wrapped(width: 80)[0].runs
    #expect(runs.map(\.text) == ["Terms", " ", "Privacy"])
    #expect(runs.map(\.tag) == [0, nil, 1])
  }

  @Test func unsafeCharactersAreSanitisedAndKeepTheirTag() {
    let text = RichText("a\u{1B}b", tagging: [1..<2])
    #expect(text.plain == #"a\x1Bb"#)
    #expect(text.runs.map(\.text) == ["a", #"\x1B"#, "b"])
    #expect(text.runs.map(\.tag) == [nil, 0, nil])
    #expect(text.width == 6)
  }

  @Test func emptyTextWrapsToOneEmptyLine() {
    #expect(RichText("").wrapped(width: 20).map(\.plain) == [""])
  }
}
