import FormshDomain

/// `default_value` / `default_values` to a starting value that obeys the field's own rules:
/// text past `max_length` is cut (the one place text is ever cut), unknown options dropped,
/// a single-select keeps its first default.
enum DefaultMapper {
  static func map(
    _ dto: FieldDTO, kind: FieldKind, options: [Option], constraints: Constraints,
    problems: inout [Diagnostic.Problem]
  ) -> FormValue? {
    if kind.isChoice { return choice(dto, kind: kind, options: options, problems: &problems) }
    guard let raw = dto.defaultValue, raw != .null else { return nil }
    if kind.isBoolean {
      if case .bool(let on) = raw { return .bool(on) }
      problems.append(
        .wrongType(key: "default_value", expected: "true or false", found: raw.excerpt))
      return nil
    }
    var text: String
    switch raw {
    case .string(let value): text = value
    case .number(let value) where kind == .number: text = value
    default:
      // A secure field's default is a secret even when it has the wrong type: name the type.
      let found = kind == .secure ? raw.typeDescription : raw.excerpt
      problems.append(.wrongType(key: "default_value", expected: "a string", found: found))
      return nil
    }
    if kind == .number, !text.isEmpty, DecimalNumber(text) == nil {
      problems.append(.badDefault(text, reason: "is not a number"))
      return nil
    }
    if let max = constraints.maxLength, text.exceedsCharacters(max) {
      problems.append(.defaultTooLong(max: max, length: text.count))
      text = String(text.prefix(max))
    }
    return .text(text)
  }

  private static func choice(
    _ dto: FieldDTO, kind: FieldKind, options: [Option], problems: inout [Diagnostic.Problem]
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
      if options.contains(where: { $0.id == id }) {
        if !known.contains(id) { known.append(id) }
      } else {
        problems.append(.unknownDefaultOption(id))
      }
    }
    if kind == .dropdown, known.count > 1 {
      problems.append(.severalDefaults(kept: known[0]))
      known = [known[0]]
    }
    guard !known.isEmpty else { return nil }
    let chosen = Set(known)
    return .selection(options.map(\.id).filter { chosen.contains($0) })
  }
}
