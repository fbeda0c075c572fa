import FormshDomain

extension GenerateCases {
  /// A field's own `visible_if`, `enabled_if` and `required_if`, each made true and false by
  /// values the search finds and the form's evaluator confirms.
  func conditionCases(
    _ field: Field, from start: FormState, _ builder: inout CaseBuilder,
    _ notes: inout [NotGenerated]
  ) {
    guard let position = form.position(of: field.id) else { return }
    if let condition = field.visibleIf {
      visibilityCases(
        condition, subject: "visible_if of \(field.id)", shown: field, from: start, &builder,
        &notes
      ) { $0.visibleOutcome[position] == .holds && $0.isVisible(position) }
    }
    if let condition = field.enabledIf {
      enabledCases(condition, field, at: position, from: start, &builder, &notes)
    }
    if let condition = field.requiredIf, !field.isRequired {
      requiredCases(
        condition, subject: "required_if of \(field.id)", field, from: start, &builder, &notes
      ) {
        $0.requiredOutcome[position]
      }
    }
  }

  /// A section's conditions, shown on its first field.
  func sectionScenario(_ section: Section, _ baseline: Baseline, _ notes: inout [NotGenerated])
    -> CaseScenario?
  {
    guard section.visibleIf != nil || section.requiredIf != nil,
      let sectionPosition = form.sectionPosition(of: section.id)
    else { return nil }
    guard let field = form.fields.first(where: { $0.section == section.id }),
      let position = form.position(of: field.id)
    else {
      notes.append(NotGenerated(subject: "section \(section.id)", reason: "it has no fields"))
      return nil
    }
    var builder = startingOnBaseline(baseline)
    let start = builder.state
    if let condition = section.visibleIf {
      visibilityCases(
        condition, subject: "visible_if of section \(section.id)", shown: field, from: start,
        &builder, &notes
      ) { $0.sectionOutcome[sectionPosition] == .holds && $0.isVisible(position) }
    }
    if let condition = section.requiredIf, !field.isRequired {
      requiredCases(
        condition, subject: "required_if of section \(section.id)", field, from: start, &builder,
        &notes
      ) { $0.sectionRequiredOutcome[sectionPosition] }
    }
    return CaseScenario(
      name: "section-" + GenerateCases.fileName(section.id),
      title: "the conditions of section \(section.id), seen on its field \(field.id)",
      steps: builder.steps)
  }

  /// A visibility condition true (`holds` says when) and false, then back to the start.
  private func visibilityCases(
    _ condition: Condition, subject: String, shown field: Field, from start: FormState,
    _ builder: inout CaseBuilder, _ notes: inout [NotGenerated],
    holds: @escaping (FormStatus) -> Bool
  ) {
    guard !condition.readsEverything else {
      notes.append(NotGenerated(subject: subject, reason: "it may read any field"))
      return
    }
    bothWays(
      condition, subject: subject, from: start, &builder, &notes,
      holds: { holds(form.status(of: $0)) },
      expect: { _, builder in builder.expectVisibility(field) }
    )
  }

  /// A condition made true and then false: values of the fields it reads that make `holds`
  /// say so (a way no tried value reaches is noted), moved to, and `expect`ed there; then
  /// back to the start.
  private func bothWays(
    _ condition: Condition, subject: String, from start: FormState,
    _ builder: inout CaseBuilder, _ notes: inout [NotGenerated],
    holds: @escaping (FormState) -> Bool, expect: (Bool, inout CaseBuilder) -> Void
  ) {
    let reads = form.fieldsRead(by: condition)
    for wanted in [true, false] {
      guard
        let state = ValueSearch(form: form, longest: longestValue).find(
          varying: reads, from: start, constants: [condition.source],
          where: { holds($0) == wanted })
      else {
        notes.append(
          NotGenerated(
            subject: subject,
            reason: "no tried value of \(list(reads)) makes it \(wanted) (\(condition.text))"))
        continue
      }
      builder.comment("\(subject) \(wanted ? "true" : "false"): \(condition.text)")
      builder.move(to: state)
      expect(wanted, &builder)
    }
    builder.move(to: start)
  }

  /// A field's `enabled_if` true (the field shown: an edit is taken) and false (the same
  /// edit refused), then back to the start.
  private func enabledCases(
    _ condition: Condition, _ field: Field, at position: Int, from start: FormState,
    _ builder: inout CaseBuilder, _ notes: inout [NotGenerated]
  ) {
    let subject = "enabled_if of \(field.id)"
    guard !condition.readsEverything else {
      notes.append(NotGenerated(subject: subject, reason: "it may read any field"))
      return
    }
    // The edit tried: a valid value of the field, as `set` writes it.
    let text: String? =
      switch validValue(for: field, current: nil) {
      case .text(let text)?: text.isEmpty ? nil : text
      case .bool(let on)?: on ? "true" : "false"
      case .selection(let ids)?: ids.first
      case nil: nil
      }
    guard let text, !field.isLocked else { return }
    bothWays(
      condition, subject: subject, from: start, &builder, &notes,
      holds: {
        let status = form.status(of: $0)
        return status.isVisible(position) && status.enabled[position]
      },
      expect: { enabled, builder in
        if enabled {
          builder.expectVisibility(field)
        } else {
          builder.append(.refusedSet(field.id, text))
        }
      })
  }

