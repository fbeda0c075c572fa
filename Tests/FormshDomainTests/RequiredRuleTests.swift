import FormshDomain
import Testing

@Suite("required")
struct RequiredRuleTests {
  static let textKinds: [FieldKind] = [.text, .multiline, .number, .url, .email, .secure]

  @Test(
    "text that is empty or only whitespace counts as empty",
    arguments: textKinds, ["", " ", "\t", "\n \r\n", "\u{00A0}", "\u{3000}"])
  func blankText(kind: FieldKind, text: String) {
    let field = Field(id: "f", kind: kind, label: "F", isRequired: true)
    let found = failure(of: field, .text(text))
    #expect(found?.failure == .required(kind))
    #expect(found?.message == "is required")
  }

  @Test("text with a visible character passes", arguments: [" a ", "x", "\t0\n"])
  func visibleText(text: String) {
    let field = Field(id: "f", kind: .text, label: "F", isRequired: true)
    #expect(failure(of: field, .text(text)) == nil)
  }

  @Test("a required checkbox must be checked")
  func checkbox() {
    let field = Field(id: "terms", kind: .checkbox, label: "Terms", isRequired: true)
    #expect(failure(of: field, .bool(false))?.failure == .required(.checkbox))
    #expect(failure(of: field, .bool(false))?.message == "must be checked")
    #expect(failure(of: field, .bool(true)) == nil)
  }

  @Test("a required toggle must be on")
  func toggle() {
    let field = Field(id: "news", kind: .toggle, label: "News", isRequired: true)
    #expect(failure(of: field, .bool(false))?.message == "must be on")
    #expect(failure(of: field, .bool(true)) == nil)
  }

  @Test("a required dropdown needs a selection")
  func dropdown() {
    let field = Field(
      id: "country", kind: .dropdown, label: "Country", isRequired: true, options: options("us"))
    #expect(failure(of: field, .selection([]))?.failure == .required(.dropdown))
    #expect(failure(of: field, .selection([]))?.message == "needs a selection")
    #expect(failure(of: field, .selection(["us"])) == nil)
  }

  @Test("a required multi-select needs at least one option")
  func multiselect() {
    let field = Field(
      id: "tags", kind: .multiselect, label: "Tags", isRequired: true, options: options("a", "b"))
    #expect(failure(of: field, .selection([]))?.message == "needs at least one selection")
    #expect(failure(of: field, .selection(["b"])) == nil)
  }

  @Test("an optional field may stay empty", arguments: FieldKind.allCases)
  func optional(kind: FieldKind) {
    let field = Field(id: "f", kind: kind, label: "F", options: options("a"))
    #expect(failure(of: field, kind.behavior.emptyValue) == nil)
  }

  @Test("a required field missing from the state fails as empty")
  func missingFromState() {
    let field = Field(id: "name", kind: .text, label: "Name", isRequired: true)
    let failures = ValidateForm(form: makeForm(field))(FormState())
    #expect(
      failures == [FieldFailure(field: "name", failure: .required(.text), message: "is required")])
  }
}
