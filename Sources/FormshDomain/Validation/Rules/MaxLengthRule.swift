/// Text has at most `max` user-perceived characters.
struct MaxLengthRule: ValidationRule {
  let max: Int

  func check(_ value: FormValue) -> ValidationFailure? {
    guard let text = value.text, text.exceedsCharacters(max) else { return nil }
    return .tooLong(max: max)
  }

  var name: String { "max_length" }

  var byteRule: ByteRule? { .maxLength(max) }

  var description: String { "at most \(max) characters" }
}
