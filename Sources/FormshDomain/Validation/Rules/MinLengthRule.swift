/// Non-empty text has at least `min` user-perceived characters.
struct MinLengthRule: ValidationRule {
  let min: Int

  func check(_ value: FormValue) -> ValidationFailure? {
    guard let text = value.text, !text.isEmpty, text.fallsShortOfCharacters(min) else { return nil }
    return .tooShort(min: min)
  }

  var name: String { "min_length" }

  var byteRule: ByteRule? { .minLength(min) }

  var description: String { "at least \(min) characters" }
}
