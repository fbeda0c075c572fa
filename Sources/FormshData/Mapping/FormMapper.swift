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
    let scan = FieldScan(dto.fields ?? [])
    let logicNames = scan.logicNames
    let (sections, sectionDiagnostics) = SectionMapper.map(dto.sections, names: logicNames)
    let sectionRank = Dictionary(
      uniqueKeysWithValues: sections.enumerated().map { ($0.element.id, $0.offset + 1) })

    let (fields, groups, walked, skipped, templates) = withoutActuallyEscaping(isInterrupted) {
      var walker = FieldWalker(
        sectionRank: sectionRank, sectionNames: Suggester(sections.map(\.id)),
        scan: scan, counts: counts, isInterrupted: $0)
      let (fields, groups) = walker.walk(dto.fields ?? [])
      return (fields, groups, walker.diagnostics, walker.skipped, walker.listTemplates)
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
        } : nil, family: family, action: action, omitsEmpty: dto.omitEmpty,
      itemFields: templates.isEmpty
        ? nil
        : { @Sendable list, number in
          // Mapped as the walk mapped the others; what it says of them, it said at load.
          var walker = FieldWalker(
            sectionRank: sectionRank, sectionNames: Suggester([]), scan: scan,
            templates: templates, isInterrupted: { false })
          return walker.fields(ofItem: number, of: list)
        })
    diagnostics += form.logic.cycles.map { Diagnostic(.conditionCycle($0)) }
    diagnostics += form.values.cycles.map { Diagnostic(.valueCycle($0)) }
    diagnostics += form.startProblems.map {
      Diagnostic(.noStartValue(reason: $0.message), field: $0.field)
    }
    diagnostics += selfDisabling(form).map { Diagnostic($0.problem, field: $0.field) }
    // What the shell warns of at load, lint lists: a computed value the starting values
    // cannot work out (a cycle is reported above).
    // Those the budget left out are one error, at the first of them.
    let notWorkedOut = form.start().notWorkedOut
    var overBudget: (field: FieldID, reason: String, more: Int)?
    for field in fields {
      guard let reason = notWorkedOut[field.id], reason != ValuePlan.onCycle else { continue }
      if LogicBudget.isExhaustion(reason) {
        if overBudget == nil { overBudget = (field.id, reason, 0) } else { overBudget!.more += 1 }
        continue
      }
      diagnostics.append(Diagnostic(.notWorkedOut(reason: reason), field: field.id))
    }
    if let (field, reason, more) = overBudget {
      diagnostics.append(Diagnostic(.overBudget(reason: reason, more: more), field: field))
    }
    return (form, diagnostics)
  }

  /// Each field whose `enabled_if` reads its own value, itself or through computed values
  /// (`x` enabled by `c`, computed from `x`): once the condition disables it, no edit can
  /// enable it again. The search follows at most `selfDisablingVisits` reads in all (a
  /// thousand items each reading their list would make it quadratic); past them it stops.
  static func selfDisabling(_ form: Form) -> [(field: FieldID, problem: LoadProblem)] {
    var found: [(FieldID, LoadProblem)] = []
    var visits = 0
    for (position, field) in form.fields.enumerated() {
      guard let condition = field.enabledIf, !condition.readsEverything else { continue }
      // The fields read, following computed values to what they read; `via`: the computed
      // field each was reached through.
      var via: [Int: Int?] = [:]
      var queue = form.positionsRead(by: condition).map { ($0, Int?.none) }
      visits += queue.count
      while let (read, through) = queue.popLast() {
        guard visits <= selfDisablingVisits else { return found }
        guard via[read] == nil else { continue }
        via[read] = .some(through)
        if let computed = form.fields[read].computed, !computed.readsEverything {
          let next = form.positionsRead(by: computed)
          visits += next.count
          queue += next.map { ($0, through ?? read) }
        }
      }
      // Read directly, it is a cycle of conditions, an error of its own.
      guard let reached = via[position], let through = reached else { continue }
      found.append((field.id, .selfDisabling(through: form.fields[through].id)))
    }
    return found
  }

  /// The most reads `selfDisabling` follows.
  static let selfDisablingVisits = 1_000_000
}
