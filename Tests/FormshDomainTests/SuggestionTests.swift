@testable import FormshDomain
import Testing

@Suite("did you mean")
struct SuggestionTests {
  let ids = ["full_name", "email", "password", "zip", "country", "interests", "terms"]

  @Test(
    "a near id is suggested",
    arguments: [
      ("ful_name", "full_name"), ("fullname", "full_name"), ("Full_Name", "full_name"),
      ("emai", "email"), ("pasword", "password"), ("zap", "zip"), ("intrests", "interests"),
      ("countyr", "country"), ("term", "terms"), ("emial", "email"), ("zpi", "zip"),
    ])
  func near(input: String, expected: String) {
    #expect(Suggestion.nearest(to: input, in: ids) == expected)
  }

  @Test(
    "nothing is suggested when no id is near", arguments: ["address", "xyz", "", "phone_number"])
  func far(input: String) {
    #expect(Suggestion.nearest(to: input, in: ids) == nil)
  }

  @Test("nothing is suggested from no candidates, or for an exact match")
  func edges() {
    #expect(Suggestion.nearest(to: "email", in: []) == nil)
    #expect(Suggestion.nearest(to: "email", in: ids) == nil)
  }

  /// A form's 20 MB id made a typo cost 6 s and a gigabyte: the table of edits was built for
  /// every candidate, however far its length from the input. The work is counted, not timed:
  /// the cells of the edit tables filled are those of the near candidates only.
  @Test("a candidate or an input of a very different length costs nothing")
  func hugeCandidate() {
    let huge = String(repeating: "x", count: 20 << 20)
    var cells = 0
    #expect(Suggestion.nearest(to: "nme", in: [huge, "name"], cells: &cells) == "name")
    #expect(cells == 4 * 5)
    cells = 0
    #expect(Suggestion.nearest(to: huge + "y", in: ["name", huge], cells: &cells) == nil)
    #expect(cells == 0)
  }
}
