import FormshDomain

/// Maps one decoded field to a domain `Field`, or to nothing when its type is unknown.
enum FieldMapper {
  /// `sections`: the ids of the form's sections; a field naming another has none, and
  /// `sectionNames` suggests the one meant.
  /// `scan`: the form's secure fields, which a computed or starting value of a field that
  /// is not secure may not read, and its names (`LogicNames`).
  static func map(
    _ dto: FieldDTO, id: FieldID, sections: Set<SectionID> = [],
    sectionNames: Suggester = Suggester([]), scan: FieldScan = FieldScan([]),
    group: FieldID? = nil, key: String? = nil
  )
    -> (field: Field?, problems: [Diagnostic.Problem])
  {
    var problems = dto.problems
    guard let kind = KindResolver.kind(of: dto, problems: &problems) else {
      // Typos in the options of a skipped field are typos all the same.
      for option in dto.options ?? [] { problems += option.problems }
      return (nil, problems)
    }
    let label = resolveLabel(dto, id: id, problems: &problems)
    let takesOptions = kind.shape.takesOptions
    // `options_url`: a server gives the options, when the field is shown.
    let remote =
      takesOptions ? OptionsURLMapper.map(dto, problems: &problems) : (remote: nil, given: false)
    let options =
      takesOptions && !remote.given ? mapOptions(dto.options, problems: &problems) : []
    if !takesOptions, let given = dto.options, !given.isEmpty {
      problems.append(.notApplicable(key: "options", kind: kind))
    }
    if !takesOptions, dto.optionsURL != nil {
      problems.append(.notApplicable(key: "options_url", kind: kind))
    }
    if takesOptions, options.isEmpty, !remote.given {
      problems.append(.noOptions(required: dto.required ?? false))
    }
    let constraints = ConstraintMapper.map(dto, kind: kind, problems: &problems)
    let links = LinkMapper.map(dto, label: label, problems: &problems)
    let section = dto.section.flatMap { sections.contains($0) ? $0 : nil }
    if let named = dto.section, section == nil {
      problems.append(.unknownSection(named, suggestion: sectionNames.suggestion(for: named)))
    }
    let visibleIf = ConditionMapper.map(
      dto.visibleIf, key: "visible_if", names: scan.logicNames, problems: &problems)
    let requiredIf = ConditionMapper.map(
      dto.requiredIf, key: "required_if", names: scan.logicNames, problems: &problems)
    let enabledIf = ConditionMapper.map(
      dto.enabledIf, key: "enabled_if", names: scan.logicNames, problems: &problems)
    // A value worked out from a secure field would show the secret wherever this one shows.
    func unlessReadingSecrets(_ rule: Condition?, key: String) -> Condition? {
      guard let rule, !kind.isSecret, let secret = scan.secretRead(by: rule) else { return rule }
      problems.append(.readsSecret(key: key, field: secret))
      return nil
    }
    let computed = unlessReadingSecrets(
      ConditionMapper.map(
        dto.value, key: "value", isValue: true, names: scan.logicNames, problems: &problems),
      key: "value")
    let defaultFrom = unlessReadingSecrets(
      ConditionMapper.map(
        dto.defaultValueFrom, key: "default_value_from", isValue: true, names: scan.logicNames,
        problems: &problems),
      key: "default_value_from")
    func field(defaultValue: FormValue?) -> Field {
      Field(
        id: id, kind: kind, label: label, placeholder: nonEmpty(dto.placeholder),
        supportingText: nonEmpty(dto.supportingText), errorMessage: nonEmpty(dto.errorMessage),
        isRequired: dto.required ?? false, constraints: constraints, options: options,
        defaultValue: defaultValue, links: links, section: section, visibleIf: visibleIf,
        requiredIf: requiredIf, isReadOnly: dto.readOnly ?? false, enabledIf: enabledIf,
        computed: computed, defaultFrom: defaultFrom, remoteOptions: remote.remote, group: group,
        key: key, isNullable: dto.nullable ?? false)
    }
    // The kind judges the default as `set` would judge it, on the field it will belong to.
    let withoutDefault = field(defaultValue: nil)
    var mapped = withoutDefault
    if dto.defaultValue != nil || dto.defaultValues != nil,
      let defaultValue = DefaultMapper.map(dto, field: withoutDefault, problems: &problems)
    {
      mapped = field(defaultValue: defaultValue)
    }
    // A read-only value no one can change that fails its own rules fails every submit.
    if mapped.isReadOnly, mapped.computed == nil, mapped.defaultFrom == nil,
      let failure = ValidateForm.failure(
        of: mapped, value: mapped.defaultValue, required: mapped.isRequired)
    {
      problems.append(.readOnlyFails(failure.message))
    }
    return (mapped, problems)
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
      problems += dto.problems
      guard let id = dto.id, !id.isEmpty else {
        problems.append(.badOption(position: offset + 1))
        continue
      }
      guard seen.insert(id).inserted else {
        problems.append(.duplicateOption(id))
        continue
      }
      options.append(
        Option(id: id, label: dto.label.flatMap(nonEmpty) ?? id, isNumber: dto.isNumber))
    }
    return options
  }
}
