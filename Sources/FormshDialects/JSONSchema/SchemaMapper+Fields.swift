import FormshJSON

/// One property as a field: its kind from its type, format and widget, its texts, bounds
/// and default.
extension SchemaMapper {
  /// The keywords a field's schema may hold that the mapping reads, or that only document
  /// it; any other is reported.
  static let known: Set<String> = [
    "type", "title", "description", "default", "enum", "enumNames", "const", "oneOf", "anyOf",
    "format", "minLength", "maxLength", "pattern", "minimum", "maximum", "exclusiveMinimum",
    "exclusiveMaximum", "multipleOf", "readOnly", "writeOnly", "$comment", "examples", "$id",
    "$schema", "properties", "required", "items", "minItems", "maxItems", "uniqueItems",
    "dependencies", "dependentRequired", "dependentSchemas", "if", "then", "else",
    "definitions", "$defs", "additionalProperties", "deprecated", "$anchor", "nullable",
    "patternProperties", "propertyNames", "minProperties", "maxProperties", "not",
    "unevaluatedProperties", "contentEncoding", "contentMediaType", "example",
  ]

  /// One property as a field (a GROUP for an object or a list), or nil (reported) when it
  /// cannot be one. `inherited` is the default an enclosing object's `default` gives it.
  func field(
    _ name: String, schema: JSONObject, at pointer: String, in scope: Scope, ui: SchemaUI,
    required: Bool, inherited: JSONValue? = nil
  ) -> FieldDraft? {
    guard made < context.fieldLimit else {
      cut = cut ?? pointer
      return nil
    }
    // Inside a group, formsh reads `.`, `[` and `]` in an id as a path (`g.x.y` would be
    // `x`'s `y`): said here, where the property is, rather than by lint without a pointer.
    if !scope.path.isEmpty, name.contains(where: { ".[]".contains($0) }) {
      problems.report(
        "property `\(name)` inside object `\(scope.path.joined(separator: "."))`",
        .skipped("has a name formsh reads as a path (a \".\", \"[\" or \"]\")"), at: pointer)
      return nil
    }
    let nullable = Self.nullable(schema)
    // A null answer is a value: the property need not be filled to be sent.
    let required = required && nullable == nil
    guard let node = resolve(nullable ?? schema, at: pointer) else { return nil }
    // A request body's `readOnly` property is one the server sends and never takes (OpenAPI).
    if leavesOutReadOnly, node.schema.bool("readOnly") == true { return nil }
    expanding += node.refs
    defer { expanding.removeLast(node.refs.count) }
    made += 1
    var ui = ui
    if let ref = node.refs.first { ui = ui.over(uiDefinitionIndex[ref]?.objectValue) }
    let schema = node.schema
    let at = node.pointer

    var field = FieldDraft(id: name)
    let label = ui.string("title") ?? schema.string("title") ?? defaultLabel(name)
    let supporting = [
      ui.string("description") ?? schema.string("description"), ui.string("help"),
    ]
    .compactMap { $0 }.filter { !$0.isEmpty }
    let supportingText = supporting.isEmpty ? nil : supporting.joined(separator: " ")

    for key in ui.object.members.map(\.key) where key.hasPrefix("ui:") {
      if !SchemaUI.read.contains(key) && !SchemaUI.presentational.contains(key) {
        problems.report(
          "uiSchema `\(key)` of `\(name)`", .unsupported, at: ui.pointer.pointer(key)
        )
      }
    }
    if let custom = ui.string("field") {
      problems.report(
        "custom field `\(custom)` of `\(name)`",
        .notSupported("mapped from its schema"),
        at: ui.pointer.pointer("ui:field"))
    }
    for (key, _) in schema.members where !Self.known.contains(key) {
      problems.report("keyword `\(key)` of `\(name)`", .unsupported, at: at.pointer(key))
    }
    if schema["anyOf"] != nil || schema["oneOf"] != nil, choices(of: schema) == nil,
      schema["enum"] == nil
    {
      let key = schema["anyOf"] != nil ? "anyOf" : "oneOf"
      problems.report(
        "\(key) of `\(name)` that is not a list of values",
        .skipped("is not supported (formsh fields have one shape)"), at: at.pointer(key))
      return nil
    }

    let widget = ui.string("widget")
    let readOnly =
      schema.bool("readOnly") == true || ui.flag("readonly") || ui.flag("disabled")
    var hidden = false
    if widget == "hidden" {
      hidden = true
      problems.report(
        "hidden field `\(name)`", .changed("is shown read-only (formsh has no hidden fields)"),
        at: ui.pointer.pointer("ui:widget"))
    }
    let defaultValue = inherited ?? schema["default"]

    let type = self.type(of: node, name: name)
    switch type {
    case "object":
      field.type = FormKeys.groupType
      field.label = label
      field.supportingText = supportingText
      var inner = scope
      inner.path.append(name)
      inner.ui = ui
      inner.depth += 1
      if case .object(let defaults)? = defaultValue {
        inner.defaults = defaults
      } else {
        inner.defaults = nil
      }
      let fields = self.fields(of: node, in: inner)
      guard !fields.isEmpty else {
        problems.report("object `\(name)` without properties", .skipped(nil), at: at)
        return nil
      }
      field.readOnly = readOnly || hidden
      field[.fields] = .array(fields)
      return field

    case "array":
      return arrayField(
        name, node: node, field: field, label: label, supporting: supportingText, scope: scope,
        ui: ui, readOnly: readOnly || hidden, defaultValue: defaultValue)

    case "boolean":
      let toggle = widget == "toggle" || widget == "switch"
      field.type = toggle ? "TOGGLE" : "CHECKBOX"
      field.label = label
      field.supportingText = supportingText
      // `const: true` (or `enum: [true]`) is a box that must be checked; JSON Schema's
      // `required` only asks for a value, which a checkbox always has.
      if schema["const"] == .bool(true) || schema["enum"] == .array([.bool(true)]) {
        field.required = true
      }
      switch defaultValue {
      case .bool?: field.defaultValue = defaultValue
      case nil, .null?: break
      case let other?:
        problems.report(
          "default \(other.excerpt) of `\(name)`", .skipped("is not a boolean"),
          at: at.pointer("default"))
      }
      field.readOnly = readOnly || hidden
      return field

    case "string", "number", "integer":
      if let options = self.options(of: schema, ui: ui, name: name, at: at) {
        field.type = "DROPDOWN"
        field.label = label
        field.supportingText = supportingText
        field.placeholder = ui.string("placeholder")
        if nullable != nil { field[.nullable] = .bool(true) }
        field.required = required
        field.options = options
        if let value = defaultValue, value != .null { field.defaultValue = value }
        field.readOnly = readOnly || hidden
        return field
      }
      field.type = "TEXT"
      if let constant = schema["const"] {
        // A fixed value: shown, submitted, never edited.
        field.subtype = type == "string" ? "PLAIN" : "NUMBER"
        field.label = label
        field.defaultValue = constant
        field.readOnly = true
        return field
      }
      let subtype =
        type == "string"
        ? textSubtype(schema, widget: widget, name: name, at: at, ui: ui) : "NUMBER"
      guard let subtype else { return nil }
      field.subtype = subtype
      field.label = label
      field.placeholder = ui.string("placeholder")
      field.supportingText = supportingText
      if nullable != nil { field[.nullable] = .bool(true) }
      field.required = required
      if type == "string" {
        let free = ["PLAIN", "MULTILINE", "SECURE", "EMAIL", "URI"].contains(subtype)
        for key in ["minLength", "maxLength", "pattern"] where schema[key] != nil && !free {
          problems.report(
            "\(key) of `\(name)`", .skipped("does not apply to formsh's \(subtype) fields"),
            at: at.pointer(key))
        }
        if free {
          field[.minLength] = wholeKeyword("minLength", of: schema, name: name, at: at)
          field[.maxLength] = wholeKeyword("maxLength", of: schema, name: name, at: at)
          if let pattern = schema.string("pattern") {
            // JSON Schema's `pattern` is ECMA-262's, found anywhere in the value; ajv, the
            // validator of rjsf and JSON Forms, compiles it with the `u` flag.
            let regex = problems.regex(
              pattern, match: .search, unicode: true,
              construct: "pattern `\(pattern)` of `\(name)`", at: at.pointer("pattern"))
            field.regex = regex
          }
        }
      } else {
        numberBounds(schema, type: type!, name: name, at: at, scope: scope, into: &field)
      }
      if let value = defaultValue, value != .null {
        switch (value, subtype) {
        case (.string, _), (.number, "NUMBER"): field.defaultValue = value
        default:
          problems.report(
            "default of `\(name)`", .skipped("is not a value of its field"),
            at: at.pointer("default"))
        }
      }
      field.readOnly = readOnly || hidden
      return field

    case "null":
      problems.report("null field `\(name)` (a heading)", .skipped("holds no value"), at: at)
      return nil

    default:
      problems.report(
        "property `\(name)` of \(type.map { "type `\($0)`" } ?? "no type formsh can map")",
        .skipped(nil),
        at: at)
      return nil
    }
  }

