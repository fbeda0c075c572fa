/// Non-empty text is a number in JSON's syntax. `set` already refuses anything else; this
/// rule catches a default from the form file that is not a number.
struct NumberRule: ValidationRule {
  func check(_ value: FormValue) -> ValidationFailure? {
    guard let text = value.text, !text.isEmpty, !DecimalNumber.isValid(text) else { return nil }
    return .notANumber
  }

  var name: String { "number" }

  var byteRule: ByteRule? { .number }

  var description: String { "a number" }
}
