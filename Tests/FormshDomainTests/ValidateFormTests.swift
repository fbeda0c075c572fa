import FormshDomain
import Testing

@Suite("ValidateForm")
struct ValidateFormTests {
  let form = makeForm(
    Field(id: "email", kind: .email, label: "Email", isRequired: true),
    Field(
      id: "age", kind: .number, label: "Age",
      constraints: Constraints(minimum: "0", maximum: "130")),
    Field(id: "terms", kind: .checkbox, label: "Terms", isRequired: true))

  @Test("every failing field, in render order, with its first failing rule")
  func failures() {
    var state = form.initialState
    state["age"] = .text("abc")
    #expect(
      ValidateForm(form: form)(state) == [
        FieldFailure(field: "email", failure: .required(.email), message: "is required"),
        FieldFailure(field: "age", failure: .notANumber, message: "must be a number"),
        FieldFailure(field: "terms", failure: .required(.checkbox), message: "must be checked"),
      ])
  }

  @Test("the format rule runs after required, the range after the format")
  func ruleOrder() {
    var state = form.initialState
    state["email"] = .text("not-an-email")
    state["age"] = .text("131")
    state["terms"] = .bool(true)
    #expect(
      ValidateForm(form: form)(state).map(\.failure) == [.invalidEmail, .aboveMaximum("130")])
  }

  @Test("a valid state has no failures")
  func valid() {
    var state = form.initialState
    state["email"] = .text("ada@example.com")
    state["age"] = .text("36")
    state["terms"] = .bool(true)
    #expect(ValidateForm(form: form)(state).isEmpty)
  }
}
