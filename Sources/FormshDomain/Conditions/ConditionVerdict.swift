/// What a batch fill needs to know of a record's conditions: which fields are shown and
/// required, and which rules hold. Kept per thread and rewritten for each record, in one
/// array of flags (fields shown, fields required, sections shown, sections required by a
/// condition, rules holding), so that working it out checks one buffer's uniqueness, not one
/// per flag written.
package struct ConditionVerdict: Sendable {
  /// The flags, in the order above.
  package var flags: [Bool]
  package let fieldCount: Int
  package let sectionCount: Int

  /// For no form yet.
  package init() {
    flags = []
    fieldCount = 0
    sectionCount = 0
  }

  /// For a form: every field and section shown, nothing required, every rule holding.
  package init(form: Form) {
    fieldCount = form.fields.count
    sectionCount = form.sections.count
    flags =
      Array(repeating: true, count: fieldCount) + Array(repeating: false, count: fieldCount)
      + Array(repeating: true, count: sectionCount) + Array(repeating: false, count: sectionCount)
      + Array(repeating: true, count: form.rules.count)
  }

  /// Where each group of flags starts.
  package var requiredStart: Int { fieldCount }
  var sectionVisibleStart: Int { 2 * fieldCount }
  var sectionRequiredStart: Int { 2 * fieldCount + sectionCount }
  package var rulesStart: Int { 2 * fieldCount + 2 * sectionCount }

  /// Whether the field at `position` is shown.
  @inline(__always)
  package func isVisible(_ position: Int) -> Bool { flags[position] }

  /// Whether the field at `position` is required (by the form or a condition; never while
  /// hidden).
  @inline(__always)
  package func isRequired(_ position: Int) -> Bool { flags[fieldCount + position] }

  /// Whether the rule at `position` holds.
  @inline(__always)
  package func ruleHolds(_ position: Int) -> Bool { flags[rulesStart + position] }

  /// Whether some rule does not hold.
  package var anyRuleFails: Bool {
    for position in rulesStart..<flags.count where !flags[position] { return true }
    return false
  }

  /// Each field shown or not, by render position.
  var visible: [Bool] { Array(flags[0..<fieldCount]) }
  /// Each field required or not.
  var required: [Bool] { Array(flags[fieldCount..<2 * fieldCount]) }
  /// Each rule holding or not.
  var rules: [Bool] { Array(flags[rulesStart...]) }

  /// The same as a status the full evaluator worked out.
  package mutating func copy(_ status: FormStatus) {
    for position in 0..<fieldCount {
      flags[position] = status.visible[position]
      flags[fieldCount + position] = status.required[position]
    }
    let rulesStart = rulesStart
    for position in status.ruleOutcome.indices {
      flags[rulesStart + position] = status.ruleOutcome[position].isTrue
    }
  }
}
