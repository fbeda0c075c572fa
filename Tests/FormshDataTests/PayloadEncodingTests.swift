import FormshData
import FormshDomain
import Testing

/// The payload of a filled showcase form, exactly as `submit` writes it.
@Suite("PayloadEncoding")
struct PayloadEncodingTests {
  func filledShowcase() throws -> (Form, FormState) {
    let form = try FileFormSource(path: Fixture.sample("showcase.json")).load().form
    let edit = EditForm(form: form)
    var state = form.initialState
    try edit.set("full_name", .text("Ada Lovelace"), in: &state)
    try edit.set("budget", .text("19.99"), in: &state)
    try edit.set("website", .text("https://example.com"), in: &state)
    try edit.set("email", .text("ada@example.com"), in: &state)
    try edit.set("password", .text("correct horse battery"), in: &state)
    try edit.set("zip", .text("12345"), in: &state)
    try edit.set("country", .text("ca"), in: &state)
    try edit.select("interests", .exactly(["sales", "design"]), in: &state)
    try edit.toggle("newsletter", in: &state)
    try edit.check("terms", true, in: &state)
    return (form, state)
  }

  @Test("the filled showcase form's payload, byte for byte")
  func showcasePayload() throws {
    let (form, state) = try filledShowcase()
    let payload = try BuildSubmission(form: form)(state).get()
    #expect(
      PayloadWriter.string(payload)
        == #"{"full_name":"Ada Lovelace","bio":"","age":null,"budget":19.99,"#
        + #""website":"https://example.com","email":"ada@example.com","#
        + #""password":"correct horse battery","zip":"12345","country":"ca","#
        + #""interests":["design","sales"],"newsletter":false,"terms":true}"#)
  }

  @Test("pretty-printed for people")
  func showcasePretty() throws {
    let (form, state) = try filledShowcase()
    let payload = try BuildSubmission(form: form)(state).get()
    #expect(
      PayloadWriter.string(payload, style: .pretty) == """
        {
          "full_name": "Ada Lovelace",
          "bio": "",
          "age": null,
          "budget": 19.99,
          "website": "https://example.com",
          "email": "ada@example.com",
          "password": "correct horse battery",
          "zip": "12345",
          "country": "ca",
          "interests": [
            "design",
            "sales"
          ],
          "newsletter": false,
          "terms": true
        }
        """)
  }

  @Test(
    "numbers go out as typed, text is escaped", arguments: ["19.99", "1e3", "0.10", "1E+2", "0.01"])
  func numbersAndText(budget: String) throws {
    var (form, state) = try filledShowcase()
    try EditForm(form: form).set("budget", .text(budget), in: &state)
    try EditForm(form: form).set("age", .text("36"), in: &state)
    try EditForm(form: form).set("bio", .text("Line \"one\"\nLine two"), in: &state)
    let json = PayloadWriter.string(try BuildSubmission(form: form)(state).get())
    #expect(json.contains(#""bio":"Line \"one\"\nLine two","age":36,"budget":\#(budget),"#))
    guard case .object(let parsed) = try JSONParser.parse(Array(json.utf8)) else {
      Issue.record("not an object: \(json)")
      return
    }
    #expect(parsed["budget"] == .number(budget))
  }

  @Test("every payload value's JSON")
  func values() {
    #expect(PayloadValue.string("x").json == .string("x"))
    #expect(PayloadValue.number("1.50").json == .number("1.50"))
    #expect(PayloadValue.bool(false).json == .bool(false))
    #expect(PayloadValue.strings(["a", "b"]).json == .array([.string("a"), .string("b")]))
    #expect(PayloadValue.strings([]).json == .array([]))
    #expect(PayloadValue.null.json == .null)
  }
}
