import FormshJSON

/// A question's `validators`: numeric, text, regex, email and answer-count validators become
/// the field's constraints; an expression validator (and a numeric one on text that is not a
/// NUMBER) becomes a rule of the form. A validator's message is the field's `error_message`
/// when it has none yet.
extension SurveyJSTranslator {
  /// Applies the question's validators to its field.
  mutating func validators(
    _ object: JSONObject, into draft: inout FieldDraft, at pointer: String,
    scope: SurveyJSScope
  ) {
    guard case .array(let validators) = object["validators"] else { return }
    for (index, validator) in validators.enumerated() {
      guard work.charge() else { break }
      let here = pointer.pointer("validators").pointer(index)
      guard let validator = validator.objectValue,
        let type = validator["type"]?.stringValue?.lowercased()
      else {
        problems.report("validator of question `\(draft.id)`", .noType, at: here)
        continue
      }
      let message = SurveyJSText.of(validator["text"])
      switch type {
      case "numeric": numeric(validator, message: message, into: &draft, at: here, scope: scope)
      case "text":
        let owner = "the text validator of question `\(draft.id)`"
        if let minimum = problems.limit("minLength", of: validator, owner: owner, at: here) {
          draft.minLength = minimum
        }
        if let maximum = problems.limit("maxLength", of: validator, owner: owner, at: here) {
          draft.maxLength = maximum
        }
        if validator["allowDigits"] == .bool(false) {
          problems.report(
            "allowDigits of a text validator", .unsupported,
            at: here.pointer("allowDigits"))
        }
      case "regex":
        guard let pattern = validator["regex"]?.stringValue else { continue }
        guard draft.regex == nil else {
          problems.report(
            "second regex validator of question `\(draft.id)`",
            .skipped("is not supported (a field has one pattern)"), at: here)
          continue
        }
        // SurveyJS tests `new RegExp(regex, caseInsensitive ? "i" : "")`: a search.
        draft.regex = problems.regex(
          pattern, match: .search, unicode: false,
          caseless: validator["caseInsensitive"] == .bool(true),
          construct: "regex `\(pattern)` of question `\(draft.id)`", at: here.pointer("regex"))
      case "email":
        if draft.type == "TEXT", draft.subtype == "PLAIN" || draft.subtype == nil {
          draft.subtype = "EMAIL"
        }
      case "answercount":
        let owner = "the answer count validator of question `\(draft.id)`"
        if let minimum = problems.limit("minCount", of: validator, owner: owner, at: here) {
          draft.minSelections = minimum
        }
        if let maximum = problems.limit("maxCount", of: validator, owner: owner, at: here) {
          draft.maxSelections = maximum
        }
      case "expression":
        expressionRule(validator, message: message, of: draft.path, at: here, scope: scope)
        continue
      default:
        problems.report("\(type) validator of question `\(draft.id)`", .unsupported, at: here)
        continue
      }
      if let message, draft.errorMessage == nil { draft.errorMessage = message }
    }
  }

  /// A numeric validator: `min`/`max` on a NUMBER field, else a rule that the value, when
  /// given, is within them.
  private mutating func numeric(
    _ validator: JSONObject, message: String?, into draft: inout FieldDraft,
    at pointer: String, scope: SurveyJSScope
  ) {
    let owner = "the numeric validator of question `\(draft.id)`"
    let minimum = problems.finiteNumber("minValue", of: validator, owner: owner, at: pointer)?.json
    let maximum = problems.finiteNumber("maxValue", of: validator, owner: owner, at: pointer)?.json
    guard minimum != nil || maximum != nil else { return }
    if draft.type == "TEXT", draft.subtype == "NUMBER" {
      if let minimum { draft.min = minimum }
      if let maximum { draft.max = maximum }
      return
    }
    guard scope.list == nil else {
      problems.report(
        "numeric validator of `\(draft.id)`", .skipped("is not supported inside a dynamic panel"),
        at: pointer)
      return
    }
    let value = JSONValue.variable(draft.path)
    let within: JSONValue =
      switch (minimum, maximum) {
      case (let minimum?, let maximum?): .logic("<=", minimum, value, maximum)
      case (let minimum?, nil): .logic(">=", value, minimum)
      case (nil, let maximum?): .logic("<=", value, maximum)
      default: .bool(true)
      }
    let check = JSONValue.logic(
      "or", .logic("===", value, .null), .logic("===", value, .string("")), within)
    let range = [
      minimum.map { "at least \(Self.text($0))" }, maximum.map { "at most \(Self.text($0))" },
    ]
    .compactMap { $0 }.joined(separator: " and ")
    rules.append(
      .object(
        .of(
          ("check", check), ("message", .string(message ?? "must be a number \(range)")),
          ("fields", .array([.string(draft.path)])))))
  }

  /// An expression validator as a rule on its question.
  private mutating func expressionRule(
    _ validator: JSONObject, message: String?, of id: String, at pointer: String,
    scope: SurveyJSScope
  ) {
    guard scope.list == nil else {
      problems.report(
        "expression validator of `\(id)`", .skipped("is not supported inside a dynamic panel"),
        at: pointer)
      return
    }
    guard let check = condition(validator, "expression", at: pointer, scope: scope) else { return }
    rules.append(
      .object(
        .of(
          ("check", check), ("message", .string(message ?? "is not valid")),
          ("fields", .array([.string(id)])))))
  }

  private static func text(_ value: JSONValue) -> String {
    if case .number(let text) = value { return text }
    return value.excerpt
  }
}