  /// The subtype of a string field by its `format` and widget, or nil when it cannot be a
  /// field (a file).
  func textSubtype(
    _ schema: JSONObject, widget: String?, name: String, at: String, ui: SchemaUI
  ) -> String? {
    if schema.string("format") == "data-url" || widget == "file" {
      problems.report("file field `\(name)`", .unsupported, at: at)
      return nil
    }
    switch widget {
    case "textarea": return "MULTILINE"
    case "password": return "SECURE"
    case "email": return "EMAIL"
    case "uri", "url": return "URI"
    case "date", "alt-date": return "DATE"
    case "time": return "TIME"
    case "datetime", "alt-datetime": return "DATETIME"
    case nil, "text", "hidden", "color", "updown", "range", "select", "radio":
      break
    case let other?:
      problems.report(
        "widget `\(other)` of `\(name)`", .plainText,
        at: ui.pointer.pointer("ui:widget"))
    }
    switch schema.string("format") {
    case nil: return "PLAIN"
    case "email", "idn-email": return "EMAIL"
    case "uri", "url", "iri": return "URI"
    case "date": return "DATE"
    case "time": return "TIME"
    case "date-time": return "DATETIME"
    // OpenAPI's format registry: a value whose input is to be obscured.
    case "password": return "SECURE"
    case let format?:
      problems.report(
        "format `\(format)` of `\(name)`", .plainText,
        at: at.pointer("format"))
      return "PLAIN"
    }
  }

