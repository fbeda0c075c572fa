import FormshDomain

extension GenerateCases {
  /// A single-select: empty, each option, and an option that does not exist.
  func dropdownCases(_ field: Field, _ builder: inout CaseBuilder) {
    let id = field.id
    builder.comment(field.isRequired ? "No selection: required." : "No selection: allowed.")
    builder.assign(id, .selection([]))
    if !builder.expectFailure(id, { $0 == .required(field.kind) }) { builder.expectNoError(id) }
    for option in field.options {
      builder.comment("Option \(option.id).")
      builder.assign(id, .selection([option.id]))
      builder.expectValue(id)
      if !builder.expectNoError(id) { builder.expectFailure(id) { _ in true } }
    }
    builder.comment("An option the field does not have: refused at select.")
    builder.expectRefusedSelect(field, [missingOption(field)])
  }

  /// A multi-select: empty, each option, and each edge of its selection count.
  func multiSelectCases(_ field: Field, _ builder: inout CaseBuilder) {
    let id = field.id
    let ids = field.options.map(\.id)
    builder.comment(field.isRequired ? "No selection: required." : "No selection: allowed.")
    builder.assign(id, .selection([]))
    if !builder.expectFailure(id, { $0 == .required(field.kind) }) { builder.expectNoError(id) }
    let fewest = max(field.constraints.minSelections ?? 1, 1)
    for (position, option) in field.options.enumerated() {
      // The option, with the options before it when the field needs more than one.
      let others = ids.enumerated().filter { $0.offset != position }.map(\.element)
      let chosen = field.inOptionOrder(Set([option.id] + others.prefix(fewest - 1)))
      builder.comment(
        "Option \(option.id)" + (chosen.count > 1 ? ", with the fewest others" : "") + ".")
      builder.assign(id, .selection(chosen))
      builder.expectValue(id)
      if !builder.expectNoError(id) { builder.expectFailure(id) { _ in true } }
    }
    if let min = field.constraints.minSelections, min > 1, min - 1 <= ids.count {
      builder.comment("\(min - 1) selected: one fewer than min_selections \(min).")
      builder.assign(id, .selection(Array(ids.prefix(min - 1))))
      builder.expectFailure(id) { $0 == .tooFewSelections(min: min) }
      if min <= ids.count {
        builder.comment("\(min) selected (min_selections).")
        builder.assign(id, .selection(Array(ids.prefix(min))))
        builder.expectNoError(id)
      }
    }
    if let max = field.constraints.maxSelections, max <= ids.count {
      builder.comment("\(max) selected (max_selections).")
      builder.assign(id, .selection(Array(ids.prefix(max))))
      builder.expectNoError(id)
      if max + 1 <= ids.count {
        builder.comment("\(max + 1) selected: one more than max_selections.")
        builder.assign(id, .selection(Array(ids.prefix(max + 1))))
        builder.expectFailure(id) { $0 == .tooManySelections(max: max) }
      }
    }
    builder.comment("An option the field does not have: refused at select.")
    builder.expectRefusedSelect(field, [missingOption(field)])
  }

  /// A checkbox or toggle, off and on.
  func onOffCases(_ field: Field, _ builder: inout CaseBuilder) {
    let id = field.id
    for on in [false, true] {
      builder.comment(on ? "On." : field.isRequired ? "Off: it must be on." : "Off.")
      builder.assign(id, .bool(on))
      builder.expectValue(id)
      if !builder.expectNoError(id) {
        builder.expectFailure(id) { on ? true : $0 == .required(field.kind) }
      }
    }
  }

  /// An id no option has, nor any option's label.
  private func missingOption(_ field: Field) -> String {
    var id = "no-such-option"
    while field.options.contains(where: {
      $0.id == id || $0.label.lowercased() == id.lowercased()
    }) { id += "-x" }
    return id
  }
}
