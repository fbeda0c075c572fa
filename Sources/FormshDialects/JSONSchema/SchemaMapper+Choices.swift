import FormshJSON

/// Options of a dropdown: `enum` (labels from `enumNames`), or `oneOf`/`anyOf` of values.
extension SchemaMapper {
  /// `oneOf`/`anyOf` of values (`{"const": v, "title": t}`, or `enum: [v]`), as (id, label).
  func choices(of schema: JSONObject) -> [(id: JSONValue, label: String?)]? {
    guard let list = schema.array("oneOf") ?? schema.array("anyOf"), !list.isEmpty
    else { return nil }
    var result: [(JSONValue, String?)] = []
    for case .object(let choice) in list {
      if let constant = choice["const"] {
        result.append((constant, choice.string("title")))
      } else if let values = choice.array("enum"), values.count == 1 {
        result.append((values[0], choice.string("title")))
      } else {
        return nil
      }
    }
    return result.count == list.count ? result : nil
  }

  /// The keyword a field's options come from: `enum`, else `oneOf`, else `anyOf` (as
  /// `choices(of:)` reads them).
  private func listKey(of schema: JSONObject) -> String {
    if schema["enum"] != nil { return "enum" }
    return schema.array("oneOf") != nil ? "oneOf" : "anyOf"
  }

  /// A field's options, from `enum` (labels from `enumNames` or `ui:enumNames`) or from
  /// `oneOf`/`anyOf` of values; nil when it has neither.
  func options(of schema: JSONObject, ui: SchemaUI, name: String, at: String) -> [JSONValue]? {
    var values: [(id: JSONValue, label: String?)]
    if let list = schema.array("enum") {
      let names =
        ui.value("enumNames").flatMap { if case .array(let a) = $0 { a } else { nil } }
        ?? schema.array("enumNames") ?? []
      values = list.enumerated().map { index, value in
        let label: String? =
          if index < names.count, case .string(let text) = names[index] { text } else { nil }
        return (value, label)
      }
    } else if let choices = choices(of: schema) {
      values = choices
    } else {
      return nil
    }
    // Options are counted before they are made: 100,000 properties of one definition of
    // 250,000 values stop here.
    guard work.charge(values.count) else { return [] }
    var options: [JSONValue] = []
    for (index, (id, label)) in values.enumerated() {
      switch id {
      case .string, .number:
        var option = JSONObject([("id", id)])
        if let label { option.members.append(("label", .string(label))) }
        options.append(.object(option))
      case .null:
        continue  // "no choice", which an empty dropdown is
      default:
        problems.report(
          "option \(id.excerpt) of `\(name)`", .skipped("is not a string or a number"),
          at: at.pointer(listKey(of: schema)).pointer(index))
      }
    }
    return options
  }
}
