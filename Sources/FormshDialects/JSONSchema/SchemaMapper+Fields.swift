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
  ) -> JSONObject? {
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
    guard let node = resolve(schema, at: pointer) else { return nil }
    // A request body's `readOnly` property is one the server sends and never takes (OpenAPI).
    if leavesOutReadOnly, node.schema.bool("readOnly") == true { return nil }
    expanding += node.refs
    defer { expanding.removeLast(node.refs.count) }
    made += 1
    var ui = ui
    if let ref = node.refs.first { ui = ui.over(uiDefinitionIndex[ref]?.objectValue) }
    let schema = node.schema
    let at = node.pointer

    var field = JSONObject([("id", .string(name))])
    func set(_ key: String, _ value: JSONValue?) {
      if let value { field.members.append((key, value)) }
    }
    let label = ui.string("title") ?? schema.string("title") ?? defaultLabel(name)
    let supporting = [
      ui.string("description") ?? schema.string("description"), ui.string("help"),
    ]
    .compactMap { $0 }.filter { !$0.isEmpty }

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
        .changed("is not supported; mapped from its schema"),
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
      set("type", .string("GROUP"))
      set("label", .string(label))
      if !supporting.isEmpty { set("supporting_text", .string(supporting.joined(separator: " "))) }
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
      if readOnly || hidden { set("read_only", .bool(true)) }
      set("fields", .array(fields))
      return field

    case "array":
      return arrayField(
        name, node: node, field: field, label: label, supporting: supporting, scope: scope,
        ui: ui, readOnly: readOnly || hidden, defaultValue: defaultValue)

    case "boolean":
      let toggle = widget == "toggle" || widget == "switch"
      set("type", .string(toggle ? "TOGGLE" : "CHECKBOX"))
      set("label", .string(label))
      if !supporting.isEmpty { set("supporting_text", .string(supporting.joined(separator: " "))) }
      // `const: true` (or `enum: [true]`) is a box that must be checked; JSON Schema's
      // `required` only asks for a value, which a checkbox always has.
      if schema["const"] == .bool(true) || schema["enum"] == .array([.bool(true)]) {
        set("required", .bool(true))
      }
      switch defaultValue {
      case .bool?: set("default_value", defaultValue)
      case nil, .null?: break
      case let other?:
        problems.report(
          "default \(other.excerpt) of `\(name)`", .skipped("is not a boolean"),
          at: at.pointer("default"))
      }
      if readOnly || hidden { set("read_only", .bool(true)) }
      return field

    case "string", "number", "integer":
      if let options = self.options(of: schema, ui: ui, name: name, at: at) {
        set("type", .string("DROPDOWN"))
        set("label", .string(label))
        if !supporting.isEmpty {
          set("supporting_text", .string(supporting.joined(separator: " ")))
        }
        if let placeholder = ui.string("placeholder") { set("placeholder", .string(placeholder)) }
        if required { set("required", .bool(true)) }
        set("options", .array(options))
        if let value = defaultValue, value != .null { set("default_value", value) }
        if readOnly || hidden { set("read_only", .bool(true)) }
        return field
      }
      set("type", .string("TEXT"))
      if let constant = schema["const"] {
        // A fixed value: shown, submitted, never edited.
        set("subtype", .string(type == "string" ? "PLAIN" : "NUMBER"))
        set("label", .string(label))
        set("default_value", constant)
        set("read_only", .bool(true))
        return field
      }
      let subtype =
        type == "string"
        ? textSubtype(schema, widget: widget, name: name, at: at, ui: ui) : "NUMBER"
      guard let subtype else { return nil }
      set("subtype", .string(subtype))
      set("label", .string(label))
      if let placeholder = ui.string("placeholder") { set("placeholder", .string(placeholder)) }
      if !supporting.isEmpty { set("supporting_text", .string(supporting.joined(separator: " "))) }
      if required { set("required", .bool(true)) }
      if type == "string" {
        let free = ["PLAIN", "MULTILINE", "SECURE", "EMAIL", "URI"].contains(subtype)
        for key in ["minLength", "maxLength", "pattern"] where schema[key] != nil && !free {
          problems.report(
            "\(key) of `\(name)`", .skipped("does not apply to formsh's \(subtype) fields"),
            at: at.pointer(key))
        }
        if free {
          set("min_length", wholeKeyword("minLength", of: schema, name: name, at: at))
          set("max_length", wholeKeyword("maxLength", of: schema, name: name, at: at))
          if let pattern = schema.string("pattern") {
            // JSON Schema's `pattern` is ECMA-262's, found anywhere in the value; ajv, the
            // validator of rjsf and JSON Forms, compiles it with the `u` flag.
            let regex = problems.regex(
              pattern, match: .search, unicode: true,
              construct: "pattern `\(pattern)` of `\(name)`", at: at.pointer("pattern"))
            set("regex", regex.map(JSONValue.string))
          }
        }
      } else {
        numberBounds(schema, type: type!, name: name, at: at, scope: scope, set: set)
      }
      if let value = defaultValue, value != .null {
        switch (value, subtype) {
        case (.string, _), (.number, "NUMBER"): set("default_value", value)
        default:
          problems.report(
            "default of `\(name)`", .skipped("is not a value of its field"),
            at: at.pointer("default"))
        }
      }
      if readOnly || hidden { set("read_only", .bool(true)) }
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
        "widget `\(other)` of `\(name)`", .changed("is not supported; shown as text"),
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
        "format `\(format)` of `\(name)`", .changed("is not checked; kept as text"),
        at: at.pointer("format"))
      return "PLAIN"
    }
  }

  /// `minimum`/`maximum` as `min`/`max`; the exclusive bounds, `multipleOf` and whole
  /// numbers as rules of the form (not inside a list's items, where a rule cannot reach).
  func numberBounds(
    _ schema: JSONObject, type: String, name: String, at: String, scope: Scope,
    set: (String, JSONValue?) -> Void
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
    if exclusiveMin == nil, let minimum { set("min", .number(minimum)) }
    if exclusiveMax == nil, let maximum { set("max", .number(maximum)) }
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
        "multipleOf \(multiple) of `\(name)`", .changed("is not checked (only whole steps are)"),
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
          .changed("is not checked (formsh rules do not reach into items)"), at: at)
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
