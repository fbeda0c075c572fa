import FormshDomain

/// Maps a decoded form file to a domain `Form`, handling every oddity of a real payload
/// (docs/form-format.md, "How formsh handles odd input") and saying what it did in a `Diagnostic`.
public enum FormMapper {
  /// The title shown when the form has none.
  public static let untitled = "Untitled form"

  /// The form and its diagnostics, in file order. When `isInterrupted` says yes, the fields
  /// left are not mapped: the caller drops the form.
  /// `counts`: the number of items of each repeating group, by its path (a list not named
  /// starts with its `min`): a form with lists is mapped again with other counts
  /// (`Form.resized`) when items are added or removed.
  public static func map(
    _ dto: FormDTO, counts: [FieldID: Int] = [:], family: Form.Family = Form.Family(),
    isInterrupted: () -> Bool = { false }
  ) -> (
    form: Form, diagnostics: [Diagnostic]
  ) {
    var diagnostics = dto.problems.map { Diagnostic($0) }
    if dto.formTitle == nil { diagnostics.append(Diagnostic(.noTitle)) }
    let themeResult = ThemeMapper.map(dto.theme)
    diagnostics += themeResult.diagnostics
    let scan = FieldScan(dto.fields ?? [], counts: counts)
    let logicNames = scan.logicNames
    let (sections, sectionDiagnostics) = SectionMapper.map(dto.sections, names: logicNames)
    let sectionRank = Dictionary(
      uniqueKeysWithValues: sections.enumerated().map { ($0.element.id, $0.offset + 1) })

    let (fields, groups, walked, skipped) = withoutActuallyEscaping(isInterrupted) {
      var walker = FieldWalker(
        sectionRank: sectionRank, sectionNames: Suggester(sections.map(\.id)),
        scan: scan, counts: counts, isInterrupted: $0)
      let (fields, groups) = walker.walk(dto.fields ?? [])
      return (fields, groups, walker.diagnostics, walker.skipped)
    }
    diagnostics += walked
    let names = FieldNames(
      ids: fields.map(\.id), skipped: skipped, groups: groups.map(\.id))
    // A group's conditions are checked once, on the group; each of its fields holds them
    // joined to its own, and says only what its own reads amiss.
    var groupReads: [FieldID: Set<String>] = [:]
    for group in groups {
      var reported = group.parent.flatMap { groupReads[$0] } ?? []
      for (key, condition) in [("visible_if", group.visibleIf), ("enabled_if", group.enabledIf)] {
        for problem in ConditionMapper.unknownReads(condition, key: key, fields: names) {
          guard reported.insert(problem.message).inserted else { continue }
          diagnostics.append(Diagnostic(problem, field: group.id))
        }
      }
      groupReads[group.id] = reported
    }
    for field in fields {
      let reported = field.group.flatMap { groupReads[$0] } ?? []
      for (key, condition) in [
        ("visible_if", field.visibleIf), ("required_if", field.requiredIf),
        ("enabled_if", field.enabledIf), ("value", field.computed),
        ("default_value_from", field.defaultFrom),
      ] {
        diagnostics += ConditionMapper.unknownReads(condition, key: key, fields: names)
          .filter { !reported.contains($0.message) }
          .map { Diagnostic($0, field: field.id) }
      }
      for (key, text) in [
        ("label", field.label), ("supporting_text", field.supportingText),
        ("placeholder", field.placeholder), ("options_url", field.remoteOptions?.url),
      ] {
        diagnostics += PipeMapper.unknownNames(in: text, key: key, fields: names)
          .map { Diagnostic($0, field: field.id) }
      }
    }
    diagnostics += sectionDiagnostics
    let joined = Set(fields.compactMap(\.section))
    for section in sections {
      let key = "section \(quoted(section.id))"
      for (name, condition) in [
        ("visible_if", section.visibleIf), ("required_if", section.requiredIf),
      ] {
        diagnostics += ConditionMapper.unknownReads(
          condition, key: "\(key) \(name)", fields: names
        ).map { Diagnostic($0) }
      }
      if !joined.contains(section.id) { diagnostics.append(Diagnostic(.emptySection(section.id))) }
    }
    // Field ids compare by canonical equivalence; the form's own spelling is the one kept.
    // A rule may name a repeating group too: its error goes on the list, as a list's own do.
    let spellings = Dictionary(fields.map { ($0.id, $0.id) }) { first, _ in first }
    let lists = Set(groups.filter { $0.bounds != nil }.map(\.id))
    let (rules, ruleDiagnostics) = RuleMapper.map(
      dto.rules, names: names, logicNames: logicNames
    ) { spellings[$0] ?? (lists.contains($0) ? $0 : nil) }
    diagnostics += ruleDiagnostics
    for (position, rule) in rules.enumerated() {
      diagnostics += PipeMapper.unknownNames(
        in: rule.message, key: "rule #\(position + 1) message", fields: names
      ).map { Diagnostic($0) }
    }
    // One member per key (the reader warned of a repeated one), the first as the file has it.
    var seenKeys: Set<String> = []
    let submitData = (dto.submitData?.members ?? []).compactMap { member in
      seenKeys.insert(member.key).inserted
        ? (id: member.key, value: PayloadValue.json(member.value.logicValue)) : nil
    }
    for (key, _) in submitData where spellings[key] != nil {
      diagnostics.append(Diagnostic(.submitDataClash(key), field: spellings[key]))
    }
    // A top-level group's member is the group's object (or a list's array).
    let groupKeys = Set(groups.lazy.filter { $0.parent == nil }.map(\.key))
    for (key, _) in submitData where spellings[key] == nil && groupKeys.contains(key) {
      diagnostics.append(Diagnostic(.submitDataGroupClash(key), field: key))
    }
    let (action, actionDiagnostics) = ActionMapper.map(dto.action)
    diagnostics += actionDiagnostics
    let form = Form(
      title: dto.formTitle ?? untitled, theme: themeResult.theme, fields: fields,
      sections: sections, rules: rules, submitData: submitData, groups: groups,
      resized: groups.contains { $0.bounds != nil }
        ? { @Sendable changed in
          FormMapper.map(dto, counts: counts.merging(changed) { $1 }, family: family).form
        } : nil, family: family, action: action, omitsEmpty: dto.omitEmpty)
    diagnostics += form.logic.cycles.map { Diagnostic(.conditionCycle($0)) }
    diagnostics += form.values.cycles.map { Diagnostic(.valueCycle($0)) }
    diagnostics += form.startProblems.map {
      Diagnostic(.noStartValue(reason: $0.message), field: $0.field)
    }
    diagnostics += selfDisabling(fields).map { Diagnostic($0.problem, field: $0.field) }
    // What the shell warns of at load, lint lists: a computed value the starting values
    // cannot work out (a cycle is reported above).
    let notWorkedOut = form.start().notWorkedOut
    for field in fields {
      guard let reason = notWorkedOut[field.id], reason != ValuePlan.onCycle else { continue }
      diagnostics.append(Diagnostic(.notWorkedOut(reason: reason), field: field.id))
    }
    return (form, diagnostics)
  }

  /// Each field whose `enabled_if` reads its own value, itself or through computed values
  /// (`x` enabled by `c`, computed from `x`): once the condition disables it, no edit can
  /// enable it again.
  static func selfDisabling(_ fields: [Field]) -> [(field: FieldID, problem: LoadProblem)] {
    let byID = Dictionary(fields.map { ($0.id, $0) }) { first, _ in first }
    var found: [(FieldID, LoadProblem)] = []
    for field in fields {
      guard let condition = field.enabledIf, !condition.readsEverything else { continue }
      // The fields read, following computed values to what they read; `via`: the computed
      // field each was reached through.
      var via: [FieldID: FieldID?] = [:]
      var queue = condition.reads.map { ($0, FieldID?.none) }
      while let (id, through) = queue.popLast() {
        guard via[id] == nil, let read = byID[id] else { continue }
        via[id] = .some(through)
        if let computed = read.computed, !computed.readsEverything {
          queue += computed.reads.map { ($0, through ?? id) }
        }
      }
      // Read directly, it is a cycle of conditions, an error of its own.
      guard let reached = via[field.id], let through = reached else { continue }
      found.append((field.id, .selfDisabling(through: through)))
    }
    return found
  }
}
