import FormshDomain

/// What a session tells the coverage of its form as things happen.
///
/// When a side counts:
/// - a field is set by any accepted edit naming it (not `reset`); an option is selected, a
///   checkbox or toggle on or off, when an edit leaves it so;
/// - a field's rules are seen when the values are checked (`validate`, `submit`, and the
///   expectations that validate): every rule of a shown field, not only its first failure.
///   An empty value exercises `required` alone (every other rule passes it without looking);
///   a hidden field exercises nothing. An edit refused at `set` is its rule failing (text
///   past `max_length`, letters in a number);
/// - a field's `error_message` is shown when one of the failures it replaces happens;
/// - `visible_if` and `required_if` are seen with each edit and each check; the form's rules
///   with each check, as they only act then;
/// - a link is seen when `links` lists it or `open` opens it.
extension FormCoverage {
  /// An accepted edit of the field at `position` of `form` left it with `value`; `counts`
  /// is false for `reset`, which sets nothing.
  public mutating func noteEdit(
    at position: Int, of form: Form, value: FormValue, counts: Bool
  ) {
    guard let slots = slot(position, of: form) else { return }
    wasUsed = true
    guard counts else { return }
    if let set = slots.set { items[set].see("set") }
    if let onOff = slots.onOff { items[onOff].see(value.isOn ? "on" : "off") }
    for id in value.selection ?? [] {
      if let option = slots.options[id] { items[option].see("selected") }
    }
  }

  /// An edit of the field at `position` of `form` was refused: the rule it stands for
  /// failed.
  public mutating func noteRefusal(at position: Int, of form: Form, _ error: EditError) {
    guard let slots = slot(position, of: form), let name = error.failedRule else { return }
    wasUsed = true
    for (index, rule) in form.fields[position].rules.enumerated() where rule.name == name {
      if let item = slots.rules[index] { items[item].see("failed") }
    }
  }

  /// What the conditions of `form` gave: each `visible_if`, `enabled_if` and `required_if`
  /// true or false.
  public mutating func noteConditions(of form: Form, _ status: FormStatus) {
    wasUsed = true
    for position in form.fields.indices {
      guard let slots = slot(position, of: form) else { continue }
      see(slots.visibleIf, status.visibleOutcome[position])
      see(slots.enabledIf, status.enabledOutcome[position])
      see(slots.requiredIf, status.requiredOutcome[position])
    }
    for position in sectionVisibleIf.indices {
      see(sectionVisibleIf[position], status.sectionOutcome[position])
      see(sectionRequiredIf[position], status.sectionRequiredOutcome[position])
    }
  }

  private mutating func see(_ item: Int?, _ outcome: ConditionOutcome?) {
    guard let item, let outcome else { return }
    items[item].see(outcome.isTrue ? "true" : "false")
  }

  /// The values were checked (all fields, or the one at `only`): every rule of each shown
  /// field is run on its value, and the form's rules and conditions are seen as they stand.
  public mutating func noteValidation(
    of form: Form, _ state: FormState, _ status: FormStatus, only: Int? = nil
  ) {
    wasUsed = true
    for (position, field) in form.fields.enumerated() where status.visible[position] {
      if let only, only != position { continue }
      guard let slots = slot(position, of: form) else { continue }
      noteRules(
        of: field, in: slots, value: state[field.id] ?? field.kind.emptyValue,
        required: status.required[position])
    }
    noteConditions(of: form, status)
    guard only == nil else { return }
    for position in form.rules.indices where firstFormRule + position < submitItem {
      items[firstFormRule + position].see(status.ruleOutcome[position].isTrue ? "held" : "failed")
    }
  }

  private mutating func noteRules(
    of field: Field, in slots: Slots, value: FormValue, required: Bool
  ) {
    var messageShown = false
    if required, let item = slots.required {
      items[item].see(value.isEmpty ? "failed" : "passed")
      messageShown = value.isEmpty
    }
    if !value.isEmpty {
      for (index, rule) in field.rules.enumerated() {
        guard let item = slots.rules[index] else { continue }
        if let failure = rule.check(value) {
          items[item].see("failed")
          messageShown = messageShown || failure.takesFieldMessage
        } else {
          items[item].see("passed")
        }
      }
    }
    if messageShown, let item = slots.message { items[item].see("shown") }
  }

  /// The form's lists were validated with these numbers of items (on the form with that
  /// many, one of the family of the form recorded: `Form.resized`).
  public mutating func noteItems(of form: Form) {
    wasUsed = true
    for list in form.lists {
      guard let item = listItems[list.id], let bounds = list.bounds else { continue }
      let count = form.itemCount(of: list)
      let side =
        switch bounds.failure(of: count) {
        case .tooFewItems?: "too few"
        case .tooManyItems?: "too many"
        default: "within bounds"
        }
      items[item].see(side)
    }
  }

  /// A submit was refused (by the rules, or by the server) or accepted.
  public mutating func noteSubmit(accepted: Bool) {
    wasUsed = true
    items[submitItem].see(accepted ? "accepted" : "refused")
  }

  /// `links` listed the links of the field at `only`, or all of them.
  public mutating func noteLinksListed(of form: Form, only: Int? = nil) {
    wasUsed = true
    for (position, field) in form.fields.enumerated() {
      if let only, only != position { continue }
      guard let first = slot(position, of: form)?.firstLink else { continue }
      for offset in field.links.indices { items[first + offset].see("seen") }
    }
  }

  /// `open N` opened the form's link number `number` (from 1, in field order).
  public mutating func noteLinkOpened(_ number: Int, of form: Form) {
    wasUsed = true
    var remaining = number - 1
    for (position, field) in form.fields.enumerated() {
      guard remaining >= field.links.count else {
        if let first = slot(position, of: form)?.firstLink, remaining >= 0 {
          items[first + remaining].see("seen")
        }
        return
      }
      remaining -= field.links.count
    }
  }

  /// A server answered a payload of the form, with errors in these shapes (none when it
  /// accepted it, or gave errors in no shape known).
  public mutating func noteServerAnswer(shapes: [ServerErrorShape]) {
    wasUsed = true
    talkedToServer = true
    for shape in shapes {
      guard let offset = ServerErrorShape.allCases.firstIndex(of: shape) else { continue }
      items[firstServerShape + offset].see("seen")
    }
  }
}
