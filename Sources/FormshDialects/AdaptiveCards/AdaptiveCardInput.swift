import FormshJSON

/// One `Input.*` element of a card as a field of formsh's dialect: its kind from the input
/// type (and `style`, `isMultiline`, `isMultiSelect`), then the keys common to every input
/// (`id`, `label`, `isRequired`, `errorMessage`) and the ones of its type. What the field
/// cannot hold is reported.
struct AdaptiveCardInput {
  /// The input element.
  let element: AdaptiveCardElement
  /// Where the input is: its section (an `Action.ShowCard`'s card), whether a container
  /// holding it is hidden, and the text shown just before it (a label for a card written
  /// before inputs had `label`).
  let context: AdaptiveCardWalk.Context

  /// The input types the dialect knows.
  static let types: Set<String> = [
    "Input.Text", "Input.Number", "Input.Date", "Input.Time", "Input.Toggle", "Input.ChoiceSet",
  ]

  /// The field (nil when the input cannot be one: no `id`, an unknown type), reporting what
  /// it loses.
  func field(order: Int, problems: inout DialectProblems) -> JSONObject? {
    let type = element.type ?? ""
    guard Self.types.contains(type) else {
      problems.report(
        "input type `\(type)`", .unsupported, at: element.pointer.pointer("type"))
      return nil
    }
    guard let id = element.string("id"), !id.isEmpty else {
      problems.report(
        "\(type) without an `id`", .skipped("is never submitted"), at: element.pointer)
      return nil
    }
    var field = FieldDraft(id: id)
    field.number(order)
    kind(type, of: &field, problems: &problems)
    common(type, of: &field)
    switch type {
    case "Input.Text": text(of: &field, problems: &problems)
    case "Input.Number": bounds(number: true, of: &field, problems: &problems)
    case "Input.Date", "Input.Time": bounds(number: false, of: &field, problems: &problems)
    case "Input.Toggle": toggle(of: &field, problems: &problems)
    case "Input.ChoiceSet": choices(of: &field, problems: &problems)
    default: break
    }
    reportMistyped(type, problems: &problems)
    field.section = context.section
    if context.hidden { field.visibleIf = .bool(false) }
    reportUnkept(problems: &problems)
    return field.object
  }

  /// `type` and `subtype` (and `allow_multiple` for a multi-select).
  private func kind(_ type: String, of field: inout FieldDraft, problems: inout DialectProblems) {
    switch type {
    case "Input.Number": (field.type, field.subtype) = ("TEXT", "NUMBER")
    case "Input.Date": (field.type, field.subtype) = ("TEXT", "DATE")
    case "Input.Time": (field.type, field.subtype) = ("TEXT", "TIME")
    case "Input.Toggle": field.type = "TOGGLE"
    case "Input.ChoiceSet":
      field.type = "DROPDOWN"
      field.allowMultiple = element.bool("isMultiSelect") ?? false
    default:
      field.type = "TEXT"
      field.subtype = textSubtype(problems: &problems)
    }
  }

  /// An `Input.Text`'s subtype: its `style` (a password hides, email, tel and url check their
  /// format), else `isMultiline`.
  private func textSubtype(problems: inout DialectProblems) -> String {
    switch element.string("style")?.lowercased() {
    case "password": return "SECURE"
    case "email": return "EMAIL"
    case "url": return "URI"
    case "tel":
      // formsh phone numbers are E.164 and take no pattern: a card's own pattern for a
      // number (a national format) is kept by keeping the text plain.
      guard element.string("regex") == nil else {
        problems.report(
          "Input.Text `\(element.string("id") ?? "")` style `tel` with a `regex`",
          .readAs(
            "plain text checked by its regex (a formsh phone number is E.164 and takes no"
              + " pattern)"), at: element.pointer.pointer("style"))
        return element.bool("isMultiline") == true ? "MULTILINE" : "PLAIN"
      }
      return "PHONE"
    default: return element.bool("isMultiline") == true ? "MULTILINE" : "PLAIN"
    }
  }

  /// `label` (else the text shown just before, else `placeholder`), `required`,
  /// `error_message`.
  private func common(_ type: String, of field: inout FieldDraft) {
    let label =
      element.string("label") ?? (type == "Input.Toggle" ? element.string("title") : nil)
      ?? context.precedingText
    if let label { field.label = label }
    field.placeholder = element.string("placeholder")
    field.required = element.bool("isRequired") == true
    field.errorMessage = element.string("errorMessage")
  }

