import FormshDomain
import FormshJSON

/// Lengths, pattern, range and selection counts: each read only for a kind that takes that
/// limit (`KindBehavior.limits`), and ignored with a warning on any other.
enum ConstraintMapper {
  static func map(_ dto: FieldDTO, kind: FieldKind, problems: inout [Diagnostic.Problem])
    -> Constraints
  {
    var constraints = Constraints()
    let limits = kind.limits
    func applicable(_ key: String, _ raw: JSONValue?, _ limit: Limits) -> JSONValue? {
      guard let raw, raw != .null || key == "max_length" else { return nil }
      if limits.contains(limit) { return raw }
      problems.append(.notApplicable(key: key, kind: kind))
      return nil
    }
    if let raw = applicable("max_length", dto.maxLength, .length) {
      constraints.maxLength = maxLength(raw, problems: &problems)
    }
    if let raw = applicable("min_length", dto.minLength, .length) {
      constraints.minLength = count("min_length", raw, problems: &problems)
    }
    if let source = dto.regex, !source.isEmpty {
      if !limits.contains(.pattern) {
        problems.append(.notApplicable(key: "regex", kind: kind))
      } else {
        constraints.pattern = pattern(source, problems: &problems)
      }
    }
    if let raw = applicable("min", dto.minimum, .range) {
      constraints.minimum = bound("min", raw, kind: kind, problems: &problems)
    }
    if let raw = applicable("max", dto.maximum, .range) {
      constraints.maximum = bound("max", raw, kind: kind, problems: &problems)
    }
    if let raw = applicable("min_selections", dto.minSelections, .selectionCount) {
      constraints.minSelections = count("min_selections", raw, problems: &problems)
    }
    if let raw = applicable("max_selections", dto.maxSelections, .selectionCount) {
      constraints.maxSelections = count("max_selections", raw, problems: &problems)
    }
    checkRange(
      "min_length/max_length", constraints.minLength, constraints.maxLength, problems: &problems)
    checkRange(
      "min_selections/max_selections", constraints.minSelections, constraints.maxSelections,
      problems: &problems)
    if let minimum = constraints.minimum, let maximum = constraints.maximum,
      kind.behavior.orders(maximum, before: minimum)
    {
      problems.append(.impossibleRange(key: "min/max", min: minimum.text, max: maximum.text))
    }
    return constraints
  }

  /// `max_length`: a positive integer; null, zero or negative mean no limit.
  private static func maxLength(_ raw: JSONValue, problems: inout [Diagnostic.Problem]) -> Int? {
    switch raw {
    case .null: problems.append(.noMaxLength("null"))
    case .number(let text):
      if let value = Int(text), value > 0 { return value }
      if let value = Int(text) {
        problems.append(.noMaxLength(String(value)))
      } else {
        problems.append(.wrongType(key: "max_length", expected: "an integer", found: text))
      }
    default:
      problems.append(.wrongType(key: "max_length", expected: "an integer", found: raw.excerpt))
    }
    return nil
  }

  /// The compiled pattern, or nothing when PCRE2 refuses it. Loading compiles and never
  /// probes: whether a pattern is too costly on values like its probes is `lint`'s question
  /// (`PatternCostProbe`), asked under a budget, so that every load of a form of many
  /// patterns costs what compiling them costs.
  private static func pattern(_ source: String, problems: inout [Diagnostic.Problem]) -> Pattern? {
    do {
      return try Pattern(source)
    } catch {
      switch error {
      case .doesNotCompile(let reason):
        problems.append(.badPattern(source, reason: firstLine(reason)))
      }
      return nil
    }
  }

  private static func count(_ key: String, _ raw: JSONValue, problems: inout [Diagnostic.Problem])
    -> Int?
  {
    if case .number(let text) = raw, let value = Int(text), value >= 0 { return value }
    problems.append(
      .wrongType(key: key, expected: "a whole number of 0 or more", found: raw.excerpt))
    return nil
  }

  private static func bound(
    _ key: String, _ raw: JSONValue, kind: FieldKind, problems: inout [Diagnostic.Problem]
  ) -> RangeBound? {
    if let bound = kind.behavior.rangeBound(raw.input) { return bound }
    problems.append(.wrongType(key: key, expected: kind.rangeBoundDescription, found: raw.excerpt))
    return nil
  }

  private static func checkRange(
    _ key: String, _ min: Int?, _ max: Int?, problems: inout [Diagnostic.Problem]
  ) {
    if let min, let max, min > max {
      problems.append(.impossibleRange(key: key, min: String(min), max: String(max)))
    }
  }

  private static func firstLine(_ text: String) -> String {
    String(text.split(separator: "\n").first ?? "invalid pattern")
  }
}
