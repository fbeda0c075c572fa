import FormshJSON

/// The walk through a page's or panel's elements: questions become fields, panels are
/// flattened (their conditions given to their questions), dynamic panels become lists, and
/// what formsh cannot hold is reported and skipped.
extension SurveyJSTranslator {
  /// The fields of a page's, panel's or survey's elements, flattened, in order.
  mutating func elements(
    of container: JSONObject, at pointer: String, scope: SurveyJSScope
  ) -> [JSONObject] {
    guard let (key, elements) = SurveyJSQuestionTypes.elements(of: container) else {
      return []
    }
    var fields: [JSONObject] = []
    for (index, element) in elements.enumerated() {
      guard work.charge() else { break }
      fields += self.element(element, at: pointer.pointer(key).pointer(index), scope: scope)
    }
    return fields
  }

  /// The fields one element makes: none, one, or a panel's.
  private mutating func element(
    _ value: JSONValue, at pointer: String, scope: SurveyJSScope
  ) -> [JSONObject] {
    guard
      let element = ElementWalk.element(
        value, noun: "element", nameKey: "name", at: pointer, problems: &problems)
    else { return [] }
    let (object, type) = (element.object, element.type)
    if type == "panel" { return panel(object, at: pointer, scope: scope) }
    guard SurveyJSQuestionTypes.fields.contains(type) || type == "paneldynamic" else {
      ElementWalk.unknownType(
        element, noun: "question", known: SurveyJSQuestionTypes.unsupported.contains(type),
        at: pointer, problems: &problems)
      return []
    }
    guard let name = element.name, !name.isEmpty else {
      problems.report("\(type) question", .skipped("has no name"), at: pointer)
      return []
    }
    if type == "paneldynamic" {
      return paneldynamic(object, name: name, at: pointer, scope: scope).map { [$0] } ?? []
    }
    return question(object, type: type, name: name, at: pointer, scope: scope).map { [$0] } ?? []
  }

  /// A panel's questions, each under the panel's conditions.
  private mutating func panel(
    _ panel: JSONObject, at pointer: String, scope: SurveyJSScope
  ) -> [JSONObject] {
    guard scope.depth < Self.maximumDepth else {
      problems.report("panel", .nested(deeperThan: Self.maximumDepth), at: pointer)
      return []
    }
    var inner = scope
    inner.depth += 1
    panelScope(panel, kind: "panel", at: pointer, into: &inner)
    return elements(of: panel, at: pointer, scope: inner)
  }

  /// Adds a panel's (or an unsectioned page's) `visibleIf`, `enableIf` and `readOnly` to the
  /// scope of its questions; reports what a panel says that formsh cannot.
  mutating func panelScope(
    _ panel: JSONObject, kind: String, at pointer: String, into scope: inout SurveyJSScope
  ) {
    if let visible = condition(panel, "visibleIf", at: pointer, scope: scope) {
      scope.visible.append(visible)
      scope.conditionNodes += ImportWork.nodes(of: visible, upTo: work.limit)
    }
    if panel["visible"] == .bool(false) { scope.visible.append(.bool(false)) }
    if let enabled = condition(panel, "enableIf", at: pointer, scope: scope) {
      scope.enabled.append(enabled)
      scope.conditionNodes += ImportWork.nodes(of: enabled, upTo: work.limit)
    }
    if panel["readOnly"] == .bool(true) { scope.readOnly = true }
    let name = panel["name"]?.stringValue.map { " `\($0)`" } ?? ""
    for key in ["requiredIf", "isRequired"] where panel[key] != nil && panel[key] != .bool(false) {
      problems.report("\(kind)\(name)'s `\(key)`", .unsupported, at: pointer.pointer(key))
    }
  }

