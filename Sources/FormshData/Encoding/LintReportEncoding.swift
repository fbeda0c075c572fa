import FormshDomain
import FormshJSON

extension LoadedForm {
  /// The object `lint --json` prints for the form: `source`, `title`, `dialect` (the one it
  /// was written in), `fields` in render order (id, path in the payload as a JSON Pointer,
  /// kind, label, required — true, false or "conditional" —, constraints (min, max,
  /// min_length, max_length, pattern, min_selections, max_selections, options: those it
  /// has), initial value as the payload carries it — a secure
  /// default masked, a computed field computed —, option ids, links, section, visible_if,
  /// required_if, read_only, enabled_if, computed, default_value_from), `submit_data`,
  /// `sections` (id,
  /// title, description, visible_if, required_if), `rules` (check, message, fields) and
  /// `diagnostics` (severity, field, message). Conditions are the JSON the form wrote, null
  /// when absent.
  public var lintJSON: JSONValue {
    // A list that starts empty shows what its first item holds.
    let form = self.form.withAnItemInEmptyLists
    let initial = form.initialState
    let fields: [JSONValue] = form.fields.indices.map { position in
      let field = form.fields[position]
      return .object(
        JSONObject([
          ("id", .string(field.id)),
          ("path", .string(form.payloadPointer(of: position))),
          ("kind", .string(field.kind.name)),
          ("label", .string(field.label)),
          ("required", field.requiredJSON(in: form)),
          ("constraints", field.constraintsJSON),
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
        ("dialect", .string(dialect)),
        ("fields", .array(fields)),
        ("sections", .array(sections)),
        ("groups", .array(groups)),
        ("rules", .array(rules)),
        (
          "submit_data",
          .object(JSONObject(form.submitData.map { ($0.id, $0.value.json) }))
        ),
        (
          "action",
          form.action.map {
            .object(
              JSONObject([
                ("url", .string($0.url)), ("method", .string($0.method)),
                ("as", .string($0.asForm ? "form" : "json")),
              ]))
          } ?? .null
        ),
        ("omit_empty", .bool(form.omitsEmpty)),
        ("diagnostics", .array(diagnostics)),
      ]))
  }
}

extension Optional where Wrapped == Condition {
  /// The condition as the form wrote it, or null.
  fileprivate var json: JSONValue { self?.source.jsonValue ?? .null }
}

extension Form {
  /// Where the field at `position` goes in the payload, as a JSON Pointer (`/address/city`,
  /// `/guests/0/name`).
  fileprivate func payloadPointer(of position: Int) -> String {
    let steps = payloadPaths?[position] ?? [.key(fields[position].id)]
    return steps.reduce(into: "") { pointer, step in
      switch step {
      case .key(let key): pointer = pointer.pointer(key)
      case .item(let index): pointer = pointer.pointer(index)
      }
    }
  }
}

extension Field {
  /// `required`: true when always, false when never, "conditional" when a condition decides
  /// (`required_if`, or a required field that a condition may hide or disable, its section's
  /// included).
  fileprivate func requiredJSON(in form: Form) -> JSONValue {
    if requiredIf != nil || section.flatMap(form.section)?.requiredIf != nil {
      return .string("conditional")
    }
    guard isRequired else { return .bool(false) }
    let decided =
      visibleIf != nil || enabledIf != nil || section.flatMap(form.section)?.visibleIf != nil
    return decided ? .string("conditional") : .bool(true)
  }

  /// The limits a value must keep, by the names of the form dialect: `min` and `max` (numbers
  /// for a number, text for a date or a time), `min_length`, `max_length`, `pattern`,
  /// `min_selections`, `max_selections` and `options` (the ids a value may take); only those
  /// the field has.
  fileprivate var constraintsJSON: JSONValue {
    var members: [(key: String, value: JSONValue)] = []
    func bound(_ bound: RangeBound) -> JSONValue {
      kind == .number ? .number(bound.text) : .string(bound.text)
    }
    if let minimum = constraints.minimum { members.append(("min", bound(minimum))) }
    if let maximum = constraints.maximum { members.append(("max", bound(maximum))) }
    if let least = constraints.minLength { members.append(("min_length", .number(String(least)))) }
    if let most = constraints.maxLength { members.append(("max_length", .number(String(most)))) }
    if let pattern = constraints.pattern { members.append(("pattern", .string(pattern.source))) }
    if let least = constraints.minSelections {
      members.append(("min_selections", .number(String(least))))
    }
    if let most = constraints.maxSelections {
      members.append(("max_selections", .number(String(most))))
    }
    if kind.shape.takesOptions {
      members.append(("options", .array(options.map { .string($0.id) })))
    }
    return .object(JSONObject(members))
  }
}
