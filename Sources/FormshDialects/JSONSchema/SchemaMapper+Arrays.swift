import FormshJSON

/// Arrays: a multi-select of values, or a list (a repeating GROUP) of objects.
extension SchemaMapper {
  /// An array: a multi-select of its items' values, or a list (a repeating GROUP) of its
  /// object items; anything else is reported.
  func arrayField(
    _ name: String, node: Node, field: FieldDraft, label: String, supporting: String?,
    scope: Scope, ui: SchemaUI, readOnly: Bool, defaultValue: JSONValue?
  ) -> FieldDraft? {
    var field = field
    let schema = node.schema
    let at = node.pointer
    guard case .object(let itemsSchema)? = schema["items"] else {
      problems.report(
        schema["items"] == nil
          ? "array `\(name)` without items" : "array `\(name)` of fixed items (a tuple)",
        .unsupported, at: at)
      return nil
    }
    if schema["additionalItems"] != nil || schema["prefixItems"] != nil || schema["contains"] != nil
    {
      problems.report(
        "array keywords of `\(name)` (additionalItems, prefixItems, contains)",
        .skipped("are not supported"), at: at)
    }
    guard let items = resolve(itemsSchema, at: at.pointer("items")) else { return nil }
    expanding += items.refs
    defer { expanding.removeLast(items.refs.count) }
    let itemsType = type(of: items, name: name)
    let minItems = problems.wholeNumber("minItems", of: schema, owner: "`\(name)`", at: at)
    let maxItems = problems.wholeNumber("maxItems", of: schema, owner: "`\(name)`", at: at)
    if let options = options(of: items.schema, ui: ui, name: name, at: items.pointer) {
      field.type = "DROPDOWN"
      field.label = label
      field.supportingText = supporting
      field.allowMultiple = true
      field.options = options
      if let minItems, minItems != 0 { field.minSelections = minItems }
      field.maxSelections = maxItems
      if case .array? = defaultValue { field[.defaultValues] = defaultValue }
      field.readOnly = readOnly
      if schema.bool("uniqueItems") != true {
        problems.report(
          "array `\(name)` of values without uniqueItems",
          .readAs("a multi-select (each value chosen once at most)"), at: at)
      }
      return field
    }
    guard itemsType == "object" else {
      let several =
        itemsType == nil && (items.schema["oneOf"] != nil || items.schema["anyOf"] != nil)
      problems.report(
        several
          ? "array `\(name)` whose items are one of several shapes"
          : "array `\(name)` of \(itemsType ?? "untyped") items",
        .skipped("is not supported (formsh lists hold objects of fields)"), at: at)
      return nil
    }
    guard !scope.inList else {
      problems.report(
        "list `\(name)` inside a list's items", .skipped("is not supported by formsh"), at: at)
      return nil
    }
    field.type = FormKeys.groupType
    field.label = label
    field.supportingText = supporting
    field.repeats(min: minItems, max: maxItems)
    if case .array(let values)? = defaultValue, !values.isEmpty {
      problems.report(
        "`default` of list `\(name)`", .notKept("a list starts with its min items, empty"),
        at: at.pointer("default"))
    }
    var inner = scope
    inner.path.append(name)
    inner.ui = ui.child("items")
    inner.inList = true
    inner.defaults = nil
    inner.depth += 1
    let fields = self.fields(of: items, in: inner)
    guard !fields.isEmpty else {
      problems.report("list `\(name)` of objects without properties", .skipped(nil), at: at)
      return nil
    }
    field.readOnly = readOnly
    field[.fields] = .array(fields)
    return field
  }
}
