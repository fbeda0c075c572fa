import FormshDomain
import Testing

@Suite("regex")
struct PatternRuleTests {
  func field(_ source: String) throws -> Field {
    Field(
      id: "zip", kind: .text, label: "ZIP", constraints: Constraints(pattern: try Pattern(source)))
  }

  @Test(
    "the whole value must match",
    arguments: [
      ("[0-9]{5}", "12345", true), ("[0-9]{5}", "123456", false), ("[0-9]{5}", "a12345", false),
      ("[0-9]{5}", "1234", false), ("cat|dog", "cat", true), ("cat|dog", "catdog", false),
      ("cat|dog", "hotdog", false), ("[0-9]{5}(-[0-9]{4})?", "12345-6789", true),
      ("[0-9]{5}(-[0-9]{4})?", "12345-67", false), (".*[0-9].*", "abc1def", true),
      ("^[a-z]+$", "abc", true), ("[A-Z]{4}-[0-9]{4}", "SAVE-2026", true),
      ("[A-Z]{4}-[0-9]{4}", "save-2026", false),
    ])
  func wholeMatch(pattern: String, text: String, passes: Bool) throws {
    let found = failure(of: try field(pattern), .text(text))
    if passes {
      #expect(found == nil)
    } else {
      #expect(found?.failure == .patternMismatch(pattern))
      #expect(found?.message == "must match the pattern \(pattern)")
    }
  }

  @Test("an empty optional value passes")
  func empty() throws {
    #expect(failure(of: try field("[0-9]+"), .text("")) == nil)
  }
}
