/// A form's conditions when every one of them has a fast shape (`FastCondition`) and none is
/// on a cycle or broken: the plan of `FormLogic` with each condition compiled against field
/// positions. A batch fill works out each record's visibility, required fields and rules with
/// it, and falls back on `FormLogic.evaluate` for a record it cannot answer.
struct FastLogic: Sendable {
  /// A visibility node to work out, in `FormLogic`'s order.
  enum Step: Sendable {
    /// A field (by render position): its own condition, if any, and its section's position.
    case field(Int, FastCondition?, section: Int?)
    /// A section (by position) and its condition.
    case section(Int, FastCondition?)
  }

  let steps: [Step]
  /// Fields' `requiredIf`, by render position.
  let fieldRequired: [(position: Int, condition: FastCondition)]
  /// Sections' `requiredIf`, by position.
  let sectionRequired: [(position: Int, condition: FastCondition)]
  /// Each rule's check, in the form's order.
  let rules: [FastCondition]
  /// Each field's section position, by render position.
  let sectionOf: [Int?]
  /// Whether each field is required by the form itself.
  let formRequired: [Bool]

  /// The fast plan, or `nil` when some condition has another shape.
  init?(
    fields: [Field], sections: [Section], rules: [CrossFieldRule], order: [Int],
    sectionOf: [Int?], index: [FieldID: Int]
  ) {
    func compile(_ condition: Condition?) -> FastCondition?? {
      guard let condition else { return .some(nil) }
      guard case .rule(let rule) = condition.body,
        let fast = FastCondition(rule, position: { index[$0] })
      else { return nil }
      return .some(fast)
    }
    var steps: [Step] = []
    for node in order {
      if node < fields.count {
        guard let own = compile(fields[node].visibleIf) else { return nil }
        steps.append(.field(node, own, section: sectionOf[node]))
      } else {
        let position = node - fields.count
        guard let own = compile(sections[position].visibleIf) else { return nil }
        steps.append(.section(position, own))
      }
    }
    var fieldRequired: [(Int, FastCondition)] = []
    for (position, field) in fields.enumerated() where field.requiredIf != nil {
      guard let fast = compile(field.requiredIf) ?? nil else { return nil }
      fieldRequired.append((position, fast))
    }
    var sectionRequired: [(Int, FastCondition)] = []
    for (position, section) in sections.enumerated() where section.requiredIf != nil {
      guard let fast = compile(section.requiredIf) ?? nil else { return nil }
      sectionRequired.append((position, fast))
    }
    var compiledRules: [FastCondition] = []
    for rule in rules {
      guard let fast = compile(rule.check) ?? nil else { return nil }
      compiledRules.append(fast)
    }
    self.steps = steps
    self.fieldRequired = fieldRequired
    self.sectionRequired = sectionRequired
    self.rules = compiledRules
    self.sectionOf = sectionOf
    formRequired = fields.map(\.isRequired)
  }

  /// Works out `verdict` from `values` (each read field's value, by render position; a field
  /// found hidden is set to null, as conditions read it). `false` when some condition needs
  /// the full evaluator; `verdict` is then incomplete.
  func evaluate(_ values: inout [FastValue], into verdict: inout ConditionVerdict) -> Bool {
    var work = 0
    verdict.reset()
    for step in steps {
      switch step {
      case .field(let position, let condition, let section):
        var shown = section.map { verdict.sectionVisible[$0] } ?? true
        // Under a hidden section the field's own condition cannot change the answer.
        if shown, let condition {
          guard let holds = condition.holds(values, work: &work) else { return false }
          shown = holds
        }
        verdict.visible[position] = shown
        if !shown { values[position] = .null }
      case .section(let position, let condition):
        guard let condition else { continue }
        guard let holds = condition.holds(values, work: &work) else { return false }
        verdict.sectionVisible[position] = holds
      }
    }
    for (position, condition) in sectionRequired {
      guard let holds = condition.holds(values, work: &work) else { return false }
      verdict.sectionRequired[position] = holds
    }
    for (position, condition) in fieldRequired {
      guard let holds = condition.holds(values, work: &work) else { return false }
      verdict.required[position] = holds
    }
    for (position, condition) in rules.enumerated() {
      guard let holds = condition.holds(values, work: &work) else { return false }
      verdict.rules[position] = holds
    }
    for position in verdict.visible.indices {
      let bySection = sectionOf[position].map { verdict.sectionRequired[$0] } ?? false
      verdict.required[position] =
        verdict.visible[position]
        && (formRequired[position] || verdict.required[position] || bySection)
    }
    return true
  }
}
