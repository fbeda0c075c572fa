import FormshDomain

extension GenerateCases {
  /// The form as a whole: what its defaults give, its links, and the baseline submitted.
  func formScenario(_ baseline: Baseline, _ notes: inout [NotGenerated]) -> CaseScenario {
    var builder = CaseBuilder(form: form)
    addItems(&builder)
    builder.comment(
      "The form as loaded, with its defaults" + (itemsAdded.isEmpty ? "." : " (and those items)."))
    builder.expectValidity()
    builder.append(.links(form.links.count))
    if !form.links.isEmpty { builder.append(.listLinks) }
    builder.comment("A valid value in every field (the baseline the other scenarios start from).")
    builder.move(to: baseline.state)
    if baseline.isValid, builder.expectValid() {
      builder.append(.submit)
    } else {
      builder.expectValidity()
    }
    return CaseScenario(
      name: "form", title: "the form as a whole: its defaults, links and a valid submit",
      steps: builder.steps)
  }

  /// The lines that give each list that starts empty its item (`itemsAdded`).
  private func addItems(_ builder: inout CaseBuilder) {
    guard !itemsAdded.isEmpty else { return }
    builder.comment("An item in each list that starts empty, for its fields' cases.")
    for list in itemsAdded { builder.append(.add(list)) }
  }

  /// A builder on the baseline, with the lines that fill it in.
  func startingOnBaseline(_ baseline: Baseline) -> CaseBuilder {
    var builder = CaseBuilder(form: form)
    addItems(&builder)
    builder.comment("A valid value in every field to start from.")
    builder.move(to: baseline.state)
    return builder
  }

  /// The cases of one field: its boundaries and its conditions, from the baseline (with
  /// the field shown, when a condition hides it there).
  func fieldScenario(_ field: Field, _ baseline: Baseline, _ notes: inout [NotGenerated])
    -> CaseScenario?
  {
    guard let position = form.position(of: field.id) else { return nil }
    var builder = startingOnBaseline(baseline)
    if !builder.status.isActive(position) {
      let reads = visibilityReads(of: field)
      guard
        let shown = ValueSearch(form: form, longest: longestValue).find(
          varying: reads.ids, from: builder.state, constants: reads.constants,
          where: { form.status(of: $0).isActive(position) })
      else {
        notes.append(
          NotGenerated(
            subject: field.id,
            reason: "no tried value of \(list(reads.ids)) shows it and enables it"))
        return nil
      }
      builder.comment("Show the field (and enable it).")
      builder.move(to: shown)
      // Hidden or disabled at the baseline, it could not take its valid value there.
      if !field.isLocked, let value = baseline.state[field.id], value != builder.state[field.id] {
        builder.assign(field.id, value)
      }
    }
    let start = builder.state
    // A read-only or computed field takes no edit: no value of its own is tried.
    switch field.isLocked ? nil : field.kind.shape {
    case nil: break
    case .text: textCases(field, &builder, &notes)
    case .options(let multiple):
      multiple ? multiSelectCases(field, &builder) : dropdownCases(field, &builder)
    case .onOff: onOffCases(field, &builder)
    }
    // A default too long for a line is where the field started, but cannot be set again.
    if let value = start[field.id], value.text.map({ $0.utf8.count <= longestValue }) ?? true {
      builder.comment("Back to the starting value.")
      builder.assign(field.id, value)
      if !builder.expectNoError(field.id) { _ = builder.expectFailure(field.id) { _ in true } }
    }
    if baseline.isValid, builder.state == baseline.state { builder.expectValid() }
    conditionCases(field, from: start, &builder, &notes)
    return CaseScenario(
      // An item's field by its name across items (`guests[1].age`: guests.age.formsh).
      name: GenerateCases.fileName(form.idAcrossItems(field.id).replacing("[]", with: "")),
      title: "\(field.id) (\(field.kind)): \(summary(field))",
      steps: builder.steps)
  }

  /// The limits and conditions of a field in a few words, for the scenario's title.
  private func summary(_ field: Field) -> String {
    var parts: [String] = []
    if field.isRequired { parts.append("required") }
    parts += field.rules.map(\.description).filter { $0 != "required" && !$0.isEmpty }
    if !field.options.isEmpty { parts.append("\(field.options.count) options") }
    if field.visibleIf != nil { parts.append("visible_if") }
    if field.requiredIf != nil { parts.append("required_if") }
    return parts.isEmpty ? "no rules" : parts.joined(separator: ", ")
  }

  /// Ids in backquotes, for notes.
  func list(_ ids: [FieldID]) -> String {
    ids.isEmpty ? "no field" : ids.map { "`\($0)`" }.joined(separator: ", ")
  }

  /// The fields a field's visibility reads (its own condition's and its section's) and the
  /// constants those conditions name.
  func visibilityReads(of field: Field) -> (ids: [FieldID], constants: [LogicValue]) {
    var conditions = [field.visibleIf, field.enabledIf].compactMap { $0 }
    if let section = field.section.flatMap({ form.section($0) }), let visible = section.visibleIf {
      conditions.append(visible)
    }
    var ids: [FieldID] = []
    for id in conditions.flatMap(form.fieldsRead(by:)) where !ids.contains(id) {
      ids.append(id)
    }
    return (ids, conditions.map(\.source))
  }
}
