import FormshDomain

extension LoadedForm {
  /// The object `lint --json` prints for the form: `source`, `title`, `fields` in render
  /// order (id, kind, label, required, initial value as the payload carries it — a secure
  /// default masked —, option ids, links) and `diagnostics` (severity, field, message).
  public var lintJSON: JSONValue {
    let fields: [JSONValue] = form.fields.map { field in
      .object(
        JSONObject([
          ("id", .string(field.id)),
          ("kind", .string(field.kind.name)),
          ("label", .string(field.label)),
          ("required", .bool(field.isRequired)),
          ("value", field.reportedJSON(field.defaultValue)),
          ("options", .array(field.options.map { .string($0.id) })),
          (
            "links",
            .array(
              field.links.map {
                .object(JSONObject([("text", .string($0.text)), ("url", .string($0.url))]))
              })
          ),
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
        ("diagnostics", .array(diagnostics)),
      ]))
  }
}
