import FormshJSON

extension HTMLFormReader {
  /// formsh's `type` and `subtype` of each `<input type>` a user types into.
  static let textKinds: [String: (type: String, subtype: String)] = [
    "text": ("TEXT", "PLAIN"), "search": ("TEXT", "PLAIN"), "tel": ("TEXT", "PLAIN"),
    "email": ("TEXT", "EMAIL"), "url": ("TEXT", "URI"), "password": ("TEXT", "SECURE"),
    "number": ("TEXT", "NUMBER"), "range": ("TEXT", "NUMBER"), "date": ("TEXT", "DATE"),
    "time": ("TEXT", "TIME"), "datetime-local": ("TEXT", "DATETIME"),
  ]

  /// The input types whose `pattern`, `minlength` and `maxlength` apply (the HTML standard's
  /// list).
  static let patterned: Set<String> = ["text", "search", "tel", "email", "url", "password"]

  /// Reads one control: a field, a choice added to its group's field, the submit button, or a
  /// problem.
  mutating func control(_ element: HTMLElement, _ around: Surroundings, groups: inout [String: Int])
  {
    let type = (element["type"] ?? "").lowercased()
    if element.tag == "button" || ["submit", "image", "reset", "button"].contains(type) {
      submitButton(element, type: type, disabled: around.disabled)
      return
    }
    guard let name = element["name"], !name.isEmpty else {
      problems.report(
        place(of: element.tag, nil) + " without a name", .skipped("is never sent"),
        at: place(of: element.tag, nil))
      return
    }
    let sent = !(around.disabled || element.has("disabled"))
    switch element.tag {
    case "select": add(select(element, name: name, around), name: name, sent: sent)
    case "textarea":
      var field = base(element, name: name, type: "TEXT", subtype: "MULTILINE", around)
      lengths(element, name: name, into: &field)
      let text = element.ownText
      if !text.isEmpty { field.append(("default_value", .string(text))) }
      add(field, name: name, sent: sent)
    default:
      input(
        element, type: type.isEmpty ? "text" : type, name: name, around, sent: sent, groups: &groups
      )
    }
  }

  private mutating func input(
    _ element: HTMLElement, type: String, name: String, _ around: Surroundings, sent: Bool,
    groups: inout [String: Int]
  ) {
    switch type {
    case "hidden":
      // Sent as the page gives it, never edited: a CSRF token, a record's id.
      var field = base(element, name: name, type: "TEXT", subtype: "PLAIN", around)
      field.append(("read_only", .bool(true)))
      field.append(("default_value", .string(element["value"] ?? "")))
      add(field, name: name, sent: sent)
    case "radio", "checkbox":
      choice(element, type: type, name: name, around, sent: sent, groups: &groups)
    case "file":
      problems.report(
        place(of: "input type=\"file\"", name),
        .skipped("is not sent: formsh has no file field yet (send the form with curl -F)"),
        at: place(of: "input", name))
    default:
      var kind = Self.textKinds[type]
      if kind == nil {
        problems.report(
          place(of: "input type=\"\(type)\"", name), .changed("is read as plain text"),
          at: place(of: "input", name))
        kind = ("TEXT", "PLAIN")
      }
      var field = base(element, name: name, type: kind!.type, subtype: kind!.subtype, around)
      if Self.patterned.contains(type) {
        lengths(element, name: name, into: &field)
        if let pattern = element["pattern"], !(type == "email" && element.has("multiple")),
          let regex = problems.regex(
            pattern, match: .whole, unicode: true,
            construct: "pattern \"\(pattern)\" of " + place(of: "input", name),
            at: place(of: "input", name))
        {
          field.append(("regex", .string(regex)))
        }
      }
      if type == "email", element.has("multiple") {
        problems.report(
          place(of: "input type=\"email\" multiple", name),
          .changed("is read as one address: formsh has no list of addresses"),
          at: place(of: "input", name))
      }
      if kind!.subtype != "PLAIN", kind!.subtype != "EMAIL", kind!.subtype != "URI",
        kind!.subtype != "SECURE"
      {
        bounds(element, name: name, number: kind!.subtype == "NUMBER", into: &field)
      }
      if type != "password", let value = element["value"], !value.isEmpty {
        field.append(("default_value", .string(value)))
      }
      if element.has("readonly") { field.append(("read_only", .bool(true))) }
      add(field, name: name, sent: sent)
    }
  }

