import FormshDomain

/// Conditions in words, for `show --all`, `why` and `sections`: what a condition gave, the
/// values it read, why a field or a section is hidden.
public enum ConditionExplainer {
  /// What a condition gave: `true`, `false`, or the error that made it count as false.
  public static func outcome(_ outcome: ConditionOutcome) -> String {
    switch outcome {
    case .holds: "true"
    case .fails: "false"
    case .failed(let message): "false (its evaluation failed: \(message))"
    case .unusable(let reason): "false (\(reason))"
    case .unfinished(let reason):
      "not known, counted as false (its evaluation did not finish: \(reason))"
    }
  }

  /// Why a field is hidden, in a few words; `nil` when it is shown.
  public static func hiddenReason(of field: Field, in view: FormView) -> String? {
    guard let position = view.form.position(of: field.id), !view.status.visible[position] else {
      return nil
    }
    if let section = field.section, let index = view.form.sectionPosition(of: section),
      !view.status.sectionVisible[index]
    {
      return "section \(view.form.sections[index].id) is hidden"
    }
    return "visible_if is " + outcome(view.status.visibleOutcome[position] ?? .fails)
  }

  /// Why a section is hidden, in a few words; `nil` when it is shown.
  public static func hiddenReason(ofSection position: Int, in view: FormView) -> String? {
    guard !view.status.sectionVisible[position] else { return nil }
    return "visible_if is " + outcome(view.status.sectionOutcome[position] ?? .fails)
  }

  /// The ids a condition reads, as its readings list them: every field when it may read
  /// any; else the fields it names, those of a group it reads whole in place of the group's
  /// id, and the names that are no field.
  public static func idsRead(by condition: Condition, in form: Form) -> [FieldID] {
    if condition.readsEverything { return form.fields.map(\.id) }
    var seen: Set<FieldID> = []
    return condition.reads.flatMap { id -> [FieldID] in
      guard condition.groupReads.contains(id), let group = form.group(id) else { return [id] }
      return group.fields.map { form.fields[$0].id }
    }.filter { seen.insert($0).inserted }
  }

  /// The values a condition read, one `id = value` each (a secret masked); a hidden field
  /// read as null says so; a path to no field too.
  public static func readings(of condition: Condition, in view: FormView) -> [String] {
    idsRead(by: condition, in: view.form).map { id in
      guard let field = view.form.field(id), let position = view.form.position(of: id) else {
        return "\(id) is not a field (reads as null)"
      }
      guard view.status.visible[position] else { return "\(id) is hidden (reads as null)" }
      return "\(id) = " + ValueSummary.summary(view.value(of: field), of: field)
    }
  }

  /// Where a condition is, in words: `visible_if of vat`, `required_if of section company`,
  /// `the rule "Passwords must match"`.
  public static func site(_ site: ConditionSite, in form: Form) -> String {
    site.name(in: form)
  }

  /// A condition that decides a field's state: its own `visible_if` or `required_if`, or
  /// its section's, with what it gives now. `why` and `describe` both list these.
  public struct Check: Sendable {
    /// `visible_if` or `required_if`.
    public let key: String
    /// The section whose condition it is; `nil` for the field's own.
    public let section: SectionID?
    public let condition: Condition
    /// What it gives now.
    public let outcome: ConditionOutcome

    /// Its name in words: `visible_if`, `visible_if of section company`.
    public var name: String { section.map { "\(key) of section \($0)" } ?? key }
  }

  /// The conditions that decide a field, in the order they apply: its section's
  /// `visible_if`, its own `visible_if`, its own `enabled_if` (nothing while the field is
  /// hidden), its own `required_if`, its section's `required_if`.
  public static func checks(of field: Field, in view: FormView) -> [Check] {
    let form = view.form
    let status = view.status
    guard let position = form.position(of: field.id) else { return [] }
    let sectionIndex = field.section.flatMap(form.sectionPosition(of:))
    var checks: [Check] = []
    if let sectionIndex, let condition = form.sections[sectionIndex].visibleIf {
      checks.append(
        Check(
          key: "visible_if", section: form.sections[sectionIndex].id, condition: condition,
          outcome: status.sectionOutcome[sectionIndex] ?? .fails))
    }
    if let condition = field.visibleIf {
      checks.append(
        Check(
          key: "visible_if", section: nil, condition: condition,
          outcome: status.visibleOutcome[position] ?? .fails))
    }
    if let condition = field.enabledIf, let outcome = status.enabledOutcome[position] {
      checks.append(
        Check(
          key: "enabled_if", section: nil, condition: condition, outcome: outcome))
    }
    if let condition = field.requiredIf {
      checks.append(
        Check(
          key: "required_if", section: nil, condition: condition,
          outcome: status.requiredOutcome[position] ?? .fails))
    }
    if let sectionIndex, let condition = form.sections[sectionIndex].requiredIf {
      checks.append(
        Check(
          key: "required_if", section: form.sections[sectionIndex].id, condition: condition,
          outcome: status.sectionRequiredOutcome[sectionIndex] ?? .fails))
    }
    return checks
  }

  /// The form's rules across fields that name a field or read it, with what each gives now.
  public static func rules(of field: Field, in view: FormView)
    -> [(rule: CrossFieldRule, outcome: ConditionOutcome)]
  {
    view.form.rules.enumerated().compactMap { index, rule in
      guard
        rule.fields.contains(field.id) || rule.check.readsEverything
          || view.form.names(field.id, in: rule.check)
      else { return nil }
      return (rule, view.status.ruleOutcome[index])
    }
  }
}
