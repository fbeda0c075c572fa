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

  /// The values a condition read, one `id = value` each (a secret masked); a hidden field
  /// read as null says so; a path to no field too.
  public static func readings(of condition: Condition, in view: FormView) -> [String] {
    let ids: [String] =
      condition.readsEverything ? view.form.fields.map(\.id) : condition.reads
    return ids.map { id in
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
}
