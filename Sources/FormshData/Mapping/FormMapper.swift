import FormshDomain

/// Maps a decoded form file to a domain `Form`, handling every oddity of a real payload
/// (PRODUCT.md §2) and saying what it did in a `Diagnostic`.
public enum FormMapper {
  /// The title shown when the form has none.
  public static let untitled = "Untitled form"

  /// The form and its diagnostics, in file order. When `isInterrupted` says yes, the fields
  /// left are not mapped: the caller drops the form.
  public static func map(_ dto: FormDTO, isInterrupted: () -> Bool = { false }) -> (
    form: Form, diagnostics: [Diagnostic]
  ) {
    var diagnostics = dto.problems.map { Diagnostic($0) }
    if dto.formTitle == nil { diagnostics.append(Diagnostic(.noTitle)) }
    let themeResult = ThemeMapper.map(dto.theme)
    diagnostics += themeResult.diagnostics
    let (sections, sectionDiagnostics) = SectionMapper.map(dto.sections)
    let sectionRank = Dictionary(
      uniqueKeysWithValues: sections.enumerated().map { ($0.element.id, $0.offset + 1) })

    var kept: [(field: Field, order: Int?, position: Int)] = []
    var seenIDs: Set<FieldID> = []
    // Fields skipped for their type, so that a condition or a rule naming one says so.
    var skipped: [FieldID: String?] = [:]
    // An order is unique within its section (§7: each section keeps the sort of §2), the
    // section known by its rank (0: none). Keyed by an Int, not by an optional id, whose
    // dictionary type the runtime would build at every start, looking up conformances.
    var seenOrders: [Int: Set<Int>] = [:]
    let knownSections = Set(sectionRank.keys)
    let sectionNames = Suggester(sections.map(\.id))
    // The secure fields, known before any field is mapped: no other field's computed or
    // starting value may read one (it would show the secret).
    var secureIDs: Set<FieldID> = []
    for case .field(let fieldDTO) in dto.fields ?? [] {
      var ignored: [Diagnostic.Problem] = []
      if let id = fieldDTO.id, KindResolver.kind(of: fieldDTO, problems: &ignored)?.isSecret == true
      {
        secureIDs.insert(id)
      }
    }
    for slot in dto.fields ?? [] {
      if isInterrupted() { break }
      switch slot {
      case .notObject(let position, let found):
        diagnostics.append(Diagnostic(.fieldNotObject(position: position, found: found)))
      case .field(let fieldDTO):
        guard let id = fieldDTO.id, !id.isEmpty else {
          diagnostics.append(Diagnostic(.missingID(position: fieldDTO.position)))
          continue
        }
        let mapped = FieldMapper.map(
          fieldDTO, id: id, sections: knownSections, sectionNames: sectionNames,
          secureIDs: secureIDs)
        guard let field = mapped.field else {
          if skipped[id] == nil { skipped[id] = .some(fieldDTO.type) }
          diagnostics += mapped.problems.map { Diagnostic($0, field: id) }
          continue
        }
        let (inserted, first) = seenIDs.insert(id)
        guard inserted else {
          // Ids are one whatever their Unicode normalization, as everywhere else (§14).
          let problem: LoadProblem =
            first.utf8.elementsEqual(id.utf8)
            ? .duplicateID(id) : .duplicateIDNormalization(id, first: first)
          diagnostics.append(Diagnostic(problem, field: id))
          continue
        }
        diagnostics += mapped.problems.map { Diagnostic($0, field: id) }
        let order = OrderReader.order(fieldDTO.order)
        if let problem = order.problem { diagnostics.append(Diagnostic(problem, field: id)) }
        let rank = field.section.flatMap { sectionRank[$0] } ?? 0
        if let value = order.value, !seenOrders[rank, default: []].insert(value).inserted {
          diagnostics.append(Diagnostic(.orderDuplicated(value), field: id))
        }
        kept.append((field, order.value, fieldDTO.position))
      }
    }
    // Fields without a section first, then each section's; inside each, by order, then
    // position.
    let sorted = kept.sorted { lhs, rhs in
      let left = lhs.field.section.flatMap { sectionRank[$0] } ?? 0
      let right = rhs.field.section.flatMap { sectionRank[$0] } ?? 0
      if left != right { return left < right }
      return switch (lhs.order, rhs.order) {
      case (let left?, let right?) where left != right: left < right
      case (.some, nil): true
      case (nil, .some): false
      default: lhs.position < rhs.position
      }
    }
    let fields = sorted.map(\.field)
    let names = FieldNames(ids: fields.map(\.id), skipped: skipped)
    for field in fields {
      for (key, condition) in [
        ("visible_if", field.visibleIf), ("required_if", field.requiredIf),
        ("enabled_if", field.enabledIf), ("value", field.computed),
        ("default_value_from", field.defaultFrom),
      ] {
        diagnostics += ConditionMapper.unknownReads(condition, key: key, fields: names)
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
    let spellings = Dictionary(fields.map { ($0.id, $0.id) }) { first, _ in first }
    let (rules, ruleDiagnostics) = RuleMapper.map(dto.rules, names: names) { spellings[$0] }
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
    let form = Form(
      title: dto.formTitle ?? untitled, theme: themeResult.theme, fields: fields,
      sections: sections, rules: rules, submitData: submitData)
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
