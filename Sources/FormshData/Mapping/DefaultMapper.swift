import FormshDomain

/// `default_value` / `default_values` to a starting value that obeys the field's own rules:
/// the kind accepts it as `set` would, except that text past `max_length` is cut first (the
/// one place text is ever cut); unknown options are dropped, a single-select keeps its first
/// default.
enum DefaultMapper {
  /// The starting value of `field` (built without one), or `nil` for its kind's empty value.
  static func map(_ dto: FieldDTO, field: Field, problems: inout [Diagnostic.Problem])
    -> FormValue?
  {
    switch field.kind.shape {
    case .options(let multiple):
      return choice(dto, field: field, multiple: multiple, problems: &problems)
    case .onOff:
      guard let raw = dto.defaultValue, raw != .null else { return nil }
      if case .bool(let on) = raw { return .bool(on) }
      problems.append(
        .wrongType(key: "default_value", expected: "true or false", found: raw.excerpt))
      return nil
    case .text:
      return text(dto, field: field, problems: &problems)
    }
  }

  private static func text(_ dto: FieldDTO, field: Field, problems: inout [Diagnostic.Problem])
    -> FormValue?
  {
    guard let raw = dto.defaultValue, raw != .null else { return nil }
    // A secret's default is a secret even when it has the wrong type: name only the type.
    let shown = field.kind.isSecret ? raw.typeDescription : raw.excerpt
    var input = JSONRecordParser.input(raw)
    if case .text(let text) = input, let max = field.constraints.maxLength,
      text.exceedsCharacters(max)
    {
      problems.append(.defaultTooLong(max: max, length: text.count))
      input = .text(String(text.prefix(max)))
    }
    do {
      return try field.kind.behavior.accept(input, for: field)
    } catch .wrongInput(_, let expected, _) {
      let wanted = expected == "text" ? "a string" : expected
      problems.append(.wrongType(key: "default_value", expected: wanted, found: shown))
    } catch {
      problems.append(.refusedDefault(reason: error.reason))
    }
    return nil
  }

  private static func choice(
    _ dto: FieldDTO, field: Field, multiple: Bool, problems: inout [Diagnostic.Problem]
  ) -> FormValue? {
    var requested: [String] = []
    switch dto.defaultValues {
    case nil, .null?: break
    case .array(let elements)?:
      for element in elements {
        switch element {
        case .string(let id), .number(let id): requested.append(id)
        default:
          problems.append(
            .wrongType(key: "default_values", expected: "option ids", found: element.excerpt))
        }
      }
    case let other?:
      problems.append(.wrongType(key: "default_values", expected: "an array", found: other.excerpt))
    }
    if case .string(let id)? = dto.defaultValue { requested.append(id) }
    var known: [String] = []
    for id in requested {
      if field.option(id) != nil {
        if !known.contains(id) { known.append(id) }
      } else {
        problems.append(.unknownDefaultOption(id))
      }
    }
    if !multiple, known.count > 1 {
      problems.append(.severalDefaults(kept: known[0]))
      known = [known[0]]
    }
    guard !known.isEmpty else { return nil }
    return .selection(field.inOptionOrder(Set(known)))
  }
}
