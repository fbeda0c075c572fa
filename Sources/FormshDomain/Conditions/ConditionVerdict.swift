/// What a batch fill needs to know of a record's conditions: which fields are shown and
/// required, and which rules hold. Kept per thread and rewritten for each record.
struct ConditionVerdict: Sendable {
  var visible: [Bool]
  var required: [Bool]
  var sectionVisible: [Bool]
  var sectionRequired: [Bool]
  var rules: [Bool]

  /// For no form yet.
  init() {
    visible = []
    required = []
    sectionVisible = []
    sectionRequired = []
    rules = []
  }

  /// For a form, every field shown.
  init(form: Form) {
    visible = Array(repeating: true, count: form.fields.count)
    required = Array(repeating: false, count: form.fields.count)
    sectionVisible = Array(repeating: true, count: form.sections.count)
    sectionRequired = Array(repeating: false, count: form.sections.count)
    rules = Array(repeating: true, count: form.rules.count)
  }

  /// Every field and section shown, nothing required by a condition, every rule holding.
  mutating func reset() {
    for position in visible.indices {
      visible[position] = true
      required[position] = false
    }
    for position in sectionVisible.indices {
      sectionVisible[position] = true
      sectionRequired[position] = false
    }
    for position in rules.indices { rules[position] = true }
  }

  /// The same as a status the full evaluator worked out.
  mutating func copy(_ status: FormStatus) {
    for position in visible.indices {
      visible[position] = status.visible[position]
      required[position] = status.required[position]
    }
    for position in rules.indices { rules[position] = status.ruleOutcome[position].isTrue }
  }
}
