/// What a form's conditions say about its values: which fields and sections are shown, which
/// fields are required, whether each cross-field rule holds, and what each condition gave (for
/// `why`). A form without conditions has every field shown and required as it says.
public struct FormStatus: Sendable, Equatable {
  /// Whether each field is shown, in render order.
  public internal(set) var visible: [Bool]
  /// Whether each field is enabled, in render order (`enabled_if`): a disabled field is
  /// shown but neither edited, validated nor submitted, and reads as null in conditions. A
  /// hidden field counts as enabled (being hidden already leaves it out).
  public internal(set) var enabled: [Bool]
  /// Whether each field is required now, in render order (a hidden or disabled one is not).
  public internal(set) var required: [Bool]
  /// Whether each section is shown, in the form's order.
  public internal(set) var sectionVisible: [Bool]
  /// What each field's `visibleIf` gave (`nil`: it has none), in render order.
  public internal(set) var visibleOutcome: [ConditionOutcome?]
  /// What each field's `enabledIf` gave (`nil`: it has none, or the field is hidden).
  public internal(set) var enabledOutcome: [ConditionOutcome?]
  /// What each field's `requiredIf` gave (`nil`: it has none).
  public internal(set) var requiredOutcome: [ConditionOutcome?]
  /// What each section's `visibleIf` gave (`nil`: it has none).
  public internal(set) var sectionOutcome: [ConditionOutcome?]
  /// What each section's `requiredIf` gave (`nil`: it has none).
  public internal(set) var sectionRequiredOutcome: [ConditionOutcome?]
  /// What each cross-field rule's check gave, in the form's order.
  public internal(set) var ruleOutcome: [ConditionOutcome]
  /// The first condition whose evaluation did not finish (`ConditionOutcome.unfinished`: a
  /// budget ran out, or the run is to stop), or `nil` when every one finished. The values
  /// cannot then be judged: `ValidateForm` fails on it, a batch fill's record is an error.
  public internal(set) var unfinished: ConditionSite?
  /// Why that condition did not finish (`TYPE: detail`).
  public internal(set) var unfinishedReason = ""
  /// Whether some condition was stopped because the run is to stop, rather than by a budget:
  /// then the values have no verdict at all.
  public internal(set) var wasInterrupted = false

  /// Every field shown, required as it says, every rule holding: a form without conditions.
  package init(form: Form) {
    visible = Array(repeating: true, count: form.fields.count)
    enabled = visible
    enabledOutcome = Array(repeating: nil, count: form.fields.count)
    required = form.fields.map(\.isRequired)
    sectionVisible = Array(repeating: true, count: form.sections.count)
    visibleOutcome = Array(repeating: nil, count: form.fields.count)
    requiredOutcome = Array(repeating: nil, count: form.fields.count)
    sectionOutcome = Array(repeating: nil, count: form.sections.count)
    sectionRequiredOutcome = Array(repeating: nil, count: form.sections.count)
    ruleOutcome = Array(repeating: .holds, count: form.rules.count)
  }

  /// Back to a form without conditions, in place (a batch fill reuses one status for every
  /// record).
  mutating func reset(_ form: Form) {
    for position in visible.indices {
      visible[position] = true
      enabled[position] = true
      enabledOutcome[position] = nil
      required[position] = form.fields[position].isRequired
      visibleOutcome[position] = nil
      requiredOutcome[position] = nil
    }
    for position in sectionVisible.indices {
      sectionVisible[position] = true
      sectionOutcome[position] = nil
      sectionRequiredOutcome[position] = nil
    }
    for position in ruleOutcome.indices { ruleOutcome[position] = .holds }
    unfinished = nil
    unfinishedReason = ""
    wasInterrupted = false
  }

