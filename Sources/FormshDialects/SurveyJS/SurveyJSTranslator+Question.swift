import FormshJSON

/// One question as one field: its kind from its type (and `inputType`), then the properties
/// every question has, then its validators.
extension SurveyJSTranslator {
  /// Question properties formsh has no counterpart for: each given is reported and ignored.
  static let unsupportedKeys = [
    "setValueIf", "setValueExpression", "resetValueIf", "choicesVisibleIf", "choicesEnableIf",
    "choicesFromQuestion", "minValueExpression", "maxValueExpression", "inputMask", "maskType",
    "showCommentArea", "hasComment", "valueTrue", "valueFalse",
  ]

  /// The field of a question (a GROUP for a multiple-text), or nil when it is skipped.
  mutating func question(
    _ object: JSONObject, type: String, name: String, at pointer: String, scope: SurveyJSScope
  ) -> JSONObject? {
    // Inside a dynamic panel (a group), formsh reads `.`, `[` and `]` in an id as a path.
    if let list = scope.list, name.contains(where: { ".[]".contains($0) }) {
      problems.report(
        "question `\(name)` of dynamic panel `\(list)`",
        .skipped("has a name formsh reads as a path (a \".\", \"[\" or \"]\")"), at: pointer)
      return nil
    }
    let label = SurveyJSText.of(object["title"]) ?? name
    var draft: FieldDraft
    switch type {
    case "text": draft = text(object, name: name, label: label, at: pointer)
    case "comment":
      draft = FieldDraft(id: name, type: "TEXT", subtype: "MULTILINE", label: label)
      draft.maxLength = problems.limit(
        "maxLength", of: object, owner: "question `\(name)`", at: pointer)
    case "radiogroup", "dropdown", "checkbox", "tagbox":
      draft = FieldDraft(id: name, type: "DROPDOWN", label: label)
      draft.allowMultiple = type == "checkbox" || type == "tagbox"
      choices(object, into: &draft, at: pointer)
    case "boolean":
      let renderAs = object["renderAs"]?.stringValue?.lowercased()
      draft = FieldDraft(
        id: name, type: renderAs == "checkbox" ? "CHECKBOX" : "TOGGLE",
        label: SurveyJSText.of(object["title"]) ?? SurveyJSText.of(object["label"]) ?? name)
    case "rating": draft = rating(object, name: name, label: label, at: pointer)
    case "expression":
      guard let expression = self.expression(object, name: name, at: pointer, scope: scope) else {
        return nil
      }
      draft = FieldDraft(
        id: name, type: "TEXT", subtype: expression.isArithmetic ? "NUMBER" : "PLAIN", label: label)
      draft.value = expression.logic
    case "multipletext":
      draft = multipleText(object, name: name, label: label, at: pointer, scope: scope)
    default:
      return nil
    }
    common(object, into: &draft, at: pointer, scope: scope)
    // A rating or a numbered range makes up to a thousand options of a few bytes.
    work.charge(draft.options?.count ?? 0)
    if let list = scope.list {
      // `{panel.name}` in a dynamic panel's texts shows the same item's answer, as formsh's
      // `{list.name}` does.
      draft.label = Self.piped(draft.label, list: list)
      draft.placeholder = draft.placeholder.map { Self.piped($0, list: list) }
      draft.supportingText = draft.supportingText.map { Self.piped($0, list: list) }
    }
    validators(object, into: &draft, at: pointer, scope: scope)
    return draft.object(order: 0)
  }

  /// A text question: its `inputType` as a subtype, `min`/`max`, `maxLength`.
  private mutating func text(
    _ object: JSONObject, name: String, label: String, at pointer: String
  ) -> FieldDraft {
    let inputType = object["inputType"]?.stringValue?.lowercased() ?? "text"
    let subtypes = [
      "text": "PLAIN", "email": "EMAIL", "number": "NUMBER", "range": "NUMBER", "date": "DATE",
      "time": "TIME", "datetime": "DATETIME", "datetime-local": "DATETIME", "tel": "PHONE",
      "url": "URI", "password": "SECURE",
    ]
    var draft = FieldDraft(
      id: name, type: "TEXT", subtype: subtypes[inputType] ?? "PLAIN", label: label)
    if subtypes[inputType] == nil {
      problems.report(
        "input type `\(inputType)` of question `\(name)`", .plainText,
        at: pointer.pointer("inputType"))
    }
    if draft.subtype == "NUMBER" {
      draft.min =
        problems.finiteNumber("min", of: object, owner: "question `\(name)`", at: pointer)?.json
      draft.max =
        problems.finiteNumber("max", of: object, owner: "question `\(name)`", at: pointer)?.json
    } else if ["DATE", "TIME", "DATETIME"].contains(draft.subtype ?? "") {
      // A date's or time's bound is text, as written: formsh judges it as it judges its own.
      draft.min = object["min"].flatMap { $0 == .null ? nil : $0 }
      draft.max = object["max"].flatMap { $0 == .null ? nil : $0 }
    } else {
      for key in ["min", "max"] where object[key] != nil {
        problems.report(
          "`\(key)` of question `\(name)`", .skipped("applies to no \(inputType) input"),
          at: pointer.pointer(key))
      }
    }
    if !["DATE", "TIME", "DATETIME", "PHONE"].contains(draft.subtype ?? "") {
      draft.maxLength = problems.limit(
        "maxLength", of: object, owner: "question `\(name)`", at: pointer)
    }
    return draft
  }

