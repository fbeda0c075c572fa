import FormshData
import FormshDomain
import FormshPresentation

/// The conditions and rules of a field as `why --json` and `describe --json` print them: the
/// same `ConditionExplainer` checks `why` and `describe` show in words.
enum ExplanationJSON {
  /// `conditions`: one object per condition that decides the field — `condition`
  /// (`visible_if` or `required_if`), `section` (the section whose condition it is, null for
  /// the field's own), `rule` (the JSON Logic the form wrote), `holds` (whether it is true
  /// now), `outcome` (what it gave, in words) and `reads` (the values it read, by field id;
  /// null for a hidden field or a name that is no field; a secret masked).
  static func conditions(of field: Field, in view: FormView) -> JSONValue {
    .array(
      ConditionExplainer.checks(of: field, in: view).map { check in
        .object(
          JSONObject([
            ("condition", .string(check.key)),
            ("section", check.section.map(JSONValue.string) ?? .null),
            ("rule", check.condition.source.jsonValue),
            ("holds", .bool(check.outcome.isTrue)),
            ("outcome", .string(ConditionExplainer.outcome(check.outcome))),
            ("reads", reads(check.condition, view)),
          ]))
      })
  }

  /// `form_rules`: one object per rule across fields that names the field or reads it —
  /// `message`, `check` (its JSON Logic), `fields` (those it puts its message on), `holds`,
  /// `outcome` and `reads`.
  static func rules(of field: Field, in view: FormView) -> JSONValue {
    .array(
      ConditionExplainer.rules(of: field, in: view).map { rule, outcome in
        .object(
          JSONObject([
            ("message", .string(rule.message)),
            ("check", rule.check.source.jsonValue),
            ("fields", .array(rule.fields.map(JSONValue.string))),
            ("holds", .bool(outcome.isTrue)),
            ("outcome", .string(ConditionExplainer.outcome(outcome))),
            ("reads", reads(rule.check, view)),
          ]))
      })
  }

  /// `read_by`: the conditions that read the field, in words (`visible_if of vat_hint`).
  static func readBy(_ field: Field, in view: FormView) -> JSONValue {
    .array(WhyRenderer.readers(of: field, in: view.form).map(JSONValue.string))
  }

  /// The values a condition read, by field id.
  private static func reads(_ condition: Condition, _ view: FormView) -> JSONValue {
    let ids = ConditionExplainer.idsRead(by: condition, in: view.form)
    return .object(
      JSONObject(
        ids.map { id in
          guard let field = view.form.field(id), let position = view.form.position(of: id),
            view.status.visible[position]
          else { return (id, .null) }
          return (id, field.reportedJSON(view.value(of: field)))
        }))
  }
}
