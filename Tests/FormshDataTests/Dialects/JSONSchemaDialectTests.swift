import FormshData
import FormshDomain
import Testing

/// The JSON Schema dialect (rjsf's uiSchema with it): what its samples become, and what each
/// keyword maps to or is reported as (docs/dialects/json-schema.md).
@Suite("JSON Schema dialect")
struct JSONSchemaDialectTests {
  static let dialect = "json-schema"

  func translated(_ name: String) throws -> FormDecoder.Translated {
    try DialectFixture.translated(Self.dialect, name)
  }

  /// The failures of a form after these edits (text set, options selected).
  func failures(_ form: Form, _ edits: [(String, Input)] = []) throws -> [String: String] {
    var state = form.initialState
    for (id, input) in edits { _ = try EditForm(form: form).set(id, input, in: &state) }
    var messages: [String: String] = [:]
    for failure in ValidateForm(form: form)(state) { messages[failure.field] = failure.message }
    return messages
  }

  @Test("every sample is detected as JSON Schema and loads without an error")
  func samplesLoad() throws {
    let names = DialectFixture.names(Self.dialect).filter { $0.hasPrefix("rjsf-") }
    #expect(names.count >= 5)
    for name in names {
      let loaded = try DialectFixture.load(Self.dialect, name)
      #expect(loaded.dialect == "JSON Schema", "\(name)")
      #expect(!loaded.hasErrors, "\(name): \(loaded.diagnostics.map(\.message))")
      #expect(!loaded.form.fields.isEmpty, "\(name)")
    }
  }

  @Test("detection: {schema, uiSchema}, a bare schema of an object; not a JSON Forms document")
  func detection() throws {
    let bare = #"{"type": "object", "properties": {"a": {"type": "string"}}}"#
    #expect(try DialectFixture.translate(bare).dialect?.name == "json-schema")
    let wrapped = #"{"schema": {"properties": {"a": {"type": "string"}}}, "uiSchema": {}}"#
    #expect(try DialectFixture.translate(wrapped).dialect?.name == "json-schema")
    let formsh = #"{"form_title": "t", "fields": []}"#
    #expect(try DialectFixture.translate(formsh).dialect?.name == "formsh")
    #expect(Dialects.named("JSON-Schema")?.title == "JSON Schema")
    let forms =
      #"{"schema": {"type": "object", "properties": {}}, "uischema": {"type": "VerticalLayout"}}"#
    #expect(try DialectFixture.translate(forms).dialect?.name == "json-forms")
  }

  @Test("rjsf simple: title, types, widgets, uiSchema texts, required and defaults")
  func simple() throws {
    let form = try translated("rjsf-simple.json")
    #expect(form.form["form_title"] == .string("A registration form"))
    let first = try #require(form.field("firstName"))
    #expect(first["required"] == .bool(true))
    #expect(first["default_value"] == .string("Chuck"))
    #expect(first["label"] == .string("First name"))
    #expect(form.field("age")?["label"] == .string("Age of person"))
    #expect(form.field("age")?["subtype"] == .string("NUMBER"))
    #expect(form.field("age")?["supporting_text"] == .string("(earth year)"))
    #expect(form.field("bio")?["subtype"] == .string("MULTILINE"))
    let password = try #require(form.field("password"))
    #expect(password["subtype"] == .string("SECURE"))
    #expect(password["min_length"] == .number("3"))
    #expect(password["supporting_text"] == .string("Hint: Make it strong!"))
    #expect(form.messages.contains { $0.contains("form description") })
    // An integer is a whole number, checked by a rule.
    let loaded = try DialectFixture.load(Self.dialect, "rjsf-simple.json").form
    let failures = try failures(loaded, [("lastName", .text("Norris")), ("age", .text("7.5"))])
    #expect(failures == ["age": "must be a whole number"])
  }

  @Test("rjsf nested: an array of objects is a list, its items' fields in ui:order")
  func nested() throws {
    let form = try translated("rjsf-nested.json")
    let tasks = try #require(form.field("tasks"))
    #expect(tasks["type"] == .string("GROUP"))
    #expect(tasks["repeat"] == .object(JSONObject()))
    #expect(form.field("tasks.details")?["subtype"] == .string("MULTILINE"))
    #expect(form.field("tasks.done")?["type"] == .string("CHECKBOX"))
    #expect(form.field("tasks.done")?["default_value"] == .bool(false))
    #expect(form.field("tasks.title")?["required"] == .bool(true))
    #expect(form.messages.isEmpty, "\(form.messages)")
    let loaded = try DialectFixture.load(Self.dialect, "rjsf-nested.json").form
    let payload = BuildSubmission(form: loaded).payload(loaded.initialState)
    #expect(PayloadWriter.string(payload) == #"{"tasks":[]}"#)
  }