  /// An expression question's expression, parsed and translated; reported and nil when it
  /// cannot be.
  private mutating func expression(
    _ object: JSONObject, name: String, at pointer: String, scope: SurveyJSScope
  ) -> (logic: JSONValue, isArithmetic: Bool)? {
    guard case .string(let text) = object["expression"] else {
      problems.report("expression question `\(name)`", .skipped("has no expression"), at: pointer)
      return nil
    }
    do {
      let parsed = try SurveyJSExpressionParser.parse(text)
      return (try parsed.logic(scope.variables), parsed.isArithmetic)
    } catch {
      problems.report(
        "expression question `\(name)` \"\(text)\"",
        .untranslatable(error.message), at: pointer.pointer("expression"))
      return nil
    }
  }

  /// A multiple-text question as a GROUP of text fields, one per item (SurveyJS's data
  /// nests the items under the question's name, as formsh's payload does a group's).
  private mutating func multipleText(
    _ object: JSONObject, name: String, label: String, at pointer: String, scope: SurveyJSScope
  ) -> FieldDraft {
    var draft = FieldDraft(id: name, type: "GROUP", label: label)
    var fields: [JSONObject] = []
    for (index, item) in (object["items"]?.arrayValue ?? []).enumerated() {
      guard work.charge() else { break }
      let itemPointer = pointer.pointer("items").pointer(index)
      guard let item = item.objectValue, let itemName = item["name"]?.stringValue else {
        problems.report(
          "item of multiple-text question `\(name)`", .skipped("has no name"), at: itemPointer)
        continue
      }
      var itemDraft = text(
        item, name: itemName, label: SurveyJSText.of(item["title"]) ?? itemName, at: itemPointer)
      itemDraft.placeholder = SurveyJSText.of(item["placeholder"])
      itemDraft.required = item["isRequired"] == .bool(true)
      if let message = SurveyJSText.of(item["requiredErrorText"]) {
        itemDraft.errorMessage = message
      }
      itemDraft.path = scope.list == nil ? name + "." + itemName : itemName
      validators(item, into: &itemDraft, at: itemPointer, scope: scope)
      fields.append(itemDraft.object(order: fields.count + 1))
    }
    draft.fields = fields
    return draft
  }

  /// What every question has: description, placeholder, section, required, conditions,
  /// defaults and messages; properties formsh has no counterpart for are reported.
  private mutating func common(
    _ object: JSONObject, into draft: inout FieldDraft, at pointer: String,
    scope: SurveyJSScope
  ) {
    draft.supportingText = SurveyJSText.of(object["description"])
    draft.placeholder = SurveyJSText.of(object["placeholder"] ?? object["placeHolder"])
    draft.section = scope.list == nil ? scope.section : nil
    draft.required = object["isRequired"] == .bool(true) && draft.type != "GROUP"
    if draft.required, draft.type == "TOGGLE" || draft.type == "CHECKBOX" {
      // SurveyJS takes "No" as an answer; formsh's required checkbox or toggle must be on.
      draft.required = false
      problems.report(
        "`isRequired` of boolean `\(draft.id)`",
        .skipped("is always met in formsh (a toggle always has a value)"),
        at: pointer.pointer("isRequired"))
    }
    applyConditions(
      object, to: &draft, at: pointer, scope: scope, requiredAllowed: draft.type != "GROUP")
    draft.errorMessage = SurveyJSText.of(object["requiredErrorText"])
    defaults(object, into: &draft, at: pointer, scope: scope)
    for key in Self.unsupportedKeys where object[key] != nil {
      if key == "maskType", object[key] == .string("none") { continue }
      if ["showCommentArea", "hasComment"].contains(key), object[key] == .bool(false) { continue }
      problems.report(
        "`\(key)` of question `\(draft.id)`", .unsupported, at: pointer.pointer(key))
    }
  }

  /// `defaultValue` (an array for a multi-select) and `defaultValueExpression`.
  private mutating func defaults(
    _ object: JSONObject, into draft: inout FieldDraft, at pointer: String,
    scope: SurveyJSScope
  ) {
    if let expression = condition(object, "defaultValueExpression", at: pointer, scope: scope) {
      draft.defaultValueFrom = expression
    }
    guard let value = object["defaultValue"], draft.type != "GROUP", draft.value == nil else {
      return
    }
    switch (value, draft.allowMultiple) {
    case (.array(let values), true): draft.defaultValues = values.map(draft.takenAsDefault)
    case (.array, false), (.object, _):
      problems.report(
        "`defaultValue` of question `\(draft.id)`", .skipped("is not a value the field takes"),
        at: pointer.pointer("defaultValue"))
    case (_, true): draft.defaultValues = [draft.takenAsDefault(value)]
    case (.string(let text), _) where draft.type == "TOGGLE" || draft.type == "CHECKBOX":
      draft.defaultValue = .bool(text.lowercased() == "true")
    default: draft.defaultValue = draft.takenAsDefault(value)
    }
  }

  /// A text's `{panel.name}` pipes as formsh's `{list.name}` (any case of `panel`).
  static func piped(_ text: String, list: String) -> String {
    var result = ""
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "{") {
      result += rest[..<open]
      let after = rest[rest.index(after: open)...]
      if after.prefix(6).lowercased() == "panel." {
        result += "{" + list + "."
        rest = after.dropFirst(6)
      } else {
        result += "{"
        rest = after
      }
    }
    return result + rest
  }
}
