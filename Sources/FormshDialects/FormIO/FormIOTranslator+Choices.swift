import FormshJSON

/// The options of `select`, `radio` and `selectboxes`.
extension FormIOTranslator {
  /// Options from `values` (radio, select boxes) or `data.values` (select), a select's
  /// `dataSrc: url` as `options_url`; `multiple` and select boxes as a multi-select.
  mutating func choices(
    _ object: JSONObject, type: String, into draft: inout FieldDraft, at pointer: String
  ) {
    draft.allowMultiple =
      type == "selectboxes" || (type == "select" && object["multiple"] == .bool(true))
    let source = object["dataSrc"]?.stringValue ?? "values"
    let data = object["data"]?.objectValue
    if type == "select", source != "values" {
      guard source == "url", let url = data?["url"]?.stringValue,
        url.hasPrefix("http://") || url.hasPrefix("https://"), !url.contains("{{")
      else {
        problems.report(
          "select `\(draft.id)` with dataSrc `\(source)`",
          .noOptions(
            source == "url" ? "has no plain http(s) URL (a template or none)" : "is not supported"),
          at: pointer.pointer("dataSrc"))
        draft.options = []
        return
      }
      draft.optionsURL = url
      problems.report(
        "options URL of select `\(draft.id)`", .readAs("options of `id` and `label`"),
        at: pointer.pointer("data").pointer("url"))
      return
    }
    let values = type == "select" ? data?["values"] : object["values"]
    let here =
      type == "select" ? pointer.pointer("data").pointer("values") : pointer.pointer("values")
    var options: [JSONValue] = []
    for (index, entry) in (values?.arrayValue ?? []).enumerated() {
      guard work.charge() else { break }
      guard let entry = entry.objectValue, let value = entry["value"],
        value.stringValue != nil || value.numberText != nil
      else {
        problems.report(
          "value of `\(draft.id)`", .skipped("has no string or number value"),
          at: here.pointer(index))
        continue
      }
      let id: JSONValue = value
      let label = entry["label"]?.stringValue ?? value.stringValue ?? value.numberText ?? ""
      if value.stringValue == "" { continue }  // the builder's empty placeholder row
      options.append(.object(.of(("id", id), ("label", .string(label)))))
    }
    draft.options = options
    if type == "selectboxes" {
      problems.report(
        "selectboxes `\(draft.id)`'s value",
        .submittedAs("an array of the checked values, not an object of booleans"),
        at: pointer)
    }
  }
}
