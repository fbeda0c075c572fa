import FormshDomain
import Testing

/// `set` on a NUMBER field: JSON's number syntax is accepted and kept exactly as typed;
/// anything else is refused at once with a hint, and the value stays as it was.
@Suite("number kind")
struct NumberKindTests {
  let form = makeForm(
    Field(id: "amount", kind: .number, label: "Amount"),
    Field(id: "code", kind: .number, label: "Code", constraints: Constraints(maxLength: 4)))

  @Test("numbers are kept as typed", arguments: ["-0.5", "19.99", "1e3", "0", "-0", "2E-7", "100"])
  func accepted(text: String) throws {
    var state = form.initialState
    let value = try EditForm(form: form).set("amount", .text(text), in: &state)
    #expect(value == .text(text))
    #expect(state["amount"] == .text(text))
  }

  @Test(
    "near misses are refused with a hint",
    arguments: [
      ("12,50", "use '.' as the decimal separator"), (" 3", "remove the spaces"),
      ("007", "leading zeros are not allowed in a number"), ("+3", "drop the '+'"),
      (".5", "write 0.5"),
    ])
  func nearMiss(text: String, hint: String) {
    var state = form.initialState
    state["amount"] = .text("42")
    #expect(throws: EditError.notANumber(field: "amount", input: text, hint: hint)) {
      try EditForm(form: form).set("amount", .text(text), in: &state)
    }
    #expect(state["amount"] == .text("42"))
  }

  @Test("letters are refused without a hint")
  func letters() {
    var state = form.initialState
    let error = #expect(throws: EditError.self) {
      try EditForm(form: form).set("amount", .text("abc"), in: &state)
    }
    #expect(error == .notANumber(field: "amount", input: "abc", hint: nil))
    #expect(error?.message == "amount: must be a number; \"abc\" is not")
    #expect(state["amount"] == .text(""))
  }

  @Test("the hint is part of the message")
  func message() {
    let error = EditError.notANumber(
      field: "amount", input: "12,50", hint: "use '.' as the decimal separator")
    #expect(
      error.message
        == "amount: must be a number; \"12,50\" is not (use '.' as the decimal separator)")
  }

  @Test("a number from a record keeps its text; empty text or null clears")
  func recordInput() throws {
    var state = form.initialState
    let edit = EditForm(form: form)
    #expect(try edit.set("amount", .number("1.50"), in: &state) == .text("1.50"))
    #expect(try edit.set("amount", .text(""), in: &state) == .text(""))
    try edit.set("amount", .number("3"), in: &state)
    #expect(try edit.set("amount", .null, in: &state) == .text(""))
    #expect(throws: EditError.wrongInput(field: "amount", expected: "a number", found: "a boolean"))
    {
      try edit.set("amount", .bool(true), in: &state)
    }
  }

  @Test("max_length applies to a number as typed")
  func maxLength() throws {
    var state = form.initialState
    let edit = EditForm(form: form)
    try edit.set("code", .text("1234"), in: &state)
    #expect(throws: EditError.tooLong(field: "code", max: 4, length: 5)) {
      try edit.set("code", .text("12345"), in: &state)
    }
    #expect(state["code"] == .text("1234"))
  }
}