  /// Makes room for the fields `added` of `form` (an item just added to one of its lists):
  /// each shown, enabled and required as the form says, none of their conditions worked out
  /// yet (`FormLogic.update` settles them); the fields after them move down.
  package mutating func insertFields(_ added: Range<Int>, of form: Form) {
    let at = added.lowerBound
    let count = added.count
    visible.insert(contentsOf: repeatElement(true, count: count), at: at)
    enabled.insert(contentsOf: repeatElement(true, count: count), at: at)
    required.insert(contentsOf: form.fields[added].map(\.isRequired), at: at)
    visibleOutcome.insert(contentsOf: repeatElement(nil, count: count), at: at)
    enabledOutcome.insert(contentsOf: repeatElement(nil, count: count), at: at)
    requiredOutcome.insert(contentsOf: repeatElement(nil, count: count), at: at)
    func moved(_ position: Int) -> Int { position >= at ? position + count : position }
    switch unfinished {
    case .fieldVisible(let position)?: unfinished = .fieldVisible(moved(position))
    case .fieldEnabled(let position)?: unfinished = .fieldEnabled(moved(position))
    case .fieldRequired(let position)?: unfinished = .fieldRequired(moved(position))
    default: break
    }
  }

  /// Notes a condition that did not finish: the first is kept.
  mutating func noteUnfinished(_ site: ConditionSite, _ reason: String) {
    if reason == LogicError.interrupted.message { wasInterrupted = true }
    guard unfinished == nil else { return }
    unfinished = site
    unfinishedReason = reason
  }

  /// What validation says when a condition did not finish: `visible_if of vat was not
  /// evaluated: Over Budget: …`; `nil` when every one finished.
  public func unfinishedMessage(in form: Form) -> String? {
    unfinished.map { "\($0.name(in: form)) was not evaluated: \(unfinishedReason)" }
  }

  /// Whether a field (by render position) is shown.
  public func isVisible(_ position: Int) -> Bool { visible[position] }

  /// Whether a field (by render position) counts: shown and enabled, so validated and
  /// submitted.
  public func isActive(_ position: Int) -> Bool { visible[position] && enabled[position] }

  /// The conditions whose evaluation met an error (NaN and the like), in the form's order:
  /// fields' conditions, then sections', then rules'; and the first whose evaluation did not
  /// finish (`unfinished`: once the form's budget is spent, all those after it are left too,
  /// and naming each would only repeat it).
  public var evaluationErrors: [(site: ConditionSite, message: String)] {
    var errors: [(ConditionSite, String)] = []
    func note(_ outcome: ConditionOutcome?, _ site: ConditionSite) {
      switch outcome {
      case .failed(let message)?: errors.append((site, message))
      case .unfinished(let message)? where site == unfinished: errors.append((site, message))
      default: break
      }
    }
    for position in visible.indices {
      note(visibleOutcome[position], .fieldVisible(position))
      note(enabledOutcome[position], .fieldEnabled(position))
      note(requiredOutcome[position], .fieldRequired(position))
    }
    for position in sectionVisible.indices {
      note(sectionOutcome[position], .sectionVisible(position))
      note(sectionRequiredOutcome[position], .sectionRequired(position))
    }
    for position in ruleOutcome.indices { note(ruleOutcome[position], .rule(position)) }
    return errors
  }
}

/// Where a condition sits in a form, by position.
public enum ConditionSite: Sendable, Hashable {
  /// Where the condition is, in words: `visible_if of vat`, `required_if of section
  /// company`, `the rule "Passwords must match"`.
  public func name(in form: Form) -> String {
    switch self {
    case .fieldVisible(let position): "visible_if of \(form.fields[position].id)"
    case .fieldRequired(let position): "required_if of \(form.fields[position].id)"
    case .fieldEnabled(let position): "enabled_if of \(form.fields[position].id)"
    case .sectionVisible(let position): "visible_if of section \(form.sections[position].id)"
    case .sectionRequired(let position): "required_if of section \(form.sections[position].id)"
    case .rule(let position): "the rule \(quoted(form.rules[position].message))"
    }
  }

  /// A field's `visibleIf` (render position).
  case fieldVisible(Int)
  /// A field's `requiredIf`.
  case fieldRequired(Int)
  /// A field's `enabledIf`.
  case fieldEnabled(Int)
  /// A section's `visibleIf` (the form's order).
  case sectionVisible(Int)
  /// A section's `requiredIf`.
  case sectionRequired(Int)
  /// A cross-field rule's check.
  case rule(Int)
}