  /// `minimum`/`maximum` as `min`/`max`; the exclusive bounds, `multipleOf` and whole
  /// numbers as rules of the form (not inside a list's items, where a rule cannot reach).
  func numberBounds(
    _ schema: JSONObject, type: String, name: String, at: String, scope: Scope,
    into field: inout FieldDraft
  ) {
    func number(_ key: String) -> String? {
      // Draft 4's `exclusiveMinimum: true` is no number: it is read below.
      guard schema.bool(key) == nil else { return nil }
      return finiteKeyword(key, of: schema, name: name, at: at)?.text
    }
    let (minimum, maximum) = (number("minimum"), number("maximum"))
    var exclusiveMin = number("exclusiveMinimum")
    var exclusiveMax = number("exclusiveMaximum")
    // Draft 4: a boolean that makes `minimum`/`maximum` exclusive.
    if schema.bool("exclusiveMinimum") == true { exclusiveMin = minimum }
    if schema.bool("exclusiveMaximum") == true { exclusiveMax = maximum }
    if exclusiveMin == nil, let minimum { field.min = .number(minimum) }
    if exclusiveMax == nil, let maximum { field.max = .number(maximum) }
    let value = JSONValue.variable(scope.name(name))
    let empty = JSONValue.logic("===", value, .null)
    var checks: [(String, JSONValue, String)] = []
    if let bound = exclusiveMin {
      checks.append(
        (
          "exclusiveMinimum", JSONValue.logic(">", value, .number(bound)),
          "must be more than \(bound)"
        ))
    }
    if let bound = exclusiveMax {
      checks.append(
        (
          "exclusiveMaximum", JSONValue.logic("<", value, .number(bound)),
          "must be less than \(bound)"
        ))
    }
    let multiple = number("multipleOf")
    let wholeStep = multiple.flatMap { SourceNumber(.number($0))?.whole }.map { $0 > 0 } ?? false
    if let multiple, wholeStep {
      checks.append(
        (
          "multipleOf",
          JSONValue.logic("==", JSONValue.logic("%", value, .number(multiple)), .number("0")),
          "must be a multiple of \(multiple)"
        ))
    } else if let multiple {
      problems.report(
        "multipleOf \(multiple) of `\(name)`", .notChecked("only whole steps are"),
        at: at.pointer("multipleOf"))
    }
    if type == "integer", !wholeStep {
      checks.append(
        (
          "integer", JSONValue.logic("==", JSONValue.logic("%", value, .number("1")), .number("0")),
          "must be a whole number"
        ))
    }
    for (keyword, check, message) in checks {
      if scope.inList {
        problems.report(
          "\(keyword == "integer" ? "type integer" : keyword) of `\(name)` in a list's items",
          .notChecked("formsh rules do not reach into items"), at: at)
        continue
      }
      rules.append(
        .object(
          JSONObject([
            ("check", JSONValue.logic("or", empty, check)),
            ("message", .string(message)),
            ("fields", .array([.string(scope.name(name))])),
          ])))
    }
  }
}
