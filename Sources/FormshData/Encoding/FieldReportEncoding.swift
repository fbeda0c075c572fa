import FormshDomain
import FormshJSON

extension Field {
  /// A value as every JSON report shows it: as the payload carries it, a secret masked.
  public func reportedJSON(_ value: FormValue) -> JSONValue {
    reportedPayload(value).json
  }

  /// `fields --json`: one line per field, with stable keys: `id`, `kind`, `required` (now:
  /// a condition may make it so), `value` (as the payload carries it, a secret masked),
  /// `error` (the message on show, or null) and `visible` (false while its conditions hide
  /// it).
  public func summaryJSON(value: FormValue, error: String?, required: Bool, visible: Bool)
    -> JSONValue
  {
    .object(
      JSONObject([
        ("id", .string(id)),
        ("kind", .string(kind.name)),
        ("required", .bool(required)),
        ("value", reportedJSON(value)),
        ("error", error.map(JSONValue.string) ?? .null),
        ("visible", .bool(visible)),
      ]))
  }

  /// `show --json`: the summary's keys, then `label`, `placeholder`, `supporting_text`,
  /// `default`, `rules` (in words, in the order they are checked), `section`, `visible_if`
  /// and `required_if` (the conditions as the form wrote them), `options` (`id`, `label`,
  /// `selected`) and `links` (`number`, `text`, `url`). Absent texts are null.
  public func detailJSON(
    value: FormValue, error: String?, required: Bool, visible: Bool, firstLinkNumber: Int
  ) -> JSONValue {
    guard
      case .object(var object) = summaryJSON(
        value: value, error: error, required: required, visible: visible)
    else {
      return .null
    }
    let chosen = Set(value.selection ?? [])
    object.members += [
      ("label", .string(label)),
      ("placeholder", placeholder.map(JSONValue.string) ?? .null),
      ("supporting_text", supportingText.map(JSONValue.string) ?? .null),
      ("default", reportedJSON(defaultValue)),
      ("rules", .array(rules.map { .string($0.description) })),
      ("section", section.map(JSONValue.string) ?? .null),
      ("visible_if", visibleIf?.source.jsonValue ?? .null),
      ("required_if", requiredIf?.source.jsonValue ?? .null),
      (
        "options",
        .array(
          options.map { option in
            .object(
              JSONObject([
                ("id", .string(option.id)), ("label", .string(option.label)),
                ("selected", .bool(chosen.contains(option.id))),
              ]))
          })
      ),
      (
        "links",
        .array(
          links.enumerated().map { offset, link in
            .object(
              JSONObject([
                ("number", .number(String(firstLinkNumber + offset))),
                ("text", .string(link.text)), ("url", .string(link.url)),
              ]))
          })
      ),
    ]
    return .object(object)
  }
}

extension Array where Element == FieldFailure {
  /// `validate --json`: `{"ok":true}`, or `{"ok":false,"errors":{FIELD:MESSAGE,…}}` in
  /// render order, the shape of `fill`'s lines.
  public var reportJSON: JSONValue {
    guard !isEmpty else { return .object(JSONObject([("ok", .bool(true))])) }
    return .object(
      JSONObject([
        ("ok", .bool(false)),
        ("errors", .object(JSONObject(map { ($0.field, .string($0.message)) }))),
      ]))
  }
}