  @Test("rjsf numbers: enums are dropdowns of numbers; bounds, whole numbers, multipleOf")
  func numbers() throws {
    let form = try translated("rjsf-numbers.json")
    #expect(form.field("numberEnum")?["type"] == .string("DROPDOWN"))
    #expect(
      form.field("numberEnum")?["options"]
        == .array([1, 2, 3].map { .object(JSONObject([("id", .number(String($0)))])) }))
    #expect(form.field("integerRange")?["min"] == .number("-50"))
    #expect(form.field("integerRange")?["max"] == .number("50"))
    let loaded = try DialectFixture.load(Self.dialect, "rjsf-numbers.json").form
    #expect(
      try failures(loaded, [("integerRangeSteps", .text("55"))])
        == ["integerRangeSteps": "must be a multiple of 10"])
    #expect(try failures(loaded, [("integerRangeSteps", .text("60"))]) == [:])
    #expect(try failures(loaded, [("integerRange", .text("51"))]).keys.contains("integerRange"))
  }

  @Test("rjsf property dependencies: a filled field requires the ones it names")
  func propertyDependencies() throws {
    let loaded = try DialectFixture.load(Self.dialect, "rjsf-propertyDependencies.json").form
    let named: [(String, Input)] = [
      ("unidirectional.name", .text("Tim")), ("bidirectional.name", .text("Jill")),
    ]
    #expect(try failures(loaded, named) == [:])
    #expect(
      try failures(loaded, named + [("unidirectional.credit_card", .text("4111"))])
        == ["unidirectional.billing_address": "is required"])
    // One way only: an address alone requires no card.
    #expect(try failures(loaded, named + [("unidirectional.billing_address", .text("x"))]) == [:])
    #expect(
      try failures(loaded, named + [("bidirectional.billing_address", .text("x"))])
        == ["bidirectional.credit_card": "is required"])
  }

  @Test("rjsf if/then/else: then's properties show and are required while the if holds")
  func ifThenElse() throws {
    let form = try translated("rjsf-ifThenElse.json")
    #expect(form.field("animal")?["required"] == .bool(true))
    #expect(
      form.field("water")?["visible_if"]
        == .object(
          JSONObject([
            ("===", .array([.object(JSONObject([("var", .string("animal"))])), .string("Fish")]))
          ])))
    // `food` is in both thens with other options: the first kept, and said.
    #expect(form.messages.contains { $0.contains("`food` another schema") })
    let loaded = try DialectFixture.load(Self.dialect, "rjsf-ifThenElse.json").form
    var state = loaded.initialState
    _ = try EditForm(form: loaded).select("animal", .exactly(["Fish"]), in: &state)
    let failures = ValidateForm(form: loaded)(state).map(\.field)
    #expect(failures == ["food", "water"])
  }

  @Test("rjsf dates: format and widget give DATE, TIME and DATETIME")
  func dates() throws {
    let form = try translated("rjsf-date.json")
    #expect(form.field("native.datetime")?["subtype"] == .string("DATETIME"))
    #expect(form.field("native.date")?["subtype"] == .string("DATE"))
    #expect(form.field("native.time")?["subtype"] == .string("TIME"))
    #expect(form.field("alternative.alt-date")?["subtype"] == .string("DATE"))
  }

  @Test(
    "rjsf references: $refs resolved with their siblings, ui:definitions, ui:order; oneOf reported")
  func references() throws {
    let form = try translated("rjsf-references.json")
    guard case .array(let fields)? = form.form["fields"] else { Issue.record("no fields"); return }
    let ids = fields.compactMap { value -> String? in
      if case .object(let field) = value, case .string(let id)? = field["id"] { return id }
      return nil
    }
    #expect(ids == ["shipping_address", "billing_address", "tree"])
    #expect(form.field("billing_address")?["label"] == .string("Billing address"))
    #expect(form.field("billing_address.city")?["required"] == .bool(true))
    #expect(form.field("billing_address.city")?["placeholder"] == .string("City name"))
    #expect(
      form.field("shipping_address.street_address")?["placeholder"]
        == .string("Shipping street (leave empty for pickup)"))
    #expect(form.messages.contains { $0.contains("oneOf of `contact`") })
    #expect(
      form.messages.contains { $0.contains("`children` whose items are one of several shapes") })
  }

  @Test("a recursive $ref is reported where it recurs, and the translation ends")
  func recursion() throws {
    let json = #"""
      {"definitions": {"node": {"type": "object", "properties": {
         "name": {"type": "string"},
         "child": {"$ref": "#/definitions/node"},
         "children": {"type": "array", "items": {"$ref": "#/definitions/node"}}}},
       "loop": {"$ref": "#/definitions/loop"}},
       "type": "object", "properties": {
         "root": {"$ref": "#/definitions/node"}, "loop": {"$ref": "#/definitions/loop"},
         "nowhere": {"$ref": "#/definitions/missing"}}}
      """#
    let form = try DialectFixture.translate(json)
    #expect(form.field("root.name") != nil)
    #expect(form.field("root.child") == nil)
    #expect(form.messages.filter { $0.contains("recursive $ref `#/definitions/node`") }.count == 2)
    #expect(form.messages.contains { $0.contains("recursive $ref `#/definitions/loop`") })
    #expect(form.messages.contains { $0.contains("$ref `#/definitions/missing` names nothing") })
  }

  static let keywords = #"""
    {"schema": {"title": "Keywords", "type": "object", "$defs": {"email": {"type": "string", "format": "email"}},
     "required": ["code", "terms", "tags", "mail"],
     "properties": {
       "mail": {"$ref": "#/$defs/email", "title": "Mail"},
       "code": {"type": "string", "pattern": "[A-Z]{3}", "maxLength": 8},
       "zip": {"type": "string", "pattern": "^[0-9]{5}$"},
       "site": {"type": "string", "format": "uri", "readOnly": true, "default": "https://example.com"},
       "uuid": {"type": "string", "format": "uuid"},
       "plan": {"type": "string", "oneOf": [{"const": "s", "title": "Small"}, {"const": "l", "title": "Large"}], "default": "s"},
       "size": {"type": "string", "enum": ["a", "b"], "enumNames": ["Size A", "Size B"]},
       "tags": {"type": "array", "uniqueItems": true, "minItems": 1, "maxItems": 2,
                "items": {"type": "string", "enum": ["x", "y", "z"]}, "default": ["x"]},
       "terms": {"type": "boolean", "const": true, "title": "I agree"},
       "news": {"type": "boolean"},
       "ratio": {"type": "number", "exclusiveMinimum": 0, "maximum": 1, "multipleOf": 0.1},
       "kind": {"const": "person"},
       "nick": {"type": "string"},
       "secret": {"type": "string"},
       "extra": {"type": "object", "properties": {"a": {"type": "string"}},
                 "patternProperties": {"^x": {"type": "string"}}},
       "file": {"type": "string", "format": "data-url"},
       "notes": {"type": "array", "items": {"type": "string"}},
       "both": {"type": ["string", "number"]},
       "alias": {"type": ["string", "null"]},
       "odd": {"type": "string", "contentSchema": {}}
     }},
     "uiSchema": {"news": {"ui:widget": "toggle"}, "nick": {"ui:widget": "hidden"},
                  "secret": {"ui:widget": "password", "ui:readonly": true},
                  "size": {"ui:enumNames": ["A", "B"], "ui:widget": "radio", "ui:frobnicate": 1}},
     "formData": {"nick": "x"}}
    """#

  @Test("keywords map to formsh's keys; what cannot is reported where it is")
  func keywords() throws {
    let form = try DialectFixture.translate(Self.keywords)
    #expect(form.dialect?.name == "json-schema")
    #expect(form.field("mail")?["subtype"] == .string("EMAIL"))
    #expect(form.field("mail")?["label"] == .string("Mail"))
    #expect(form.field("mail")?["required"] == .bool(true))
    #expect(form.field("code")?["regex"] == .string("(?s:.*?)(?:[A-Z]{3})(?s:.*)"))
    #expect(form.field("code")?["max_length"] == .number("8"))
    #expect(form.field("zip")?["regex"] == .string("^[0-9]{5}$"))
    #expect(form.field("site")?["subtype"] == .string("URI"))
    #expect(form.field("site")?["read_only"] == .bool(true))
    let plan = try #require(form.field("plan"))
    #expect(plan["type"] == .string("DROPDOWN"))
    #expect(plan["default_value"] == .string("s"))
    #expect(
      plan["options"]
        == .array([
          .object(JSONObject([("id", .string("s")), ("label", .string("Small"))])),
          .object(JSONObject([("id", .string("l")), ("label", .string("Large"))])),
        ]))
    // ui:enumNames wins over enumNames.
    #expect(
      form.field("size")?["options"]
        == .array([
          .object(JSONObject([("id", .string("a")), ("label", .string("A"))])),
          .object(JSONObject([("id", .string("b")), ("label", .string("B"))])),
        ]))
    let tags = try #require(form.field("tags"))
    #expect(tags["allow_multiple"] == .bool(true))
    #expect(tags["min_selections"] == .number("1"))
    #expect(tags["max_selections"] == .number("2"))
    #expect(tags["default_values"] == .array([.string("x")]))
    #expect(tags["required"] == nil)
    #expect(form.field("terms")?["required"] == .bool(true))
    #expect(form.field("news")?["type"] == .string("TOGGLE"))
    #expect(form.field("ratio")?["max"] == .number("1"))
    #expect(form.field("ratio")?["min"] == nil)
    #expect(form.field("kind")?["default_value"] == .string("person"))
    #expect(form.field("kind")?["read_only"] == .bool(true))
    #expect(form.field("nick")?["read_only"] == .bool(true))
    #expect(form.field("secret")?["subtype"] == .string("SECURE"))
    #expect(form.field("secret")?["read_only"] == .bool(true))
    #expect(form.field("extra.a") != nil)
    #expect(form.field("file") == nil)
    #expect(form.field("notes") == nil)
    #expect(form.field("both")?["subtype"] == .string("PLAIN"))
    #expect(form.field("alias")?["subtype"] == .string("PLAIN"))
    let expected = [
      "`formData` is not kept (the starting data) (at /formData)",
      "format `uuid` of `uuid` is read as plain text (at /schema/properties/uuid/format)",
      "multipleOf 0.1 of `ratio` is not checked",
      "hidden field `nick` is shown read-only",
      "uiSchema `ui:frobnicate` of `size` is not supported; skipped (at /uiSchema/size/ui:frobnicate)",
      "object keyword `patternProperties` is not supported",
      "file field `file` is not supported; skipped",
      "array `notes` of string items is not supported",
      "`both` of several types (string, number) is read as string",
      "keyword `contentSchema` of `odd` is not supported; skipped",
    ]
    for text in expected {
      #expect(form.messages.contains { $0.contains(text) }, "\(text) not in \(form.messages)")
    }
    #expect(!form.messages.contains { $0.contains("alias") })
    // The exclusive bound is a rule, whose message says it.
    let loaded = try DialectFixture.decode(Self.keywords)
    #expect(!loaded.hasErrors, "\(loaded.diagnostics.map(\.message))")
    let edits: [(String, Input)] = [
      ("mail", .text("a@b.co")), ("code", .text("xABCx")), ("ratio", .text("0")),
    ]
    var state = loaded.form.initialState
    for (id, input) in edits { _ = try EditForm(form: loaded.form).set(id, input, in: &state) }
    _ = try EditForm(form: loaded.form).check("terms", true, in: &state)
    let failures = ValidateForm(form: loaded.form)(state)
    #expect(failures.map(\.message) == ["must be more than 0"], "\(failures)")
  }

  @Test("a schema that is no object is no form, and says so")
  func notAnObject() throws {
    let form = try FormDecoder.translate(
      Array(#"{"type": "string"}"#.utf8), source: "inline", dialect: Dialects.named("json-schema"))
    #expect(form.form["fields"] == .array([]))
    #expect(form.messages.contains { $0.contains("is not a form") })
  }

  @Test("hostile: wrong types everywhere are reported, never a trap")
  func hostileTypes() throws {
    let loaded = try DialectFixture.load(Self.dialect, "hostile-types.json")
    #expect(loaded.dialect == "JSON Schema")
    let form = try translated("hostile-types.json")
    for text in [
      "property `a` with no schema object is skipped (at /schema/properties/a)",
      "recursive $ref `#/properties/n`",
      "$ref `#/definitions/~2bad/%zz` names nothing",
      "list `k` inside a list's items is not supported",
      "option true of `m` is not a string or a number; skipped (at /schema/properties/m/enum/1)",
      "if with `pattern` cannot be said in JSON Logic",
      "default \"yes\" of `q` is not a boolean",
    ] {
      #expect(form.messages.contains { $0.contains(text) }, "\(text) not in \(form.messages)")
    }
  }

  @Test("hostile: objects nested past the limit are cut, not recursed into")
  func deepNesting() throws {
    var schema = #"{"type": "string"}"#
    for _ in 0..<200 { schema = #"{"type": "object", "properties": {"a": \#(schema)}}"# }
    let form = try DialectFixture.translate(schema)
    #expect(form.messages.contains { $0.contains("nested more than 64 deep") })
  }

  @Test("hostile: $refs that multiply stop at the field limit")
  func multiplyingReferences() throws {
    var definitions: [String] = []
    for level in 0..<20 {
      let next = "#/definitions/d\(level + 1)"
      definitions.append(
        ##""d\##(level)": {"type": "object", "properties": {"x": {"$ref": "\##(next)"}, "y": {"$ref": "\##(next)"}}}"##
      )
    }
    definitions.append(#""d20": {"type": "string"}"#)
    let schema =
      ##"{"type": "object", "definitions": {\##(definitions.joined(separator: ","))}, "properties": {"root": {"$ref": "#/definitions/d0"}}}"##
    let form = try DialectFixture.translate(schema)
    #expect(form.messages.contains { $0.contains("more than 100000 fields") })
  }

  @Test("hostile: a chain of allOf through $refs stops at the depth limit")
  func allOfChain() throws {
    var definitions: [String] = []
    for level in 0..<300 {
      let next = "#/definitions/d\(level + 1)"
      definitions.append(##""d\##(level)": {"allOf": [{"$ref": "\##(next)"}]}"##)
    }
    definitions.append(##""d300": {"type": "object", "properties": {"a": {"type": "string"}}}"##)
    let schema =
      ##"{"type": "object", "definitions": {\##(definitions.joined(separator: ","))}, "properties": {"root": {"$ref": "#/definitions/d0"}}}"##
    let form = try DialectFixture.translate(schema)
    #expect(form.messages.contains { $0.contains("allOf is nested more than 64 deep; skipped") })
  }

  @Test(
    "rjsf schema dependencies: the properties a value brings show while it has it, in lists too")
  func schemaDependencies() throws {
    let form = try translated("rjsf-schemaDependencies.json")
    let age = try #require(form.field("petOwner.How old is your pet?"))
    let chosen = JSONValue.object(
      JSONObject([
        (
          "in",
          .array([
            .object(JSONObject([("var", .string("petOwner.Do you have any pets?"))])),
            .array([.string("Yes: One")]),
          ])
        )
      ]))
    #expect(age["visible_if"] == chosen)
    #expect(age["required_if"] == chosen)
    // A checkbox always has a value: JSON Schema's required asks no more.
    #expect(form.field("petOwner.Do you want to get rid of any?")?["required_if"] == nil)
    #expect(form.field("billingDetails.billing_address")?["visible_if"] != nil)
    #expect(form.messages.contains { $0.contains("`householdMembers` of fixed items (a tuple)") })
    let loaded = try DialectFixture.load(Self.dialect, "rjsf-schemaDependencies.json").form
    var state = loaded.initialState
    let edit = EditForm(form: loaded)
    _ = try edit.set("billingDetails.name", .text("Randy"), in: &state)
    _ = try edit.select("petOwner.Do you have any pets?", .exactly(["Yes: One"]), in: &state)
    #expect(
      ValidateForm(form: loaded)(state).map(\.field) == ["petOwner.How old is your pet?"])
    _ = try edit.set("petOwner.How old is your pet?", .text("6"), in: &state)
    #expect(
      PayloadWriter.string(BuildSubmission(form: loaded).payload(state))
        == #"{"billingDetails":{"name":"Randy"},"petOwner":{"Do you have any pets?":"Yes: One","How old is your pet?":6},"petOwners":[]}"#
    )
  }
}
