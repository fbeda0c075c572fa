import FormshDomain

/// Maps one decoded field to a domain `Field`, or to nothing when its type is unknown.
enum FieldMapper {
  static func map(_ dto: FieldDTO, id: FieldID, theme: Theme)
    -> (field: Field?, problems: [Diagnostic.Problem])
  {
    var problems = dto.problems
    guard let kind = KindResolver.kind(of: dto, problems: &problems) else {
      return (nil, problems)
    }
    let label = resolveLabel(dto, id: id, problems: &problems)
    let options = kind.isChoice ? mapOptions(dto.options, problems: &problems) : []
    if !kind.isChoice, let given = dto.options, !given.isEmpty {
      problems.append(.notApplicable(key: "options", kind: kind))
    }
    if kind.isChoice, options.isEmpty {
      problems.append(.noOptions(required: dto.required ?? false))
    }
    let constraints = ConstraintMapper.map(dto, kind: kind, problems: &problems)
    let defaultValue = DefaultMapper.map(
      dto, kind: kind, options: options, constraints: constraints, problems: &problems)
    let links = LinkMapper.map(dto, label: label, problems: &problems)
    let field = Field(
      id: id, kind: kind, label: label, placeholder: nonEmpty(dto.placeholder),
      supportingText: nonEmpty(dto.supportingText), errorMessage: nonEmpty(dto.errorMessage),
      isRequired: dto.required ?? false, constraints: constraints, options: options,
      defaultValue: defaultValue, links: links)
    return (field, problems)
  }

  private static func nonEmpty(_ text: String?) -> String? {
    guard let text, !text.isEmpty else { return nil }
    return text
  }

  private static func resolveLabel(
    _ dto: FieldDTO, id: FieldID, problems: inout [Diagnostic.Problem]
  ) -> String {
    if let label = dto.label, !label.trimmingWhitespace().isEmpty { return label }
    let placeholder = dto.placeholder.flatMap { $0.trimmingWhitespace().isEmpty ? nil : $0 }
    let fallback = placeholder ?? id
    problems.append(.missingLabel(fallback: fallback))
    return fallback
  }

  private static func mapOptions(_ dtos: [OptionDTO]?, problems: inout [Diagnostic.Problem])
    -> [Option]
  {
    var options: [Option] = []
    var seen: Set<String> = []
    for (offset, dto) in (dtos ?? []).enumerated() {
      guard let id = dto.id, !id.isEmpty else {
        problems.append(.badOption(position: offset + 1))
        continue
      }
      guard seen.insert(id).inserted else {
        problems.append(.duplicateOption(id))
        continue
      }
      options.append(Option(id: id, label: dto.label.flatMap(nonEmpty) ?? id))
    }
    return options
  }
}

/// `type` and `subtype` (any case) to a kind; unknown types are skipped, unknown subtypes are
/// plain text.
enum KindResolver {
  static func kind(of dto: FieldDTO, problems: inout [Diagnostic.Problem]) -> FieldKind? {
    guard let type = dto.type else {
      problems.append(.unknownType(nil))
      return nil
    }
    switch type.uppercased() {
    case "TEXT":
      guard let subtype = dto.subtype else { return .text }
      switch subtype.uppercased() {
      case "PLAIN": return .text
      case "MULTILINE": return .multiline
      case "NUMBER": return .number
      case "URI", "URL": return .url
      case "SECURE": return .secure
      case "EMAIL": return .email
      default:
        problems.append(.unknownSubtype(subtype))
        return .text
      }
    case "DROPDOWN": return dto.allowMultiple == true ? .multiselect : .dropdown
    case "CHECKBOX": return .checkbox
    case "TOGGLE": return .toggle
    default:
      problems.append(.unknownType(type))
      return nil
    }
  }
}
