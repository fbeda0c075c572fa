import FormshDomain

/// `default_value` / `default_values` to a starting value: the JSON is read as input, and the
/// field's kind decides what it makes of it (`KindBehavior.startingValue`); what it found odd
/// becomes diagnostics in the form file's words.
enum DefaultMapper {
  /// The starting value of `field` (built without one), or `nil` for its kind's empty value.
  static func map(_ dto: FieldDTO, field: Field, problems: inout [Diagnostic.Problem])
    -> FormValue?
  {
    var list: [Input] = []
    switch dto.defaultValues {
    case nil, .null?: break
    case .array(let elements)?: list = elements.map(\.input)
    case let other?:
      problems.append(.wrongType(key: "default_values", expected: "an array", found: other.excerpt))
    }
    let start = field.kind.behavior.startingValue(dto.defaultValue?.input, list: list, for: field)
    for issue in start.issues {
      problems.append(problem(issue, secret: field.kind.isSecret))
    }
    return start.value
  }

  private static func problem(_ issue: DefaultIssue, secret: Bool) -> Diagnostic.Problem {
    switch issue {
    case .wrongType(let expected, let found, let inList):
      // A secret's default is a secret even when it has the wrong type: name only the type.
      return .wrongType(
        key: inList ? "default_values" : "default_value", expected: expected,
        found: secret ? found.typeName : found.excerpt)
    case .cut(let max, let length): return .defaultTooLong(max: max, length: length)
    case .unknownOption(let id): return .unknownDefaultOption(id)
    case .several(let kept): return .severalDefaults(kept: kept)
    case .refused(let reason): return .refusedDefault(reason: reason)
    }
  }
}
