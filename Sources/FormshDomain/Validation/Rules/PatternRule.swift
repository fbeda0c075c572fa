/// Non-empty text matches the field's pattern as a whole.
struct PatternRule: ValidationRule {
  let pattern: Pattern

  func check(_ value: FormValue) -> ValidationFailure? {
    guard let text = value.text, !text.isEmpty, !pattern.matches(text) else { return nil }
    return .patternMismatch(pattern.source)
  }

  var description: String { "matches " + pattern.source }
}
