import FormshDomain
import Testing

@Suite("BuildSubmission")
struct BuildSubmissionTests {
  let form = makeForm(
    Field(id: "name", kind: .text, label: "Name"),
    Field(id: "price", kind: .number, label: "Price"),
    Field(id: "age", kind: .number, label: "Age"),
    Field(id: "country", kind: .dropdown, label: "Country", options: options("us", "ca")),
    Field(id: "region", kind: .dropdown, label: "Region", options: options("eu")),
    Field(id: "tags", kind: .multiselect, label: "Tags", options: options("a", "b", "c")),
    Field(id: "terms", kind: .checkbox, label: "Terms"),
    Field(id: "news", kind: .toggle, label: "News", defaultValue: .bool(true)))

  @Test("every field is sent in render order, each as its kind travels")
  func payload() throws {
    var state = form.initialState
    let edit = EditForm(form: form)
    try edit.set("name", .text("Ada"), in: &state)
    try edit.set("price", .text("19.99"), in: &state)
    try edit.set("country", .text("ca"), in: &state)
    try edit.select("tags", .exactly(["c", "a"]), in: &state)
    try edit.check("terms", true, in: &state)
    let payload = try BuildSubmission(form: form)(state).get()
    #expect(
      payload
        == Payload(entries: [
          ("name", .string("Ada")), ("price", .number("19.99")), ("age", .null),
          ("country", .string("ca")), ("region", .null), ("tags", .strings(["a", "c"])),
          ("terms", .bool(true)), ("news", .bool(true)),
        ]))
    #expect(payload.entries.map(\.id) == form.fields.map(\.id))
    #expect(payload["price"] == .number("19.99"))
  }

  @Test("a number is sent exactly as entered", arguments: ["19.99", "1e3", "-0.5", "0.10", "-0"])
  func numberText(text: String) throws {
    var state = form.initialState
    try EditForm(form: form).set("price", .text(text), in: &state)
    #expect(BuildSubmission(form: form).payload(state)["price"] == .number(text))
  }

  @Test("an empty form sends empty text, nulls, an empty array and the boolean defaults")
  func empty() {
    let payload = BuildSubmission(form: form).payload(FormState())
    #expect(payload["name"] == .string(""))
    #expect(payload["age"] == .null)
    #expect(payload["country"] == .null)
    #expect(payload["tags"] == .strings([]))
    #expect(payload["terms"] == .bool(false))
    #expect(payload["news"] == .bool(false))
  }

  @Test("an invalid form is refused with every failure and the field's own message")
  func refused() {
    let form = makeForm(
      Field(id: "email", kind: .email, label: "Email", isRequired: true),
      Field(
        id: "region", kind: .dropdown, label: "Region", errorMessage: "Choose a region.",
        isRequired: true))
    let result = BuildSubmission(form: form)(form.initialState)
    guard case .failure(let refused) = result else {
      Issue.record("submitted an invalid form: \(result)")
      return
    }
    #expect(
      refused.failures == [
        FieldFailure(field: "email", failure: .required(.email), message: "is required"),
        FieldFailure(field: "region", failure: .required(.dropdown), message: "Choose a region."),
      ])
  }
}
