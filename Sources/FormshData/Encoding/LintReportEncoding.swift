import FormshDomain

extension LoadedForm {
  /// The object `lint --json` prints for the form: `source`, `title`, `fields` in render
  /// order (id, kind, label, required, initial value as the payload carries it — a secure
  /// default masked, a computed field computed —, option ids, links, section, visible_if,
  /// required_if, read_only, enabled_if, computed, default_value_from), `submit_data`,
  /// `sections` (id,
  /// title, description, visible_if, required_if), `rules` (check, message, fields) and
  /// `diagnostics` (severity, field, message). Conditions are the JSON the form wrote, null
  /// when absent.
  public var lintJSON: JSONValue {
    let initial = form.initialState
    let fields: [JSONValue] = form.fields.map { field in
      .object(
        JSONObject([
          ("id", .string(field.id)),
          ("kind", .string(field.kind.name)),
          ("label", .string(field.label)),
          ("required", .bool(field.isRequired)),
          ("value", field.reportedJSON(initial[field.id] ?? field.defaultValue)),
          ("options", .array(field.options.map { .string($0.id) })),
          (
            "links",
            .array(
              field.links.map {
                .object(JSONObject([("text", .string($0.text)), ("url", .string($0.url))]))
              })
          ),
          ("section", field.section.map(JSONValue.string) ?? .null),
          ("group", field.group.map(JSONValue.string) ?? .null),
          ("visible_if", field.visibleIf.json),
          ("required_if", field.requiredIf.json),
          ("read_only", .bool(field.isReadOnly)),
          ("enabled_if", field.enabledIf.json),
          ("computed", field.computed.json),
          ("default_value_from", field.defaultFrom.json),
        ]))
    }
    let sections: [JSONValue] = form.sections.map { section in
      .object(
        JSONObject([
          ("id", .string(section.id)),
          ("title", .string(section.title)),
          ("description", section.description.map(JSONValue.string) ?? .null),
          ("visible_if", section.visibleIf.json),
          ("required_if", section.requiredIf.json),
        ]))
    }
    let groups: [JSONValue] = form.groups.map { group in
      .object(
        JSONObject([
          ("id", .string(group.id)),
          ("label", .string(group.label)),
          ("parent", group.parent.map(JSONValue.string) ?? .null),
          ("fields", .array(group.fields.map { .string(form.fields[$0].id) })),
          ("visible_if", group.visibleIf.json),
          ("enabled_if", group.enabledIf.json),
        ]))
    }
    let rules: [JSONValue] = form.rules.map { rule in
      .object(
        JSONObject([
          ("check", rule.check.source.jsonValue),
          ("message", .string(rule.message)),
          ("fields", .array(rule.fields.map(JSONValue.string))),
        ]))
    }
    let diagnostics: [JSONValue] = diagnostics.map { diagnostic in
      .object(
        JSONObject([
          ("severity", .string(diagnostic.severity.rawValue)),
          ("field", diagnostic.field.map(JSONValue.string) ?? .null),
          ("message", .string(diagnostic.message)),
        ]))
    }
    return .object(
      JSONObject([
        ("source", .string(source)),
        ("title", .string(form.title)),
        ("fields", .array(fields)),
        ("sections", .array(sections)),
        ("groups", .array(groups)),
        ("rules", .array(rules)),
        (
          "submit_data",
          .object(JSONObject(form.submitData.map { ($0.id, $0.value.json) }))
        ),
        ("diagnostics", .array(diagnostics)),
      ]))
  }
}

extension Optional where Wrapped == Condition {
  /// The condition as the form wrote it, or null.
  fileprivate var json: JSONValue { self?.source.jsonValue ?? .null }
}
