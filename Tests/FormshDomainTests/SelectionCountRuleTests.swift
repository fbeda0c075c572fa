import FormshDomain
import Testing

@Suite("selection counts")
struct SelectionCountRuleTests {
  let field = Field(
    id: "tags", kind: .multiselect, label: "Tags",
    constraints: Constraints(minSelections: 2, maxSelections: 3),
    options: options("a", "b", "c", "d", "e"))

  @Test(
    "counts inside the bounds pass",
    arguments: [["a", "b"], ["a", "b", "c"], ["c", "d", "e"]])
  func inside(selection: [String]) {
    #expect(failure(of: field, .selection(selection)) == nil)
  }

  @Test("too few fails")
  func tooFew() {
    let found = failure(of: field, .selection(["a"]))
    #expect(found?.failure == .tooFewSelections(min: 2))
    #expect(found?.message == "needs at least 2 selections")
  }

  @Test("too many fails")
  func tooMany() {
    let found = failure(of: field, .selection(["a", "b", "c", "d"]))
    #expect(found?.failure == .tooManySelections(max: 3))
    #expect(found?.message == "takes at most 3 selections")
  }

  @Test("no selection on an optional field passes; a maximum of one says 'selection'")
  func emptyAndSingular() {
    #expect(failure(of: field, .selection([])) == nil)
    let one = Field(
      id: "t", kind: .multiselect, label: "T", constraints: Constraints(maxSelections: 1),
      options: options("a", "b"))
    #expect(failure(of: one, .selection(["a", "b"]))?.message == "takes at most 1 selection")
  }
}
