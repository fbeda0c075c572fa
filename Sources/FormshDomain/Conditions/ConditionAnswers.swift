/// What answers each condition while `FormLogic` works out a form's status: the plan (which
/// condition when, what a hidden field or section does, the shared budget) is the form's, the
/// answers come from here. The reference is `ConditionData`, the evaluator on the form's
/// values; batch fill answers from tables the evaluator filled (`FormshFill`), to the same
/// plan, so that the two can only differ where an answer does.
package protocol ConditionAnswers {
  /// What the condition at `site` (`Form.condition(at:)`, which exists) gives on the values
  /// as they read now; its steps and the bytes it built are added to `budget` (which is not
  /// spent yet), as `Condition.evaluate(_:budget:quotingValues:)` counts them.
  mutating func outcome(
    at site: ConditionSite, in form: Form, budget: inout LogicBudget, quotingValues: Bool
  ) -> ConditionOutcome

  /// The field at `position` is shown and enabled (it reads as its value), or hidden or
  /// disabled (it reads as null), from now on.
  mutating func show(_ position: Int, _ shown: Bool)
}

extension ConditionData: ConditionAnswers {
  package mutating func outcome(
    at site: ConditionSite, in form: Form, budget: inout LogicBudget, quotingValues: Bool
  ) -> ConditionOutcome {
    let condition = form.condition(at: site)!
    let data = value(for: condition, budget: &budget)
    return condition.evaluate(data, budget: &budget, quotingValues: quotingValues)
  }
}

extension Form {
  /// The condition at a site, if the form has one there.
  package func condition(at site: ConditionSite) -> Condition? {
    switch site {
    case .fieldVisible(let position): fields[position].visibleIf
    case .fieldRequired(let position): fields[position].requiredIf
    case .fieldEnabled(let position): fields[position].enabledIf
    case .sectionVisible(let position): sections[position].visibleIf
    case .sectionRequired(let position): sections[position].requiredIf
    case .rule(let position): rules[position].check
    }
  }
}

extension Form {
  /// Every condition of the form with its site, in the form's order
  /// (`FormLogic.conditions`).
  package var conditions: [(site: ConditionSite, condition: Condition)] {
    FormLogic.conditions(fields, sections, rules)
  }
}
