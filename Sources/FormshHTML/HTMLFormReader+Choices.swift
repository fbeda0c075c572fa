import FormshJSON

extension HTMLFormReader {
  /// A `<select>` as a dropdown: its options (inside `<optgroup>`s too; a disabled one left
  /// out, one of empty value is "none"), `multiple`, and the options `selected`. A single
  /// select with none selected starts on its first option, as a browser sends it.
  mutating func select(_ element: HTMLElement, name: String, _ around: Surroundings)
    -> [(key: String, value: JSONValue)]
  {
    var field = base(element, name: name, type: "DROPDOWN", subtype: nil, around)
    let multiple = element.has("multiple")
    if multiple { field.append(("allow_multiple", .bool(true))) }
    var options: [JSONValue] = []
    var selected: [JSONValue] = []
    var seen: Set<String> = []
    for option in element.descendantsAndSelf where option.tag == "option" {
      guard context.work.charge(), !option.has("disabled") else { continue }
      let label = option["label"] ?? option.text()
      let value = option["value"] ?? option.text()
      guard !value.isEmpty, seen.insert(value).inserted else { continue }
      options.append(
        .object(
          JSONObject([("id", .string(value)), ("label", .string(label.isEmpty ? value : label))])))
      if option.has("selected") { selected.append(.string(value)) }
    }
    field.append(("options", .array(options)))
    if multiple {
      if !selected.isEmpty { field.append(("default_values", .array(selected))) }
    } else if let first = selected.first {
      field.append(("default_value", first))
    } else if !element.has("required"), !hasEmptyOption(element),
      case .object(let option)? = options.first,
      let id = option["id"]
    {
      field.append(("default_value", id))
    }
    return field
  }

  /// Whether a select offers an option of empty value ("---------"): then nothing chosen is
  /// what it sends at first.
  private func hasEmptyOption(_ element: HTMLElement) -> Bool {
    element.descendantsAndSelf.contains { $0.tag == "option" && ($0["value"] ?? $0.text()).isEmpty }
  }

  /// A radio button or a checkbox: the radios of one name are one dropdown, its options their
  /// values; a checkbox alone is a checkbox (sent `true` or `false`), the checkboxes of one
  /// name a multi-select of their values.
  mutating func choice(
    _ element: HTMLElement, type: String, name: String, _ around: Surroundings, sent: Bool,
    groups: inout [String: Int]
  ) {
    let value = element["value"] ?? "on"
    let label = label(of: element, around) ?? value
    let option = JSONValue.object(JSONObject([("id", .string(value)), ("label", .string(label))]))
    if let index = groups[name] {
      var field = fields[index]
      if case .array(var options)? = field["options"] {
        options.append(option)
        field = field.replacing("options", .array(options))
      } else {
        // A second checkbox of the name: the checkbox becomes a multi-select of both.
        let firstValue =
          field["html_value"].flatMap { if case .string(let s) = $0 { s } else { nil } } ?? "on"
        let first = JSONValue.object(
          JSONObject([
            ("id", .string(firstValue)), ("label", field["label"] ?? .string(firstValue)),
          ]))
        let wasChecked = field["default_value"] == .bool(true)
        field = JSONObject(
          field.members.filter { !["default_value", "html_value"].contains($0.key) })
        field = field.replacing("type", .string("DROPDOWN"))
        field.members.append(("allow_multiple", .bool(true)))
        field.members.append(("options", .array([first, option])))
        if wasChecked { field.members.append(("default_values", .array([.string(firstValue)]))) }
      }
      if element.has("checked") {
        let key = type == "radio" ? "default_value" : "default_values"
        if type == "radio" {
          if field[key] == nil { field.members.append((key, .string(value))) }
        } else if case .array(var chosen)? = field[key] {
          chosen.append(.string(value))
          field = field.replacing(key, .array(chosen))
        } else {
          field.members.append((key, .array([.string(value)])))
        }
      }
      fields[index] = field
      return
    }
    var field: [(key: String, value: JSONValue)]
    if type == "radio" {
      field = base(element, name: name, type: "DROPDOWN", subtype: nil, around)
      // A radio group's label is its fieldset's legend, not one radio's.
      field = field.map { $0.key == "label" ? ("label", .string(name)) : $0 }
      field.append(("options", .array([option])))
      if element.has("checked") { field.append(("default_value", .string(value))) }
    } else {
      field = base(element, name: name, type: "CHECKBOX", subtype: nil, around)
      field.append(("default_value", .bool(element.has("checked"))))
      if value != "on" { field.append(("html_value", .string(value))) }
    }
    let before = fields.count
    add(field, name: name, sent: sent)
    if fields.count > before { groups[name] = before }
  }
}

extension JSONObject {
  /// The object with a member's value replaced (appended when it has none).
  func replacing(_ key: String, _ value: JSONValue) -> JSONObject {
    var copy = self
    if let index = copy.members.firstIndex(where: { $0.key == key }) {
      copy.members[index].value = value
    } else {
      copy.members.append((key, value))
    }
    return copy
  }
}
