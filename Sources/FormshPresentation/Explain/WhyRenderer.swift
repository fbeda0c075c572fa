import FormshDomain

/// `why FIELD`: everything that decides a field's state, with the values that decided it:
///
///     vat · text · in section company
///       shown     yes: visible_if is true
///                   {"==":[{"var":"account_type"},"business"]}
///                   account_type = "business"
///       required  yes: required_if is true
///                   {"in":[{"var":"country"},["at","de","fr"]]}
///                   country = "de"
///       value     ""
///       fails     is required
///       read by   visible_if of vat_hint
public enum WhyRenderer {
  /// The explanation of one field; `failures` are those the rules find now.
  public static func render(_ field: Field, _ view: FormView, failures: [FieldFailure]) -> String {
    let form = view.form
    guard let position = form.position(of: field.id) else { return "" }
    let status = view.status
    var out = "\(field.id) · \(field.kind)"
    if let section = field.section { out += " · in section \(section)" }
    var rows: [(String, [String])] = []

    var shown: [String] = []
    let sectionIndex = field.section.flatMap(form.sectionPosition(of:))
    if let sectionIndex {
      let section = form.sections[sectionIndex]
      if let condition = section.visibleIf {
        let outcome = status.sectionOutcome[sectionIndex] ?? .fails
        shown.append(
          "section \(section.id) is \(status.sectionVisible[sectionIndex] ? "shown" : "hidden"): "
            + "its visible_if is \(ConditionExplainer.outcome(outcome))")
        shown += details(condition, view)
      }
    }
    if let condition = field.visibleIf {
      let outcome = status.visibleOutcome[position] ?? .fails
      shown.append("visible_if is \(ConditionExplainer.outcome(outcome))")
      shown += details(condition, view)
    }
    let visible = status.visible[position]
    if shown.isEmpty { shown = ["no condition hides it"] }
    shown[0] = (visible ? "yes: " : "no: ") + shown[0]
    rows.append(("shown", shown))
    let enabled = status.enabled[position]
    if let editable = editable(field, at: position, view) { rows.append(("editable", editable)) }

    var required: [String] = []
    if !visible {
      required = ["no: a hidden field is not required"]
    } else if !enabled {
      required = ["no: a disabled field is not required"]
    } else {
      if field.isRequired { required.append("the form marks it required") }
      if let condition = field.requiredIf {
        let outcome = status.requiredOutcome[position] ?? .fails
        required.append("required_if is \(ConditionExplainer.outcome(outcome))")
        required += details(condition, view)
      }
      if let sectionIndex, let condition = form.sections[sectionIndex].requiredIf {
        let outcome = status.sectionRequiredOutcome[sectionIndex] ?? .fails
        required.append(
          "section \(form.sections[sectionIndex].id)'s required_if is "
            + ConditionExplainer.outcome(outcome))
        required += details(condition, view)
      }
      if required.isEmpty { required = ["nothing makes it required"] }
      required[0] = (status.required[position] ? "yes: " : "no: ") + required[0]
    }
    rows.append(("required", required))
    rows.append(("value", [ValueSummary.summary(view.value(of: field), of: field)]))

    if !visible {
      rows.append(("fails", ["nothing: a hidden field is not validated"]))
    } else if !enabled {
      rows.append(("fails", ["nothing: a disabled field is not validated"]))
    } else if let failure = failures.first(where: { $0.field == field.id }) {
      rows.append(("fails", [failure.message]))
    } else {
      rows.append(("fails", ["nothing: every rule passes"]))
    }

    var rules: [String] = []
    for (index, rule) in form.rules.enumerated() where rule.fields.contains(field.id) {
      let holds = status.ruleOutcome[index].isTrue
      rules.append(
        "\(quoted(rule.message)): "
          + (holds
            ? "holds"
            : "does not hold: its check is "
              + ConditionExplainer.outcome(status.ruleOutcome[index])))
      rules += details(rule.check, view)
    }
    if !rules.isEmpty { rows.append(("rules", rules)) }

    let readers = readers(of: field, in: form)
    rows.append(("read by", [readers.isEmpty ? "no condition" : readers.joined(separator: ", ")]))

    out = TerminalText.sanitize(out) + "\n"
    for (name, lines) in rows {
      for (offset, line) in lines.enumerated() {
        out +=
          "  " + TerminalText.pad(offset == 0 ? name : "", to: 10)
          + TerminalText.sanitize(line) + "\n"
      }
    }
    return out
  }

  /// Whether an edit may change the field, and why not: computed (from what), read-only,
  /// or disabled by its `enabled_if` (with the values it read); `nil` for a field nothing
  /// but visibility keeps from edits.
  private static func editable(_ field: Field, at position: Int, _ view: FormView) -> [String]? {
    if let computed = field.computed {
      let problem = view.computeProblems[field.id].map { ["  it has no value: \($0)"] } ?? []
      return ["no: its value is computed"] + details(computed, view) + problem
    }
    if field.isReadOnly { return ["no: it is read-only"] }
    guard let condition = field.enabledIf else { return nil }
    guard let outcome = view.status.enabledOutcome[position] else {
      return ["not while it is hidden: enabled_if is not worked out"]
    }
    let verdict = view.status.enabled[position] ? "yes: " : "no, it is disabled: "
    return [verdict + "enabled_if is \(ConditionExplainer.outcome(outcome))"]
      + details(condition, view)
  }

  /// A condition's text and the values it read, indented under the line that names it.
  private static func details(_ condition: Condition, _ view: FormView) -> [String] {
    var lines = ["  " + condition.text]
    let readings = ConditionExplainer.readings(of: condition, in: view)
    if !readings.isEmpty { lines.append("  " + readings.joined(separator: ", ")) }
    return lines
  }

  /// The conditions that read a field, in words.
  public static func readers(of field: Field, in form: Form) -> [String] {
    func reads(_ condition: Condition?) -> Bool {
      guard let condition else { return false }
      return condition.readsEverything || form.names(field.id, in: condition)
    }
    var names: [String] = []
    for other in form.fields {
      if reads(other.visibleIf) { names.append("visible_if of \(other.id)") }
      if reads(other.enabledIf) { names.append("enabled_if of \(other.id)") }
      if reads(other.requiredIf) { names.append("required_if of \(other.id)") }
      if reads(other.computed) { names.append("value of \(other.id)") }
      if reads(other.defaultFrom) { names.append("default_value_from of \(other.id)") }
    }
    for section in form.sections {
      if reads(section.visibleIf) { names.append("visible_if of section \(section.id)") }
      if reads(section.requiredIf) { names.append("required_if of section \(section.id)") }
    }
    for rule in form.rules where reads(rule.check) {
      names.append("the rule \(quoted(rule.message))")
    }
    return names
  }
}
