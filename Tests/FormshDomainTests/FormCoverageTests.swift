import FormshCases
import FormshDomain
import Testing

/// The items a form offers for coverage: what cannot happen is not counted.
@Suite struct FormCoverageTests {
  @Test func aRequiredDropdownWithNoOptionsCanOnlyFail() {
    let field = Field(id: "region", kind: .dropdown, label: "Region", isRequired: true)
    let coverage = FormCoverage(form: makeForm(field), source: "f.json")
    let required = coverage.items.first { $0.detail == "required" }
    #expect(required?.sides == ["failed"])
    // Nor can the form ever be submitted.
    #expect(coverage.items.first { $0.kind == .submit }?.sides == ["refused"])
  }

  @Test func aCustomMessageCountsOnlyWhenSomeRuleCanShowIt() {
    let plain = Field(id: "a", kind: .text, label: "A", errorMessage: "never shown")
    let ruled = Field(
      id: "b", kind: .text, label: "B", errorMessage: "Too long.",
      constraints: Constraints(minLength: 3))
    let coverage = FormCoverage(form: makeForm(plain, ruled), source: "f.json")
    #expect(coverage.items.filter { $0.kind == .message }.map(\.field) == ["b"])
  }

  @Test func aMergeOfADifferentVersionOfTheFormKeepsEveryItem() {
    let old = FormCoverage(
      form: makeForm(Field(id: "a", kind: .checkbox, label: "A")), source: "f.json")
    let form = makeForm(
      Field(id: "a", kind: .checkbox, label: "A"), Field(id: "b", kind: .text, label: "B"))
    var new = FormCoverage(form: form, source: "f.json")
    new.noteEdit(at: 1, of: form, value: .text("x"), counts: true)
    var merged = old
    merged.merge(new)
    #expect(merged.items.contains { $0.kind == .field && $0.field == "b" && $0.seen == [true] })
    #expect(merged.items.count == new.items.count)
  }

  @Test func editErrorsNameTheRuleTheyStandFor() {
    #expect(EditError.tooLong(field: "a", max: 3, length: 4).failedRule == "max_length")
    #expect(EditError.notANumber(field: "a", input: "x", hint: nil).failedRule == "number")
    #expect(EditError.unknownOption(field: "a", input: "x", accepted: []).failedRule == nil)
  }
}
