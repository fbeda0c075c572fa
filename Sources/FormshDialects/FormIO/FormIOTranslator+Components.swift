import FormshJSON

/// The walk through components: layout flattened (a top-level panel a section), containers
/// groups, grids lists, inputs fields; what formsh cannot hold reported and skipped.
extension FormIOTranslator {
  /// The fields of a list of components, flattened, in order.
  mutating func components(
    _ components: [JSONValue], at pointer: String, scope: FormIOScope
  ) -> [JSONObject] {
    var fields: [JSONObject] = []
    for (index, component) in components.enumerated() {
      guard work.charge() else { break }
      fields += self.component(component, at: pointer.pointer(index), scope: scope)
    }
    return fields
  }

  /// The fields one component makes.
  private mutating func component(
    _ value: JSONValue, at pointer: String, scope: FormIOScope
  ) -> [JSONObject] {
    guard
      let element = ElementWalk.element(
        value, noun: "component", nameKey: "key", at: pointer, problems: &problems)
    else { return [] }
    let (object, type, key, called) = (element.object, element.type, element.name, element.called)
    if FormIOComponentTypes.layout.contains(type) {
      return layout(object, type: type, at: pointer, scope: scope)
    }
    if FormIOComponentTypes.content.contains(type) {
      let action = object["action"]?.stringValue ?? "submit"
      if type == "button", action == "submit" { return [] }
      let what = type == "button" ? "button\(called) with action `\(action)`" : "\(type)\(called)"
      problems.report(what, .skipped("is not a field"), at: pointer)
      return []
    }
    guard FormIOComponentTypes.inputs.contains(type) || FormIOComponentTypes.data.contains(type)
    else {
      ElementWalk.unknownType(
        element, noun: "component", known: FormIOComponentTypes.unsupported.contains(type),
        at: pointer, problems: &problems)
      return []
    }
    guard let key, !key.isEmpty else {
      problems.report("\(type) component", .skipped("has no key"), at: pointer)
      return []
    }
    // Inside a container or a grid, formsh reads `.`, `[` and `]` in an id as a path.
    if !scope.prefix.isEmpty || scope.grid != nil, key.contains(where: { ".[]".contains($0) }) {
      problems.report(
        "\(type) component `\(key)` inside `\(scope.grid ?? String(scope.prefix.dropLast()))`",
        .skipped("has a key formsh reads as a path (a \".\", \"[\" or \"]\")"), at: pointer)
      return []
    }
    // Every field inside layout carries the layout's conditions: a few bytes of deep layout
    // may so make a great deal of the form.
    guard work.charge(scope.conditionNodes) else { return [] }
    if FormIOComponentTypes.data.contains(type) {
      return dataComponent(object, type: type, key: key, at: pointer, scope: scope).map { [$0] }
        ?? []
    }
    return input(object, type: type, key: key, at: pointer, scope: scope).map { [$0] } ?? []
  }

  /// A layout component's children, under its conditions; a top-level panel with a title
  /// (a wizard's page) as a section.
  private mutating func layout(
    _ object: JSONObject, type: String, at pointer: String, scope: FormIOScope
  ) -> [JSONObject] {
    guard scope.depth < Self.maximumDepth else {
      problems.report("\(type)", .nested(deeperThan: Self.maximumDepth), at: pointer)
      return []
    }
    var inner = scope
    inner.depth += 1
    let conditions = visibility(object, at: pointer, scope: scope)
    if object["disabled"] == .bool(true) { inner.readOnly = true }
    let title = object["title"]?.stringValue ?? object["legend"]?.stringValue
    if type == "panel", scope.depth == 0, scope.prefix.isEmpty, let title, !title.isEmpty,
      let key = object["key"]?.stringValue
    {
      var section = JSONObject()
      section.set("id", key)
      section.set("title", title)
      section.set("visible_if", ifPresent: JSONValue.all(conditions))
      sections.append(.object(section))
      inner.section = key
    } else {
      inner.visible += conditions
      for condition in conditions {
        inner.conditionNodes += ImportWork.nodes(of: condition, upTo: work.limit)
      }
    }
    var fields: [JSONObject] = []
    for (suffix, child) in Self.children(of: object) {
      guard work.charge() else { break }
      fields += component(child, at: pointer + suffix, scope: inner)
    }
    return fields
  }

  /// A container as a GROUP, a data grid or edit grid as a list.
  private mutating func dataComponent(
    _ object: JSONObject, type: String, key: String, at pointer: String, scope: FormIOScope
  ) -> JSONObject? {
    let isGrid = type != "container"
    guard !(isGrid && scope.grid != nil) else {
      problems.report(
        "\(type) `\(key)` inside a grid",
        .skipped("is not supported (formsh has no list inside a list)"), at: pointer)
      return nil
    }
    guard scope.depth < Self.maximumDepth else {
      problems.report(
        "\(type) `\(key)`", .nested(deeperThan: Self.maximumDepth), at: pointer)
      return nil
    }
    var draft = FieldDraft(id: key, type: "GROUP", label: label(of: object, key: key))
    draft.supportingText = supportingText(of: object)
    draft.section = scope.prefix.isEmpty ? scope.section : nil
    draft.visibleIf = JSONValue.all(scope.visible + visibility(object, at: pointer, scope: scope))
    draft.readOnly = scope.readOnly || object["disabled"] == .bool(true)
    var inner = FormIOScope()
    inner.prefix = scope.prefix + key + "."
    inner.grid = scope.grid
    inner.depth = scope.depth + 1
    if isGrid {
      let validate = object["validate"]?.objectValue ?? JSONObject()
      let (owner, here) = ("validate of \(type) `\(key)`", pointer.pointer("validate"))
      let minimum = problems.wholeNumber("minLength", of: validate, owner: owner, at: here)
        .map { Swift.max($0, 0) }
      let maximum = problems.wholeNumber("maxLength", of: validate, owner: owner, at: here)
        .map { Swift.max($0, 0) }
      draft.repeats(
        min: validate["required"] == .bool(true) ? Swift.max(minimum ?? 1, 1) : minimum,
        max: maximum)
      inner.grid = scope.prefix + key
    }
    var fields: [JSONObject] = []
    for (suffix, child) in Self.children(of: object) {
      guard work.charge() else { break }
      fields += component(child, at: pointer + suffix, scope: inner)
    }
    draft.fields = ElementWalk.ordered(fields)
    return draft.object(order: 0)
  }

  /// The label of a component: `label`, else its key.
  func label(of object: JSONObject, key: String) -> String {
    if let label = object["label"]?.stringValue, !label.isEmpty { return label }
    return key
  }

  /// `description` and `tooltip`, joined.
  func supportingText(of object: JSONObject) -> String? {
    let texts = [object["description"]?.stringValue, object["tooltip"]?.stringValue]
      .compactMap { $0 }.filter { !$0.trimmingSpaces.isEmpty }
    return texts.isEmpty ? nil : texts.joined(separator: " ")
  }
}
