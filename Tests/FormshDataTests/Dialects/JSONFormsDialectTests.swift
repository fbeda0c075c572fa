import FormshData
import FormshDomain
import Testing

/// The JSON Forms dialect: the uischema's Controls choose and order the schema's properties
/// (mapped as the JSON Schema dialect maps them), its Categories and Groups become sections,
/// its rules `visible_if` and `enabled_if` (docs/dialects/json-forms.md).
@Suite("JSON Forms dialect")
struct JSONFormsDialectTests {
  static let dialect = "json-forms"

  func translated(_ name: String) throws -> FormDecoder.Translated {
    try DialectFixture.translated(Self.dialect, name)
  }

  func loaded(_ name: String) throws -> Form {
    try DialectFixture.load(Self.dialect, name).form
  }

  /// The ids of the top-level fields, in order.
  func ids(_ translated: FormDecoder.Translated) -> [String] {
    guard case .array(let fields)? = translated.form["fields"] else { return [] }
    return fields.compactMap { value -> String? in
      if case .object(let field) = value, case .string(let id)? = field["id"] { return id }
      return nil
    }
  }

  /// `{"var": name}`.
  func variable(_ name: String) -> JSONValue {
    .object(JSONObject([("var", .string(name))]))
  }

  @Test("every example is detected as JSON Forms and loads without an error")
  func examplesLoad() throws {
    let names = DialectFixture.names(Self.dialect).filter { $0.hasPrefix("jsonforms-") }
    #expect(names.count >= 5)
    for name in names {
      let loaded = try DialectFixture.load(Self.dialect, name)
      #expect(loaded.dialect == "JSON Forms", "\(name)")
      #expect(!loaded.hasErrors, "\(name): \(loaded.diagnostics.map(\.message))")
      #expect(!loaded.form.fields.isEmpty, "\(name)")
    }
  }