  /// A dynamic panel as a list: a GROUP with `repeat`, its template's questions as the
  /// item's fields, `{panel.name}` in their expressions read in the same item.
  private mutating func paneldynamic(
    _ object: JSONObject, name: String, at pointer: String, scope: SurveyJSScope
  ) -> JSONObject? {
    guard scope.list == nil else {
      problems.report(
        "dynamic panel `\(name)` inside a dynamic panel",
        .skipped("is not supported (formsh has no list inside a list)"), at: pointer)
      return nil
    }
    var draft = FieldDraft(
      id: name, type: "GROUP", label: SurveyJSText.of(object["title"]) ?? name)
    draft.supportingText = SurveyJSText.of(object["description"])
    draft.section = scope.section
    applyConditions(object, to: &draft, at: pointer, scope: scope, requiredAllowed: false)
    let owner = "dynamic panel `\(name)`"
    let minimum = problems.wholeNumber("minPanelCount", of: object, owner: owner, at: pointer)
      .map { Swift.max($0, 0) }
    let required = object["isRequired"] == .bool(true)
    let maximum = problems.wholeNumber("maxPanelCount", of: object, owner: owner, at: pointer)
      .map { Swift.max($0, 0) }
    draft.repeats(min: required ? Swift.max(minimum ?? 1, 1) : minimum, max: maximum)
    for key in ["defaultValue", "templateTitle", "panelCount", "templateVisibleIf"]
    where object[key] != nil && object[key] != .number("0") {
      problems.report(
        "dynamic panel `\(name)`'s `\(key)`", .unsupported, at: pointer.pointer(key))
    }

    var template = SurveyJSVariables()
    let templateObject = JSONObject.of(("elements", object["templateElements"] ?? .array([])))
    collectNames(in: templateObject, prefix: name + ".", into: &template)
    var inner = SurveyJSScope(
      variables: scope.variables.inside(panel: name, questions: template.questions))
    inner.list = name
    inner.depth = scope.depth + 1
    guard case .array(let elements) = object["templateElements"] else {
      problems.report("dynamic panel `\(name)`", .skipped("has no templateElements"), at: pointer)
      return nil
    }
    var fields: [JSONObject] = []
    for (index, element) in elements.enumerated() {
      guard work.charge() else { break }
      fields += self.element(
        element, at: pointer.pointer("templateElements").pointer(index), scope: inner)
    }
    draft.fields = ElementWalk.ordered(fields)
    return draft.object(order: 0)
  }

  /// The field's `visible_if`, `enabled_if`, `required_if` and `read_only`: its own joined
  /// with its panels'.
  mutating func applyConditions(
    _ object: JSONObject, to draft: inout FieldDraft, at pointer: String,
    scope: SurveyJSScope, requiredAllowed: Bool = true
  ) {
    // Every question of a panel carries the panel's conditions: a few bytes of a deep panel
    // may so make a great deal of the form.
    work.charge(scope.conditionNodes)
    var visible = scope.visible
    if let own = condition(object, "visibleIf", at: pointer, scope: scope) { visible.append(own) }
    if object["visible"] == .bool(false) { visible.append(.bool(false)) }
    draft.visibleIf = JSONValue.all(visible)
    var enabled = scope.enabled
    if let own = condition(object, "enableIf", at: pointer, scope: scope) { enabled.append(own) }
    draft.enabledIf = JSONValue.all(enabled)
    if requiredAllowed {
      draft.requiredIf = condition(object, "requiredIf", at: pointer, scope: scope)
    }
    draft.readOnly = scope.readOnly || object["readOnly"] == .bool(true)
  }

  /// A condition or expression of the element, in JSON Logic; one that does not parse or
  /// cannot be said is reported and dropped.
  mutating func condition(
    _ object: JSONObject, _ key: String, at pointer: String, scope: SurveyJSScope
  ) -> JSONValue? {
    guard let value = object[key] else { return nil }
    guard case .string(let text) = value else {
      problems.report(
        "`\(key)`", .skipped("is \(value.typeDescription), not an expression"),
        at: pointer.pointer(key))
      return nil
    }
    guard !text.trimmingSpaces.isEmpty else { return nil }
    do {
      return try SurveyJSExpressionParser.parse(text).logic(scope.variables)
    } catch {
      problems.report(
        "`\(key)` \"\(text)\"", .untranslatable(error.message),
        at: pointer.pointer(key))
      return nil
    }
  }
}
