/// A form's conditions when every one of them has a fast shape (`FastCondition`) and none is
/// on a cycle or broken: the plan of `FormLogic` with each condition compiled against field
/// positions. A batch fill works out each record's visibility, required fields and rules with
/// it, and falls back on `FormLogic.evaluate` for a record it cannot answer.
struct FastLogic: Sendable {
  /// A visibility node to work out, in `FormLogic`'s order: a field (by render position) or
  /// a section (by position), its condition's root in `program` (`-1`: none of its own) and,
  /// for a field, its section's position (`-1`: none).
  struct Step: Sendable {
    var isSection: Bool
    var position: Int32
    var condition: Int32
    var section: Int32
  }

  /// Every condition of the form.
  let program: FastProgram
  let steps: [Step]
  /// Fields' `requiredIf` (by render position) and sections' (by position), with the root of
  /// each condition.
  let fieldRequired: [(position: Int32, condition: Int32)]
  let sectionRequired: [(position: Int32, condition: Int32)]
  /// The root of each rule's check, in the form's order.
  let rules: [Int32]
  /// Each field's section position, by render position.
  let sectionOf: [Int?]
  /// Whether each field is required by the form itself.
  let formRequired: [Bool]

  /// The fast plan, or `nil` when some condition has another shape.
  init?(
    fields: [Field], sections: [Section], rules: [CrossFieldRule], order: [Int],
    sectionOf: [Int?], index: [FieldID: Int]
  ) {
    var program = FastProgram()
    /// The root of a condition's program; `-1` for none; `nil` when it has no fast shape.
    func compile(_ condition: Condition?) -> Int32? {
      guard let condition else { return -1 }
      guard case .rule(let rule) = condition.body,
        let fast = FastCondition(rule, position: { index[$0] })
      else { return nil }
      return program.append(fast)
    }
    var steps: [Step] = []
    for node in order {
      if node < fields.count {
        guard let own = compile(fields[node].visibleIf) else { return nil }
        steps.append(
          Step(
            isSection: false, position: Int32(node), condition: own,
            section: Int32(sectionOf[node] ?? -1)))
      } else {
        let position = node - fields.count
        guard let own = compile(sections[position].visibleIf) else { return nil }
        steps.append(Step(isSection: true, position: Int32(position), condition: own, section: -1))
      }
    }
    var fieldRequired: [(Int32, Int32)] = []
    for (position, field) in fields.enumerated() where field.requiredIf != nil {
      guard let root = compile(field.requiredIf) else { return nil }
      fieldRequired.append((Int32(position), root))
    }
    var sectionRequired: [(Int32, Int32)] = []
    for (position, section) in sections.enumerated() where section.requiredIf != nil {
      guard let root = compile(section.requiredIf) else { return nil }
      sectionRequired.append((Int32(position), root))
    }
    var rootsOfRules: [Int32] = []
    for rule in rules {
      guard let root = compile(rule.check) else { return nil }
      rootsOfRules.append(root)
    }
    self.program = program
    self.steps = steps
    self.fieldRequired = fieldRequired
    self.sectionRequired = sectionRequired
    self.rules = rootsOfRules
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
      let position = Int(step.position)
      guard !step.isSection else {
        guard step.condition >= 0 else { continue }
        guard let holds = program.holds(step.condition, values, &work) else { return false }
        verdict.sectionVisible[position] = holds
        continue
      }
      var shown = step.section < 0 || verdict.sectionVisible[Int(step.section)]
      // Under a hidden section the field's own condition cannot change the answer.
      if shown, step.condition >= 0 {
        guard let holds = program.holds(step.condition, values, &work) else { return false }
        shown = holds
      }
      verdict.visible[position] = shown
      if !shown { values[position] = .null }
    }
    for (position, root) in sectionRequired {
      guard let holds = program.holds(root, values, &work) else { return false }
      verdict.sectionRequired[Int(position)] = holds
    }
    for (position, root) in fieldRequired {
      guard let holds = program.holds(root, values, &work) else { return false }
      verdict.required[Int(position)] = holds
    }
    for (position, root) in rules.enumerated() {
      guard let holds = program.holds(root, values, &work) else { return false }
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
