import FormshJSON

/// `validate`: `required`, lengths, `pattern`, `min`/`max`, selection counts and
/// `customMessage` become the field's constraints; `json` (JSON Logic) a rule; `custom`
/// (JavaScript) is reported.
extension FormIOTranslator {
  /// Applies a component's `validate` to its field.
  mutating func validate(
    _ object: JSONObject, into draft: inout FieldDraft, at pointer: String, scope: FormIOScope
  ) {
    guard let validate = object["validate"]?.objectValue else { return }
    let here = pointer.pointer("validate")
    draft.required = validate["required"] == .bool(true)
    let isText =
      draft.type == "TEXT" && !["DATE", "TIME", "DATETIME", "NUMBER"].contains(draft.subtype ?? "")
    let owner = "validate of `\(draft.id)`"
    if isText {
      draft.minLength = problems.limit("minLength", of: validate, owner: owner, at: here)
      draft.maxLength = problems.limit("maxLength", of: validate, owner: owner, at: here)
      if case .string(let pattern) = validate["pattern"], !pattern.isEmpty {
        // Form.io tests `new RegExp(`^${pattern}$`)`: a search for the pattern between those
        // anchors, which hold only its first and last alternatives (`a|b` is `^a|b$`).
        draft.regex = problems.regex(
          "^" + pattern + "$", match: .search, unicode: false,
          construct: "validate.pattern `\(pattern)` of `\(draft.id)`", at: here.pointer("pattern"))
      }
    }
    if draft.subtype == "NUMBER" {
      draft.min = problems.finiteNumber("min", of: validate, owner: owner, at: here)?.json
      draft.max = problems.finiteNumber("max", of: validate, owner: owner, at: here)?.json
    }
    if draft.allowMultiple {
      draft.minSelections = problems.limit("minSelectedCount", of: validate, owner: owner, at: here)
      draft.maxSelections = problems.limit("maxSelectedCount", of: validate, owner: owner, at: here)
    }
    if let message = validate["customMessage"]?.stringValue, !message.isEmpty {
      draft.errorMessage = message
    }
    if FormIOLogic.isScript(validate["custom"]) {
      problems.report(
        "validate.custom of `\(draft.id)` (JavaScript)", .unsupported,
        at: here.pointer("custom"))
    }
    for key in ["minWords", "maxWords"]
    where problems.wholeNumber(key, of: validate, owner: owner, at: here) != nil {
      problems.report("validate.\(key) of `\(draft.id)`", .unsupported, at: here.pointer(key))
    }
    if FormIOLogic.isLogic(validate["json"]), let json = validate["json"] {
      rule(json, message: draft.errorMessage, of: draft.id, at: here.pointer("json"), scope: scope)
    }
  }

  /// `validate.json` as a rule: Form.io's logic gives `true` or the error's text; the usual
  /// `{"if": [test, true, "message"]}` becomes the test with that message.
  private mutating func rule(
    _ json: JSONValue, message: String?, of id: String, at pointer: String, scope: FormIOScope
  ) {
    guard scope.grid == nil else {
      problems.report(
        "validate.json of `\(id)`", .skipped("is not supported inside a grid"), at: pointer)
      return
    }
    do {
      let logic = try FormIOLogic.rewrite(json, grid: nil)
      var check = JSONValue.logic("===", logic, .bool(true))
      var text = message ?? "is not valid"
      if let arguments = logic.arguments(of: "if"), arguments.count == 3,
        arguments[1] == .bool(true), case .string(let error) = arguments[2]
      {
        check = arguments[0]
        text = message ?? error
      }
      rules.append(
        .object(
          .of(
            ("check", check), ("message", .string(text)),
            ("fields", .array([.string(scope.prefix + id)])))))
    } catch {
      problems.report(
        "validate.json of `\(id)`", .untranslatable(error.message),
        at: pointer)
    }
  }
}