  @Test("detection: a schema with a uischema of layouts; JSON Schema's uiSchema is not one")
  func detection() throws {
    let forms =
      ##"{"schema": {"type": "object", "properties": {"a": {"type": "string"}}}, "uischema": {"type": "Control", "scope": "#/properties/a"}}"##
    #expect(try DialectFixture.translate(forms).dialect?.name == "json-forms")
    let rjsf =
      ##"{"schema": {"type": "object", "properties": {"a": {"type": "string"}}}, "uiSchema": {"type": "VerticalLayout"}}"##
    #expect(try DialectFixture.translate(rjsf).dialect?.name == "json-schema")
    let notALayout =
      ##"{"schema": {"type": "object", "properties": {"a": {"type": "string"}}}, "uischema": {"type": "Wizard"}}"##
    #expect((try? DialectFixture.translate(notALayout))?.dialect?.name != "json-forms")
    #expect(
      Dialects.names.firstIndex(of: "json-forms")! < Dialects.names.firstIndex(of: "json-schema")!)
  }

  @Test("person: Controls choose and order fields; nested scopes nest in groups")
  func person() throws {
    let form = try translated("jsonforms-person.json")
    #expect(ids(form) == ["name", "personalData", "birthDate", "nationality", "occupation"])
    #expect(form.field("personalData.age")?["required"] == .bool(true))
    #expect(form.field("personalData.height")?["required"] == .bool(true))
    #expect(form.field("personalData.drivingSkill") == nil)
    #expect(form.field("name")?["min_length"] == .number("3"))
    #expect(form.field("name")?["label"] == .string("Name"))
    #expect(form.field("birthDate")?["subtype"] == .string("DATE"))
    #expect(form.field("nationality")?["required"] == .bool(true))
    #expect(form.messages.contains { $0.contains("Label \"Additional Information\" is not kept") })
    // The payload is the object the schema describes.
    let loaded = try loaded("jsonforms-person.json")
    var state = loaded.initialState
    let edit = EditForm(form: loaded)
    _ = try edit.set("name", .text("John Doe"), in: &state)
    _ = try edit.set("personalData.age", .text("34"), in: &state)
    _ = try edit.set("personalData.height", .text("1.8"), in: &state)
    _ = try edit.select("nationality", .exactly(["DE"]), in: &state)
    _ = try edit.set("occupation", .text("Engineer"), in: &state)
    #expect(ValidateForm(form: loaded)(state).isEmpty)
    #expect(
      PayloadWriter.string(BuildSubmission(form: loaded).payload(state))
        == #"{"name":"John Doe","personalData":{"age":34,"height":1.8},"nationality":"DE","occupation":"Engineer"}"#
    )
  }

  @Test("rule: ENABLE is enabled_if, HIDE a negated visible_if; a validate function is reported")
  func rule() throws {
    let form = try translated("jsonforms-rule.json")
    #expect(
      form.field("kindOfDead")?["enabled_if"]
        == .object(JSONObject([("===", .array([variable("dead"), .bool(true)]))])))
    #expect(
      form.field("kindOfVegetables")?["visible_if"]
        == .object(
          JSONObject([
            (
              "!",
              .array([
                .object(JSONObject([("===", .array([variable("vegetables"), .bool(false)]))]))
              ])
            )
          ])))
    #expect(form.field("kindOfDead")?["label"] == .string("Kind of dead"))
    #expect(form.field("vitaminDeficiency")?["visible_if"] == nil)
    #expect(
      form.messages.contains {
        $0.contains("validate function")
          && $0.contains("(at /uischema/elements/2/elements/2/rule/condition)")
      })
    // Groups outside any section are sections; the name is in none.
    #expect(form.field("dead")?["section"] == .string("section-1"))
    #expect(form.field("vegetables")?["section"] == .string("section-2"))
    #expect(form.field("name")?["section"] == nil)
    let loaded = try loaded("jsonforms-rule.json")
    var state = loaded.initialState
    #expect(
      loaded.status(of: state).isActive(loaded.fields.firstIndex { $0.id == "kindOfVegetables" }!)
        == false)
    _ = try EditForm(form: loaded).check("vegetables", true, in: &state)
    #expect(
      loaded.status(of: state).isActive(loaded.fields.firstIndex { $0.id == "kindOfVegetables" }!))
  }

  @Test("categorization: categories are sections, a category's rule its visible_if")
  func categorization() throws {
    let form = try translated("jsonforms-categorization.json")
    guard case .array(let sections)? = form.form["sections"] else {
      Issue.record("no sections")
      return
    }
    #expect(sections.count == 3)
    guard case .object(let address) = sections[1] else { return }
    #expect(address["title"] == .string("address"))
    #expect(
      address["visible_if"]
        == .object(JSONObject([("===", .array([variable("provideAddress"), .bool(true)]))])))
    #expect(form.field("address")?["section"] == .string("section-2"))
    #expect(form.field("address.postalCode")?["max_length"] == .number("5"))
    #expect(form.field("firstName")?["label"] == .string("First Name"))
    #expect(
      form.field("vegetarianOptions.otherFavoriteVegetable")?["visible_if"]
        == .object(
          JSONObject([
            ("===", .array([variable("vegetarianOptions.favoriteVegetable"), .string("Other")]))
          ])))
    #expect(form.messages.isEmpty, "\(form.messages)")
  }

  @Test("enum: enums and oneOf values are dropdowns; a second Control of a field is reported")
  func enums() throws {
    let form = try translated("jsonforms-enum.json")
    #expect(form.field("constEnum")?["read_only"] == .bool(true))
    #expect(
      form.field("oneOfEnum")?["options"]
        == .array(
          [("foo", "Foo"), ("bar", "Bar"), ("foobar", "FooBar")].map {
            .object(JSONObject([("id", .string($0.0)), ("label", .string($0.1))]))
          }))
    #expect(
      form.messages.contains {
        $0 == "JSON Forms second Control of `plainEnum` is not kept (a field is shown once) "
          + "(at /uischema/elements/0/elements/3)"
      })
  }

  @Test("arrays: a Control of an array of objects is a list of every item property")
  func arrays() throws {
    let form = try translated("jsonforms-arrays.json")
    #expect(ids(form) == ["foo", "comments"])
    #expect(form.field("comments")?["repeat"] == .object(JSONObject()))
    #expect(form.field("comments.date")?["subtype"] == .string("DATE"))
    #expect(form.field("comments.date")?["label"] == .string("Date"))
    #expect(form.field("comments.message")?["max_length"] == .number("5"))
    let loaded = try loaded("jsonforms-arrays.json")
    #expect(
      PayloadWriter.string(BuildSubmission(form: loaded).payload(loaded.initialState))
        == #"{"comments":[]}"#)
  }

  @Test(
    "rule inheritance: a layout's rule holds for each Control inside; what a rule reads is a field")
  func ruleInheritance() throws {
    let form = try translated("jsonforms-ruleInheritance.json")
    let enabled = JSONValue.object(
      JSONObject([("===", .array([variable("toggleTopLayout"), .bool(true)]))]))
    #expect(form.field("topString")?["enabled_if"] == enabled)
    #expect(form.field("bottomBoolean")?["enabled_if"] == enabled)
    #expect(ids(form).suffix(2) == ["toggleTopLayout", "toggleBottomLayout"])
    #expect(
      form.messages.contains {
        $0.contains("`toggleTopLayout` that a rule reads and no Control shows")
      })
    let loaded = try DialectFixture.load(Self.dialect, "jsonforms-ruleInheritance.json")
    #expect(!loaded.diagnostics.contains { $0.message.contains("which is not a field") })
  }

  @Test("control options: formats are subtypes; radio is a dropdown")
  func controlOptions() throws {
    let form = try translated("jsonforms-control-options.json")
    #expect(form.field("time")?["subtype"] == .string("TIME"))
    #expect(form.field("dateTime")?["subtype"] == .string("DATETIME"))
    #expect(form.field("dateTime")?["label"] == .string("Date Time"))
    let radio = try translated("jsonforms-radioGroup.json")
    #expect(radio.field("exampleRadioEnum")?["type"] == .string("DROPDOWN"))
  }

  @Test("options multi, toggle, readonly; rules of SHOW, DISABLE, OR, LEAF, failWhenUndefined")
  func optionsAndConditions() throws {
    let json = ##"""
      {"schema": {"type": "object", "title": "Options", "properties": {
         "notes": {"type": "string"}, "on": {"type": "boolean"}, "id": {"type": "string"},
         "age": {"type": "integer"}, "kind": {"type": "string", "enum": ["a", "b"]}}},
       "uischema": {"type": "VerticalLayout", "elements": [
         {"type": "Control", "scope": "#/properties/notes", "options": {"multi": true},
          "rule": {"effect": "DISABLE", "condition": {"type": "OR", "conditions": [
            {"type": "LEAF", "scope": "#/properties/kind", "expectedValue": "a"},
            {"scope": "#/properties/age", "schema": {"minimum": 18}, "failWhenUndefined": true}]}}},
         {"type": "Control", "scope": "#/properties/on", "options": {"toggle": true}},
         {"type": "Control", "scope": "#/properties/id", "options": {"readonly": true}},
         {"type": "Control", "scope": "#/properties/age",
          "rule": {"effect": "SHOW", "condition": {"scope": "#", "schema": {"properties": {"kind": {"enum": ["b"]}}}}}},
         {"type": "Control", "scope": "#/properties/kind"}]}}
      """##
    let form = try DialectFixture.translate(json)
    #expect(form.form["form_title"] == .string("Options"))
    #expect(form.field("notes")?["subtype"] == .string("MULTILINE"))
    #expect(form.field("on")?["type"] == .string("TOGGLE"))
    #expect(form.field("id")?["read_only"] == .bool(true))
    #expect(
      form.field("age")?["visible_if"]
        == .object(JSONObject([("in", .array([variable("kind"), .array([.string("b")])]))])))
    let loaded = try DialectFixture.decode(json).form
    let notes = try #require(loaded.fields.firstIndex { $0.id == "notes" })
    var state = loaded.initialState
    #expect(loaded.status(of: state).enabled[notes])
    _ = try EditForm(form: loaded).set("age", .text("20"), in: &state)
    _ = try EditForm(form: loaded).select("kind", .exactly(["b"]), in: &state)
    #expect(!loaded.status(of: state).enabled[notes])
    _ = try EditForm(form: loaded).clear("age", in: &state)
    #expect(loaded.status(of: state).enabled[notes])
    _ = try EditForm(form: loaded).select("kind", .exactly(["a"]), in: &state)
    #expect(!loaded.status(of: state).enabled[notes])
  }

  @Test("hostile: a broken uischema is reported element by element, never a trap")
  func hostile() throws {
    let loaded = try DialectFixture.load(Self.dialect, "hostile-layout.json")
    #expect(loaded.dialect == "JSON Forms")
    let form = try translated("hostile-layout.json")
    #expect(ids(form) == ["name", "address", "list", "flag"])
    for text in [
      "uischema element 5 is not an object; skipped (at /uischema/elements/0)",
      "rule with effect \"EXPLODE\" is not supported",
      "scope \"#/properties/list/items/properties/x\" is not a path of properties",
      "Control scope `#/properties/nothing` names no property",
      "of the whole data is not supported",
      "Control of `name.deeper` goes through `name`, which is no object",
      "Control of `address.city` is not kept (`address` is shown whole by its own Control)",
      "Control option `detail` is not kept",
      "condition schema with `pattern` cannot be said",
      "uischema element of type \"Spinner\" is not supported",
      "Label \"only text\" is not kept",
      "required property `hidden` is not shown (no Control shows it)",
      "section \"Empty\" is not shown (no Control of a field is in it) (at /uischema/elements/12)",
      "rule without a condition is skipped",
      "Group `Nested` inside a section is not kept (its fields are, in the section)",
    ] {
      #expect(form.messages.contains { $0.contains(text) }, "\(text) not in \(form.messages)")
    }
    #expect(form.form["sections"] == nil)
  }
}
