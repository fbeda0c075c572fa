import FormshDomain
import Testing

@Suite("Field")
struct FieldTests {
  static let custom = "Please fix this."

  static func field(_ kind: FieldKind, _ constraints: Constraints = Constraints()) -> Field {
    Field(
      id: "f", kind: kind, label: "F", errorMessage: custom, isRequired: true,
      constraints: constraints, options: options("a", "b", "c"))
  }

  @Test(
    "error_message replaces the message of every failure, the failure itself is kept",
    arguments: [
      (field(.text), FormValue.text(" "), ValidationFailure.required(.text)),
      (field(.checkbox), .bool(false), .required(.checkbox)),
      (field(.toggle), .bool(false), .required(.toggle)),
      (field(.dropdown), .selection([]), .required(.dropdown)),
      (field(.multiselect), .selection([]), .required(.multiselect)),
      (field(.email), .text("nope"), .invalidEmail),
      (field(.url), .text("example.com"), .invalidURL),
      (field(.number), .text("x"), .notANumber),
      (field(.text, Constraints(maxLength: 2)), .text("abc"), .tooLong(max: 2)),
      (field(.secure, Constraints(minLength: 4)), .text("abc"), .tooShort(min: 4)),
      (
        field(.text, Constraints(pattern: try! Pattern("[0-9]+"))), .text("a"),
        .patternMismatch("[0-9]+")
      ),
      (field(.number, Constraints(minimum: "1")), .text("0"), .belowMinimum("1")),
      (field(.number, Constraints(maximum: "1")), .text("2"), .aboveMaximum("1")),
      (
        field(.multiselect, Constraints(minSelections: 2)), .selection(["a"]),
        .tooFewSelections(min: 2)
      ),
      (
        field(.multiselect, Constraints(maxSelections: 1)), .selection(["a", "b"]),
        .tooManySelections(max: 1)
      ),
    ])
  func errorMessageOverrides(field: Field, value: FormValue, expected: ValidationFailure) {
    let found = failure(of: field, value)
    #expect(found?.failure == expected)
    #expect(found?.message == Self.custom)
    #expect(field.message(for: expected) == Self.custom)
  }

  @Test("without error_message, the failure's own message is shown")
  func defaultMessage() {
    let field = Field(id: "f", kind: .email, label: "F")
    #expect(failure(of: field, .text("nope"))?.message == "must be an email address")
  }

  @Test("a field without a default starts empty for its kind", arguments: FieldKind.allCases)
  func emptyDefault(kind: FieldKind) {
    let field = Field(id: "f", kind: kind, label: "F")
    let expected: FormValue =
      kind.shape == .onOff ? .bool(false) : kind.shape.takesOptions ? .selection([]) : .text("")
    #expect(field.defaultValue == expected)
  }

  @Test("options are found by exact id")
  func option() {
    let field = Field(id: "f", kind: .dropdown, label: "F", options: options("a", "b"))
    #expect(field.option("b") == Option(id: "b", label: "B"))
    #expect(field.option("B") == nil)
  }
}
