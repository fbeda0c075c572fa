import Foundation
import FormshDomain
import Testing

@testable import FormshData
@testable import FormshDialects

/// The Form.io dialect (issue 30): forms from Form.io's own tests load as the forms they
/// describe (their tests' expectations hold in formsh), Form.io's JSON Logic reads formsh's
/// fields, and what formsh cannot hold is reported where it is.
@Suite("Form.io dialect")
struct FormIOTests {
  static let fixtures = [
    "conditions", "select-boxes", "calculated-fields", "edit-grid", "select-values",
    "disable-submit-button", "layout", "hostile",
  ]

  static func load(_ name: String) throws -> LoadedForm {
    try Fixture.load("dialects/formio/\(name).json")
  }

  static func field(_ loaded: LoadedForm, _ id: FieldID) throws -> Field {
    try #require(loaded.form.fields.first { $0.id == id })
  }

  static func dropped(_ loaded: LoadedForm) -> [String] {
    loaded.diagnostics.compactMap { $0.problem as? DialectProblem }.map {
      "\($0.construct) \($0.outcome.words) @\($0.pointer)"
    }
  }

  static func translate(_ json: String) throws -> (form: JSONObject, dropped: [DialectProblem]) {
    let translation = FormIODialect().translate(try JSONParser.parseObject(Array(json.utf8)))
    return (translation.form, translation.dropped)
  }

  /// The visible_if of the last field of a form with these components, in compact JSON.
  static func visibleIf(_ components: String) throws -> String? {
    let form = try translate(#"{"components": [\#(components)]}"#).form
    let last = form["fields"]?.arrayValue?.last?.objectValue
    return last?["visible_if"].map { JSONWriter.string($0) }
  }

  /// The compact payload of a fixture with these values set (and one item in each list named).
  static func submit(_ name: String, items: [FieldID: Int] = [:], _ values: [(FieldID, String)])
    throws -> String
  {
    var form = try load(name).form
    if !items.isEmpty, let resized = form.resized?(items) { form = resized }
    var state = form.initialState
    for (id, text) in values { try EditForm(form: form).set(id, .text(text), in: &state) }
    _ = form.values.recompute(form, &state)
    return PayloadWriter.string(BuildSubmission(form: form).payload(state))
  }

  // MARK: Detection

  @Test("every Form.io fixture is detected as Form.io", arguments: fixtures)
  func detected(name: String) throws {
    #expect(try Self.load(name).dialect == "Form.io")
  }

  @Test(
    "documents of the other dialects are not Form.io",
    arguments: [
      #"{"fields": [], "components": [{"type": "textfield", "key": "a"}]}"#,
      #"{"elements": [{"type": "text", "name": "a"}]}"#,
      #"{"type": "AdaptiveCard", "body": [{"type": "Input.Text", "id": "a"}]}"#,
      #"{"components": [{"type": "Input.Text"}]}"#,
      #"{"components": "textfield"}"#,
      #"{"schema": {"type": "object", "properties": {"components": {"type": "array"}}}}"#,
    ])
  func notClaimed(json: String) throws {
    #expect(!FormIODialect().recognises(try JSONParser.parseObject(Array(json.utf8))))
  }

  @Test("components at the top, or in a form object, are recognised; SurveyJS is not claimed")
  func recognised() throws {
    for json in [
      #"{"components": [{"type": "textfield", "key": "a"}]}"#,
      #"{"title": "t", "form": {"components": [{"type": "panel", "components": []}]}}"#,
    ] {
      let object = try JSONParser.parseObject(Array(json.utf8))
      #expect(FormIODialect().recognises(object), "\(json)")
      #expect(Dialects.detect(object)?.name == "formio")
    }
    #expect(Dialects.named("formio")?.title == "Form.io")
    let survey = try JSONParser.parseObject(
      Array(#"{"elements": [{"type": "text", "name": "a"}]}"#.utf8))
    #expect(Dialects.detect(survey)?.name == "surveyjs")
  }

  // MARK: Real forms

  @Test(
    "conditions: each field shown by the one before; validate.json as rules with their messages")
  func conditions() throws {
    let loaded = try Self.load("conditions")
    #expect(loaded.form.ids == ["typeShow", "typeMe", "typeThe", "typeMonkey"])
    #expect(
      try Self.field(loaded, "typeMe").visibleIf?.text == #"{"===":[{"var":"typeShow"},"Show"]}"#)
    #expect(
      loaded.form.rules.map(\.message) == [
        #"You must type "Show""#, #"You must type "Me""#, #"You must type "The""#,
        #"You must type "Monkey!""#,
      ])
    #expect(Self.dropped(loaded) == ["htmlelement `monkey` is not a field; skipped @/components/4"])
    // Form.io's test: typeShow "sho" fails with its message, the others hidden.
    let form = loaded.form
    var state = form.initialState
    try EditForm(form: form).set("typeShow", .text("sho"), in: &state)
    let errors = ValidateForm(form: form)(state)
    #expect(errors.map(\.field) == ["typeShow"])
    #expect(errors.first?.message == #"You must type "Show""#)
  }

  @Test("select boxes: a multi-select; the shape of its value is reported")
  func selectBoxes() throws {
    let loaded = try Self.load("select-boxes")
    #expect(loaded.form.title == "select boxes test")
    let boxes = try Self.field(loaded, "selectBoxes")
    #expect(boxes.kind.name == "multiselect")
    #expect(boxes.options.map(\.id) == ["a", "b", "c"])
    #expect(Self.dropped(loaded).count == 1)
    #expect(
      try Self.submit("select-boxes", [("selectBoxes", "a,c")]) == #"{"selectBoxes":["a","c"]}"#)
  }

  @Test("calculated fields: total is a computed field; Form.io's test expects 25 from 10 and 15")
  func calculatedFields() throws {
    let loaded = try Self.load("calculated-fields")
    let total = try Self.field(loaded, "total")
    #expect(total.computed?.text == #"{"+":[{"var":"a"},{"var":"b"}]}"#)
    #expect(loaded.diagnostics.isEmpty)
    #expect(
      try Self.submit("calculated-fields", [("a", "10"), ("b", "15")])
        == #"{"a":"10","b":"15","total":"25"}"#)
  }

  @Test(
    "a data grid and an edit grid are lists; the panel inside the grid is flattened; the submit button is no field"
  )
  func editGrid() throws {
    let loaded = try Self.load("edit-grid")
    #expect(loaded.form.lists.map(\.id) == ["dataGrid", "editGrid"])
    #expect(loaded.diagnostics.isEmpty)
    #expect(
      try Self.submit(
        "edit-grid", items: ["dataGrid": 1, "editGrid": 2],
        [("dataGrid[1].textField", "x"), ("editGrid[1].number", "4"), ("editGrid[2].number", "5")])
        == #"{"dataGrid":[{"textField":"x"}],"editGrid":[{"number":4},{"number":5}]}"#)
  }

  @Test("a select's data.values become options with their labels")
  func selectValues() throws {
    let color = try Self.field(try Self.load("select-values"), "favoriteColor")
    #expect(color.kind.name == "dropdown")
    #expect(color.placeholder == "Enter your favorite color")
    #expect(
      color.options.map(\.label) == ["Red", "Blue", "Green", "Yellow", "Purple", "Orange", "Black"])
  }

  @Test("file components are reported; a text field's maxLength kept")
  func files() throws {
    let loaded = try Self.load("disable-submit-button")
    #expect(loaded.form.title == "filesS3")
    #expect(loaded.form.ids == ["textField"])
    #expect(try Self.field(loaded, "textField").constraints.maxLength == 3)
    #expect(
      Self.dropped(loaded) == [
        "file component `upload` is not supported; skipped @/components/1",
        "file component `file` is not supported; skipped @/components/2",
      ])
  }

