import FormshDomain
import Testing

@Suite("Form")
struct FormTests {
  let form = makeForm(
    Field(id: "name", kind: .text, label: "Name", defaultValue: .text("Ada")),
    Field(
      id: "terms", kind: .checkbox, label: "I accept the Terms and the Privacy Policy",
      links: [
        Link(text: "Terms", url: "https://example.com/terms", range: 13..<18),
        Link(text: "Privacy Policy", url: "https://example.com/privacy", range: 27..<41),
      ]),
    Field(
      id: "help", kind: .toggle, label: "Help",
      links: [Link(text: "Help", url: "https://example.com/help", range: 0..<4)]))

  @Test("fields are found by exact id, with their position in render order")
  func lookup() {
    #expect(form.field("terms")?.label == "I accept the Terms and the Privacy Policy")
    #expect(form.field("Terms") == nil)
    #expect(form.position(of: "help") == 2)
    #expect(form.position(of: "nope") == nil)
  }

  @Test("the initial state holds every default")
  func initialState() {
    #expect(
      form.initialState
        == FormState(values: ["name": .text("Ada"), "terms": .bool(false), "help": .bool(false)]))
  }

  @Test("links are listed in field order")
  func links() {
    #expect(form.links.map(\.link.text) == ["Terms", "Privacy Policy", "Help"])
    #expect(form.links.map(\.field.id) == ["terms", "terms", "help"])
  }
}