  /// The members every field has: id, type, label, placeholder, section, required.
  func base(
    _ element: HTMLElement, name: String, type: String, subtype: String?, _ around: Surroundings
  ) -> [(key: String, value: JSONValue)] {
    var members: [(key: String, value: JSONValue)] = [
      ("id", .string(name)), ("order", .number(String(fields.count + 1))), ("type", .string(type)),
    ]
    if let subtype { members.append(("subtype", .string(subtype))) }
    members.append(("label", .string(label(of: element, around) ?? name)))
    if let placeholder = element["placeholder"], !placeholder.isEmpty {
      members.append(("placeholder", .string(placeholder)))
    }
    if let section = around.section { members.append(("section", .string(section))) }
    if element.has("required") { members.append(("required", .bool(true))) }
    return members
  }

  /// A control's label: a `<label for>` its id, the `<label>` around it (a label labels the
  /// first control inside it), `aria-label`, else its placeholder or `title`.
  func label(of element: HTMLElement, _ around: Surroundings) -> String? {
    let wrapping = around.label.flatMap { label in
      label.descendantsAndSelf.first { ["input", "select", "textarea"].contains($0.tag) }
        === element ? label : nil
    }
    let candidates: [String?] = [
      element["id"].flatMap { labelsFor[$0] },
      wrapping?.text(skipping: Self.isControl),
      element["aria-label"], element["placeholder"], element["title"],
    ]
    return candidates.lazy.compactMap { $0?.trimmingWhitespace }.first { !$0.isEmpty }
  }

  /// `minlength` and `maxlength`: valid non-negative integers, else reported and ignored.
  mutating func lengths(
    _ element: HTMLElement, name: String, into field: inout [(key: String, value: JSONValue)]
  ) {
    for (attribute, key) in [("minlength", "min_length"), ("maxlength", "max_length")] {
      guard let written = element[attribute] else { continue }
      if let bound = Int(written.trimmingWhitespace), bound >= 0,
        attribute == "minlength" || bound > 0
      {
        field.append((key, .number(String(bound))))
      } else {
        problems.report(
          "\(attribute)=\"\(written)\" of " + place(of: element.tag, name),
          .skipped("is not a length (a whole number, 0 or more)"), at: place(of: element.tag, name))
      }
    }
  }

  /// `min` and `max` of a number, a date or a time, as written (formsh's mapping judges them
  /// as the field's kind: one that is not is a warning); `step` is reported, as formsh has no
  /// step rule.
  mutating func bounds(
    _ element: HTMLElement, name: String, number: Bool,
    into field: inout [(key: String, value: JSONValue)]
  ) {
    for attribute in ["min", "max"] {
      guard let written = element[attribute]?.trimmingWhitespace, !written.isEmpty else {
        continue
      }
      if number {
        guard let value = Self.number(written) else {
          problems.report(
            "\(attribute)=\"\(written)\" of " + place(of: "input", name),
            .skipped("is not a number"), at: place(of: "input", name))
          continue
        }
        field.append((attribute, value))
      } else {
        field.append((attribute, .string(written)))
      }
    }
    if let step = element["step"], step.lowercased() != "any" {
      problems.report(
        "step=\"\(step)\" of " + place(of: "input", name),
        .changed("is not checked: formsh has no step rule"), at: place(of: "input", name))
    }
  }

  /// A number as HTML writes one (`-1.5`, `1e3`), as a JSON number; nil for anything else.
  static func number(_ text: String) -> JSONValue? {
    guard let first = text.first, first == "-" || first.isASCII && first.isNumber,
      Double(text)?.isFinite == true, !text.contains(where: { $0 == "+" && text.first == "+" })
    else { return nil }
    return .number(text)
  }

  /// Adds a field: a disabled control (or one in a disabled fieldset) is shown but never
  /// sent, as formsh's `enabled_if: false` says. A name already taken is reported.
  mutating func add(_ field: [(key: String, value: JSONValue)]?, name: String, sent: Bool) {
    guard var field else { return }
    guard !ids.contains(name) else {
      problems.report(
        place(of: "input", name) + " again", .skipped("a second control of that name"),
        at: place(of: "input", name))
      return
    }
    guard fields.count < context.fieldLimit else {
      problems.report(
        place(of: "input", name), .skipped("past the \(context.fieldLimit) fields a form may have"),
        at: place(of: "input", name))
      return
    }
    if !sent { field.append(("enabled_if", .bool(false))) }
    ids.insert(name)
    fields.append(JSONObject(field))
  }

  /// The default submit button (the first, which Enter presses): its name and value are sent.
  private mutating func submitButton(_ element: HTMLElement, type: String, disabled: Bool) {
    let submits = element.tag == "button" ? (type.isEmpty || type == "submit") : type == "submit"
    guard submits, button == nil, !disabled, !element.has("disabled") else { return }
    guard let name = element["name"], !name.isEmpty else {
      button = ("", "")  // the default button has no name: nothing of it is sent
      return
    }
    button = (name, element["value"] ?? (element.tag == "input" ? "Submit" : ""))
  }
}
