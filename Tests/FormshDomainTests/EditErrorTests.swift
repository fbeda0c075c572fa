import FormshDomain
import Testing

@Suite("EditError")
struct EditErrorTests {
  @Test(
    "every refusal quotes the input and says what would be accepted",
    arguments: [
      (
        EditError.unknownField("nmae", suggestion: "name"),
        "no field \"nmae\"; did you mean \"name\"?"
      ),
      (.unknownField("x", suggestion: nil), "no field \"x\""),
      (
        .wrongKind(
          field: "bio", kind: .multiline, command: "toggle", applies: "checkbox and toggle fields"),
        "bio: is a multiline field; toggle applies to checkbox and toggle fields"
      ),
      (
        .tooLong(field: "zip", max: 10, length: 11),
        "zip: takes at most 10 characters; this value has 11 (nothing was changed)"
      ),
      (.notANumber(field: "age", input: "ten", hint: nil), "age: must be a number; \"ten\" is not"),
      (
        .unknownOption(field: "c", input: "mx", accepted: ["us", "ca"]),
        "c: has no option \"mx\"; choose one of: us, ca"
      ),
      (
        .unknownOption(field: "r", input: "eu", accepted: []),
        "r: has no options, so \"eu\" cannot be chosen"
      ),
      (
        .notABoolean(field: "t", input: "maybe"),
        "t: takes true/false, yes/no, on/off or 1/0; not \"maybe\""
      ),
      (
        .oneOptionOnly(field: "c", given: ["us", "ca", "mx"]),
        "c: takes one option; 3 were given (us, ca, mx)"
      ),
      (.repeatedOption(field: "tags", option: "a"), "tags: lists \"a\" more than once"),
      (
        .wrongInput(field: "n", expected: "a number", found: "an object"),
        "n: expects a number, not an object"
      ),
    ])
  func message(error: EditError, message: String) {
    #expect(error.message == message)
  }

  @Test(
    "the reason leaves the field out, and the prompt's reassurance, for batch fill's per-field errors"
  )
  func reason() {
    let error = EditError.tooLong(field: "zip", max: 5, length: 6)
    #expect(error.field == "zip")
    #expect(error.reason == "takes at most 5 characters; this value has 6")
    #expect(
      error.message == "zip: takes at most 5 characters; this value has 6 (nothing was changed)")
  }

  /// What a secure field refuses never quotes the secret: only lengths and types.
  @Test(
    "a secure field's refusals never quote the value",
    arguments: [
      Input.text("Zq9-hunter2-" + String(repeating: "s", count: 20)),
      .number("918273645"), .list(["Zq9-hunter2"]), .bool(true), .other("an object"),
    ])
  func secureRefusals(input: Input) throws {
    let field = Field(
      id: "pin", kind: .secure, label: "PIN", constraints: Constraints(maxLength: 16))
    var state = FormState()
    let form = Form(title: "S", theme: .standard, fields: [field])
    #expect {
      try EditForm(form: form).set("pin", input, in: &state)
    } throws: { error in
      guard let error = error as? EditError else { return false }
      return !error.message.contains("hunter2") && !error.message.contains("918273645")
    }
  }
}