  // MARK: Our own form: every mapping

  @Test("a wizard's pages become sections; a page's condition the section's")
  func sections() throws {
    let loaded = try Self.load("layout")
    #expect(loaded.form.sections.map(\.id) == ["page1", "page2"])
    #expect(loaded.form.sections.map(\.title) == ["You", "Plan"])
    #expect(loaded.form.sections[1].visibleIf?.text == #"{">=":[{"var":"age"},18]}"#)
    #expect(try Self.field(loaded, "firstName").section == "page1")
  }

  @Test("kinds, constraints, defaults, conditions and computed values of our form")
  func mappings() throws {
    let loaded = try Self.load("layout")
    let kinds = try [
      "email", "phone", "age", "student", "start", "meeting", "call", "fee", "notes", "site",
      "secret",
    ]
    .map { try Self.field(loaded, $0).kind.name }
    #expect(
      kinds == [
        "email", "text", "number", "checkbox", "date", "datetime", "time", "number", "multiline",
        "url", "secure",
      ])
    let first = try Self.field(loaded, "firstName")
    #expect(first.isRequired)
    #expect(first.constraints.minLength == 2)
    #expect(first.constraints.maxLength == 30)
    #expect(try Self.field(loaded, "lastName").supportingText == "As on your ID")
    #expect(
      try Self.field(loaded, "phone").constraints.pattern?.source
        == #"\([0-9][0-9][0-9]\) [0-9][0-9][0-9]\-[0-9][0-9][0-9][0-9]"#)
    let age = try Self.field(loaded, "age")
    #expect(age.constraints.minimum?.text == "18")
    #expect(age.constraints.maximum?.text == "120")
    #expect(age.errorMessage == "Adults only")
    #expect(try Self.field(loaded, "school").visibleIf?.text == #"{"==":[{"var":"student"},true]}"#)
    let extras = try Self.field(loaded, "extras")
    #expect(extras.kind.name == "multiselect")
    #expect(extras.constraints.minSelections == 1)
    #expect(try Self.field(loaded, "city").remoteOptions != nil)
    #expect(
      try Self.field(loaded, "coupon").visibleIf?.text
        == #"{"or":[{"==":[{"var":"plan"},"gold"]},{"in":["tue",{"or":[{"var":"days"},[]]}]}]}"#)
    #expect(
      try Self.field(loaded, "fee").computed?.text
        == #"{"if":[{"==":[{"var":"plan"},"gold"]},50,20]}"#)
    let street = try Self.field(loaded, "address.street")
    #expect(street.visibleIf?.text == #"{"!":[{"==":[{"var":"plan"},"basic"]}]}"#)
    #expect(street.constraints.pattern?.source == "^[A-Za-z0-9 ]+$")
    #expect(
      try Self.field(loaded, "address.zip").constraints.pattern?.source
        == "[0-9][0-9][0-9][0-9][0-9]")
    #expect(loaded.form.lists.map(\.id) == ["guests"])
    #expect(
      try Self.field(loaded, "guests[1].guardian").visibleIf?.text
        == #"{"<":[{"var":"guests[1].guestAge"},18]}"#)
    #expect(loaded.form.submitData.map(\.id) == ["source"])
    #expect(loaded.form.rules.map(\.message) == ["Type yes to go on"])
  }

  @Test("what our form loses is each reported with its pointer")
  func ownDropped() throws {
    #expect(
      Self.dropped(try Self.load("layout")) == [
        "day `birthday` is read as a date written YYYY-MM-DD (Form.io sends MM/DD/YYYY) @/components/0/components/9",
        "options URL of select `city` is read as options of `id` and `label` @/components/1/components/2/data/url",
        "selectboxes `days`'s value is submitted as an array of the checked values, not an object of booleans @/components/1/components/3",
        "validate.custom of `notes` (JavaScript) is not supported; skipped @/components/1/components/8/rows/0/0/components/0/validate/custom",
        "customConditional of `site` (JavaScript) is not supported; skipped @/components/1/components/9/components/0/components/0/customConditional",
        "calculateValue of `secret` (JavaScript) is not supported; skipped @/components/1/components/9/components/0/components/1/calculateValue",
        "button `reset` with action `reset` is not a field; skipped @/components/1/components/12",
      ])
  }

  // MARK: Conditions

  @Test(
    "Form.io conditionals in formsh's JSON Logic",
    arguments: [
      (
        #"{"type": "textfield", "key": "b", "conditional": {"show": true, "when": "a", "eq": "x"}}"#,
        #"{"==":[{"var":"a"},"x"]}"#
      ),
      (
        #"{"type": "textfield", "key": "b", "conditional": {"show": "false", "when": "a", "eq": "x"}}"#,
        #"{"!":[{"==":[{"var":"a"},"x"]}]}"#
      ),
      (
        #"{"type": "textfield", "key": "b", "conditional": {"show": null, "when": null, "eq": ""}}"#,
        nil
      ),
      (
        #"{"type": "textfield", "key": "b", "conditional": {"json": {"and": [{"var": "data.a"}, {"var": ["data.c.d", 0]}]}}}"#,
        #"{"and":[{"var":"a"},{"var":["c.d",0]}]}"#
      ),
      (
        #"{"type": "textfield", "key": "b", "conditional": {"json": {"some": [{"var": "data.g"}, {"==": [{"var": "x"}, 1]}]}}}"#,
        #"{"some":[{"var":"g"},{"==":[{"var":"x"},1]}]}"#
      ),
      (#"{"type": "textfield", "key": "b", "conditional": {"json": ""}}"#, nil),
      (
        #"{"type": "textfield", "key": "b", "conditional": {"show": true, "conditions": [{"component": "a", "operator": "isEmpty"}, {"component": "a", "operator": "lessThan", "value": 3}]}}"#,
        #"{"and":[{"or":[{"===":[{"var":"a"},null]},{"===":[{"var":"a"},""]}]},{"!==":[{"var":"a"},null]},{"!==":[{"var":"a"},""]},{"<":[{"var":"a"},3]}]}"#
      ),
      (
        #"{"type": "textfield", "key": "b", "hidden": true, "conditional": {"show": true, "when": "a", "eq": "1"}}"#,
        #"{"and":[{"==":[{"var":"a"},"1"]},false]}"#
      ),
    ])
  func conditionals(component: String, logic: String?) throws {
    let a = #"{"type": "textfield", "key": "a"}, "#
    #expect(try Self.visibleIf(a + component) == logic)
  }

  @Test(
    "a bound written as a string is a number only in JSON's syntax",
    arguments: [
      ("\"5\"", "5"), ("\"-1.5e3\"", "-1.5e3"), ("\"+5\"", nil), ("\".5\"", nil), ("\"1.\"", nil),
      ("\"007\"", nil), ("\"\"", nil), ("\"NaN\"", nil), ("12", "12"),
    ] as [(String, String?)])
  func bounds(written: String, number: String?) throws {
    let form = try Self.translate(
      #"{"components": [{"type": "number", "key": "n", "validate": {"min": \#(written)}}]}"#
    ).form
    let field = form["fields"]?.arrayValue?.first?.objectValue
    #expect(field?["min"] == number.map(JSONValue.number))
  }

  // MARK: Hostile input

  @Test("a hostile form loads: every odd component reported, nothing traps")
  func hostile() throws {
    let loaded = try Self.load("hostile")
    #expect(loaded.form.title == "Hostile")
    let dropped = Self.dropped(loaded)
    #expect(dropped.count == 24)
    for expected in [
      "component is not an object; skipped @/form/components/0",
      "component has no type; skipped @/form/components/1",
      "textfield component has no key; skipped @/form/components/2",
      "mywidget component `custom` is not a Form.io type formsh knows; skipped @/form/components/3",
      "signature component `sig` is not supported; skipped @/form/components/4",
      "conditional.json of `badJson` cannot be translated (it reads \"instance.x\", which names no field formsh has); skipped @/form/components/5/conditional/json",
      "editgrid `inner` inside a grid is not supported (formsh has no list inside a list); skipped @/form/components/16/components/0",
      "customDefaultValue of `js` (JavaScript) is not supported; skipped @/form/components/20/customDefaultValue",
    ] {
      #expect(dropped.contains(expected), "\(expected)")
    }
    #expect(try Self.field(loaded, "oddValues").options.map(\.id) == ["3"])
    #expect(try Self.field(loaded, "js").defaultFrom != nil)
  }

  @Test(
    "each value of a real document replaced by every other type translates", arguments: fixtures)
  func mutated(name: String) throws {
    let bytes = try Array(
      String(contentsOfFile: Fixture.path("dialects/formio/\(name).json"), encoding: .utf8).utf8)
    let document = try JSONParser.parseObject(bytes)
    for (index, variant) in DialectMutations.variants(of: document).enumerated() {
      _ = FormIODialect().recognises(variant)
      let translation = FormIODialect().translate(variant)
      // One in five through formsh's mapping too (all of them take half a minute).
      guard index % 5 == 0 else { continue }
      _ = FormMapper.map(FormDTO(json: translation.form), isInterrupted: { false })
    }
  }

  @Test(
    "wrong types everywhere translate without trapping",
    arguments: [
      #"{"components": [{"type": 1}, {"type": "textfield", "key": 2}, {"type": "textfield", "key": "a", "label": [1], "validate": "x", "conditional": 5}]}"#,
      #"{"components": [{"type": "columns", "columns": "x"}, {"type": "table", "rows": [1, [2, {"components": 3}]]}, {"type": "tabs", "components": [1]}]}"#,
      #"{"components": [{"type": "select", "key": "s", "data": 5, "dataSrc": 7}, {"type": "radio", "key": "r", "values": {"a": 1}}]}"#,
      #"{"components": [{"type": "number", "key": "n", "validate": {"min": {}, "max": [], "minLength": "z"}, "calculateValue": [1]}]}"#,
      #"{"components": [{"type": "datagrid", "key": "g", "validate": {"minLength": -2, "maxLength": "q"}, "components": [{"type": "textfield", "key": "t", "conditional": {"json": {"var": "row"}}}]}]}"#,
      #"{"components": [{"type": "textfield", "key": "t", "conditional": {"show": true, "conditions": "x"}, "customConditional": 5}]}"#,
    ])
  func wrongTypes(json: String) throws {
    let loaded = try FormDecoder.decode(Array(json.utf8), source: "x", dialect: FormIODialect())
    #expect(loaded.dialect == "Form.io")
  }

  @Test("components nested past the limit are reported, not recursed into")
  func deep() throws {
    var json = #"{"type": "textfield", "key": "leaf"}"#
    for _ in 0..<40 { json = #"{"type": "well", "components": [\#(json)]}"# }
    let (form, dropped) = try Self.translate(#"{"components": [\#(json)]}"#)
    #expect(form["fields"]?.arrayValue?.isEmpty == true)
    #expect(dropped.map(\.outcome) == [.nested(deeperThan: 32)])
  }
}