  /// A required condition true and false, seen on the field left empty.
  private func requiredCases(
    _ condition: Condition, subject: String, _ field: Field, from start: FormState,
    _ builder: inout CaseBuilder, _ notes: inout [NotGenerated],
    outcome: @escaping (FormStatus) -> ConditionOutcome?
  ) {
    guard let position = form.position(of: field.id) else { return }
    guard !condition.readsEverything else {
      notes.append(NotGenerated(subject: subject, reason: "it may read any field"))
      return
    }
    var empty = start
    empty[field.id] = field.kind.emptyValue
    // Each field once: a field both conditions read would be tried twice and named twice.
    var reads: [FieldID] = []
    for id in form.fieldsRead(by: condition) + visibilityReads(of: field).ids
    where !reads.contains(id) {
      reads.append(id)
    }
    let constants = [condition.source] + visibilityReads(of: field).constants
    for wanted in [true, false] {
      guard
        let state = ValueSearch(form: form, longest: longestValue).find(
          varying: reads, from: empty, constants: constants,
          where: {
            let status = form.status(of: $0)
            return status.isVisible(position) && (outcome(status) == .holds) == wanted
          })
      else {
        notes.append(
          NotGenerated(
            subject: subject,
            reason: "no tried value of \(list(reads)) makes it \(wanted) with \(field.id) shown"))
        continue
      }
      builder.comment(
        "\(subject) \(wanted ? "true" : "false"), \(field.id) empty: \(condition.text)")
      builder.move(to: state)
      if wanted {
        builder.expectRequired(field)
        builder.expectFailure(field.id) { $0 == .required(field.kind) }
      } else {
        builder.expectNoError(field.id)
      }
    }
    builder.move(to: start)
  }

  /// A cross-field rule holding, then failing with its message on each field it names (or
  /// on `_form`).
  func ruleScenario(_ position: Int, _ baseline: Baseline, _ notes: inout [NotGenerated])
    -> CaseScenario?
  {
    let rule = form.rules[position]
    let subject = "rule \(position + 1)"
    guard !rule.check.readsEverything else {
      notes.append(NotGenerated(subject: subject, reason: "it may read any field"))
      return nil
    }
    var builder = startingOnBaseline(baseline)
    let start = builder.state
    let reads = form.fieldsRead(by: rule.check)
    let targets = rule.fields.isEmpty ? [CrossFieldRule.formWide] : rule.fields
    // The message as shown: its `{field}` pipes filled from the values of the state.
    let failure = { (state: FormState) in
      ValidationFailure.ruleFailed(TextPipe.fill(rule.message, form: form, state: state))
    }
    let validate = ValidateForm(form: form)
    let search = ValueSearch(form: form, longest: longestValue)
    let holding =
      search.find(
        varying: reads, from: start, constants: [rule.check.source],
        where: { state in
          form.status(of: state).ruleOutcome[position] == .holds
            && (!baseline.isValid || validate(state).isEmpty)
        })
      ?? search.find(
        varying: reads, from: start, constants: [rule.check.source],
        where: { form.status(of: $0).ruleOutcome[position] == .holds })
    if let holding {
      builder.comment("Holds: \(rule.check.text)")
      builder.move(to: holding)
      for id in targets where !builder.failures.contains(where: { $0.field == id }) {
        builder.expectNoError(id)
      }
      if baseline.isValid { builder.expectValid() }
    } else {
      notes.append(
        NotGenerated(subject: subject, reason: "no tried value of \(list(reads)) makes it hold"))
    }
    let failing = search.find(
      varying: reads, from: start, constants: [rule.check.source],
      where: { state in
        validate(state).contains { targets.contains($0.field) && $0.failure == failure(state) }
      })
    if let failing {
      builder.comment("Fails: \(rule.message)")
      builder.move(to: failing)
      for id in targets { builder.expectFailure(id) { $0 == failure(failing) } }
    } else {
      notes.append(
        NotGenerated(
          subject: subject,
          reason: "no tried value of \(list(reads)) makes it fail with its message shown"))
    }
    guard builder.steps.contains(where: \.isExpectation) else { return nil }
    return CaseScenario(
      name: "rule-\(position + 1)", title: "rule \(position + 1): \(rule.message)",
      steps: builder.steps)
  }
}