  /// `maxLength`, `regex` and `value` of an `Input.Text`.
  private func text(of field: inout FieldDraft, problems: inout DialectProblems) {
    if element.number("maxLength") != nil {
      field.maxLength = problems.wholeNumber(
        "maxLength", of: element.object, owner: element.name, at: element.pointer)
    }
    if let regex = element.string("regex"), !regex.isEmpty {
      // The renderer tests `new RegExp(regex, "g")`: a search.
      field.regex = problems.regex(
        regex, match: .search, unicode: false, construct: "\(element.name) `regex` `\(regex)`",
        at: element.pointer.pointer("regex"))
    }
    field.defaultValue = element.string("value").map(JSONValue.string)
    if let action = element.child("inlineAction") {
      problems.report(
        "inline action \(action.name)", .notKept(nil), at: action.pointer)
    }
  }

  /// `min`, `max` and `value` of an `Input.Number` (numbers), `Input.Date` (`YYYY-MM-DD`) or
  /// `Input.Time` (`HH:MM`): kept as written, formsh judges them as it judges its own.
  private func bounds(
    number: Bool, of field: inout FieldDraft, problems: inout DialectProblems
  ) {
    let targets: [(String, FormKeys.Field)] = [
      ("min", .min), ("max", .max), ("value", .defaultValue),
    ]
    for (source, target) in targets {
      guard let value = element.object[source] else { continue }
      switch value {
      case .number where number:
        if let finite = problems.finiteNumber(
          source, of: element.object, owner: element.name,
          at: element.pointer)
        {
          field[target] = finite.json
        }
      case .string where !number: field[target] = value
      default: continue
      }
    }
  }

  /// An `Input.Toggle`: its `title` (the words beside the box) under a `label`, its `value`
  /// as the starting state. A toggle that submits words other than `"true"`/`"false"` is
  /// reported: formsh sends a boolean.
  private func toggle(of field: inout FieldDraft, problems: inout DialectProblems) {
    if element.string("label") != nil, let title = element.string("title") {
      field.supportingText = title
    }
    let on = element.string("valueOn") ?? "true"
    let off = element.string("valueOff") ?? "false"
    if let value = element.string("value") {
      field.defaultValue = .bool(value == on)
    }
    if on != "true" || off != "false" {
      problems.report(
        "Input.Toggle `\(element.string("id") ?? "")` valueOn `\(on)` / valueOff `\(off)`",
        .submittedAs("true/false (formsh toggles submit booleans)"),
        at: element.pointer.pointer(on != "true" ? "valueOn" : "valueOff"))
    }
  }

  /// An `Input.ChoiceSet`'s `choices` as options, its `value` (comma-joined for a
  /// multi-select) as the starting selection.
  private func choices(of field: inout FieldDraft, problems: inout DialectProblems) {
    let id = element.string("id") ?? ""
    var options: [JSONValue] = []
    for choice in element.children("choices") {
      guard let value = choice.object["value"], Self.isOptionID(value) else {
        problems.report("choice without a string `value`", .skipped(nil), at: choice.pointer)
        continue
      }
      // A card sends a choice's value as a string, whatever the card wrote: `1` is sent `"1"`.
      let text: JSONValue = if case .number(let digits) = value { .string(digits) } else { value }
      var option: [(key: String, value: JSONValue)] = [("id", text)]
      if let title = choice.string("title") { option.append(("label", .string(title))) }
      options.append(.object(JSONObject(option)))
    }
    field.options = options
    let multiple = element.bool("isMultiSelect") ?? false
    if let value = element.string("value"), !value.isEmpty {
      if multiple {
        field.defaultValues = value.split(separator: ",").map { JSONValue.string(String($0)) }
      } else {
        field.defaultValue = .string(value)
      }
    }
    if multiple {
      problems.report(
        "multi-select Input.ChoiceSet `\(id)`",
        .submittedAs(
          "an array of values (Adaptive Cards send one comma-joined string, \"a,b\")"),
        at: element.pointer.pointer("isMultiSelect"))
    }
    if let data = element.child("choices.data") {
      problems.report(
        "`choices.data` (\(data.type ?? "a query"))", .notKept("only the static choices are"),
        at: data.pointer)
    }
  }

  /// Whether a choice's value can be an option id (a string; a number is kept as written).
  private static func isOptionID(_ value: JSONValue) -> Bool {
    switch value {
    case .string, .number: true
    default: false
    }
  }

  /// Members of an input that a formsh field cannot hold, each reported.
  private func reportUnkept(problems: inout DialectProblems) {
    let name = element.name
    if element.object["fallback"] != nil {
      problems.report(
        "\(name) `fallback`", .notKept("formsh renders every input type it reads"),
        at: element.pointer.pointer("fallback"))
    }
    if element.object["requires"] != nil {
      problems.report(
        "\(name) `requires`", .notChecked("the input is kept"),
        at: element.pointer.pointer("requires"))
    }
  }
}
