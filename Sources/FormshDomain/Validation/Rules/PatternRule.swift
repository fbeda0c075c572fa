/// Non-empty text matches the field's pattern as a whole. A match that runs out of its budget
/// fails the value as too costly to check: it never passes.
struct PatternRule: ValidationRule {
  let pattern: Pattern

  func check(_ value: FormValue) -> ValidationFailure? {
    guard let text = value.text, !text.isEmpty else { return nil }
    switch pattern.match(text) {
    case .matched: return nil
    case .notMatched: return .patternMismatch(pattern.source)
    case .tooCostly: return .patternNotChecked(pattern.source, interrupted: false)
    case .interrupted: return .patternNotChecked(pattern.source, interrupted: true)
    }
  }

  var name: String { "regex" }

  var description: String { "matches " + pattern.source }
}
