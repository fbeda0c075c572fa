import FormshDomain

/// Lengths, pattern, number range and selection counts, each checked against the kind.
enum ConstraintMapper {
  static func map(_ dto: FieldDTO, kind: FieldKind, problems: inout [Diagnostic.Problem])
    -> Constraints
  {
    var constraints = Constraints()
    func applicable(_ key: String, _ raw: JSONValue?, when ok: Bool) -> JSONValue? {
      guard let raw, raw != .null || key == "max_length" else { return nil }
      if ok { return raw }
      problems.append(.notApplicable(key: key, kind: kind))
      return nil
    }
    if let raw = applicable("max_length", dto.maxLength, when: kind.isTextual) {
      switch raw {
      case .null: problems.append(.noMaxLength("null"))
      case .number(let text):
        if let value = Int(text), value > 0 {
          constraints.maxLength = value
        } else if let value = Int(text) {
          problems.append(.noMaxLength(String(value)))
        } else {
          problems.append(.wrongType(key: "max_length", expected: "an integer", found: text))
        }
      default:
        problems.append(.wrongType(key: "max_length", expected: "an integer", found: raw.excerpt))
      }
    }
    if let raw = applicable("min_length", dto.minLength, when: kind.isTextual) {
      constraints.minLength = count("min_length", raw, problems: &problems)
    }
    if let source = dto.regex, !source.isEmpty {
      if !kind.isTextual {
        problems.append(.notApplicable(key: "regex", kind: kind))
      } else {
        do {
          constraints.pattern = try Pattern(source)
        } catch PatternError.catastrophicBacktracking(let reason) {
          problems.append(.slowPattern(source, reason: reason))
        } catch {
          problems.append(.badPattern(source, reason: firstLine(String(describing: error))))
        }
      }
    }
    if let raw = applicable("min", dto.minimum, when: kind == .number) {
      constraints.minimum = number("min", raw, problems: &problems)
    }
    if let raw = applicable("max", dto.maximum, when: kind == .number) {
      constraints.maximum = number("max", raw, problems: &problems)
    }
    if let raw = applicable("min_selections", dto.minSelections, when: kind == .multiselect) {
      constraints.minSelections = count("min_selections", raw, problems: &problems)
    }
    if let raw = applicable("max_selections", dto.maxSelections, when: kind == .multiselect) {
      constraints.maxSelections = count("max_selections", raw, problems: &problems)
    }
    checkRange(
      "min_length/max_length", constraints.minLength, constraints.maxLength, problems: &problems)
    checkRange(
      "min_selections/max_selections", constraints.minSelections, constraints.maxSelections,
      problems: &problems)
    if let minimum = constraints.minimum, let maximum = constraints.maximum, maximum < minimum {
      problems.append(.impossibleRange(key: "min/max", min: minimum.text, max: maximum.text))
    }
    return constraints
  }

  private static func count(_ key: String, _ raw: JSONValue, problems: inout [Diagnostic.Problem])
    -> Int?
  {
    if case .number(let text) = raw, let value = Int(text), value >= 0 { return value }
    problems.append(
      .wrongType(key: key, expected: "a whole number of 0 or more", found: raw.excerpt))
    return nil
  }

  private static func number(_ key: String, _ raw: JSONValue, problems: inout [Diagnostic.Problem])
    -> DecimalNumber?
  {
    if case .number(let text) = raw, let value = DecimalNumber(text) { return value }
    problems.append(.wrongType(key: key, expected: "a number", found: raw.excerpt))
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
