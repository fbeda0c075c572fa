import FormshData
import FormshDomain
import FormshTestSupport
import Testing

/// How a form's conditions decide what is shown, required, validated and submitted
/// (docs/form-format.md, "Sections and conditions"), through the use cases `submit` and `fill` go
/// through.
@Suite struct ConditionEvaluationTests {
  static func form(_ body: String) throws -> Form {
    try FormDecoder.decode(Array(#"{"form_title": "T", \#(body)}"#.utf8), source: "t.json").form
  }

  /// a → b → c: b shows when a has a value, c when b has one.
  static let chain = #"""
    "fields": [
      {"id": "a", "order": 1, "type": "TEXT", "label": "A"},
      {"id": "b", "order": 2, "type": "TEXT", "label": "B", "visible_if": {"!!": {"var": "a"}}},
      {"id": "c", "order": 3, "type": "TEXT", "label": "C", "visible_if": {"!!": {"var": "b"}},
       "required": true}
    ]
    """#

  static func state(_ form: Form, _ values: [String: String]) -> FormState {
    var state = form.initialState
    for (id, text) in values { state[id] = .text(text) }
    return state
  }

  @Test("a hidden field reads as null, so what it shows hides with it")
  func hiddenReadsNull() throws {
    let form = try Self.form(Self.chain)
    #expect(form.status(of: Self.state(form, [:])).visible == [true, false, false])
    #expect(form.status(of: Self.state(form, ["a": "x"])).visible == [true, true, false])
    #expect(form.status(of: Self.state(form, ["a": "x", "b": "y"])).visible == [true, true, true])
    // b keeps its value while hidden, but reads as null: c hides too.
    #expect(form.status(of: Self.state(form, ["b": "y"])).visible == [true, false, false])
  }

  @Test("a hidden field is neither validated nor submitted; its value is kept")
  func hiddenIsLeftOut() throws {
    let form = try Self.form(Self.chain)
    let state = Self.state(form, ["b": "kept"])
    // c is required, but hidden: the form is valid, and the payload has only a.
    #expect(ValidateForm(form: form)(state).isEmpty)
    guard case .success(let payload) = BuildSubmission(form: form)(state) else {
      Issue.record("refused")
      return
    }
    #expect(payload.entries.map(\.id) == ["a"])
    #expect(state["b"] == .text("kept"))
    let shown = Self.state(form, ["a": "x", "b": "kept"])
    #expect(ValidateForm(form: form)(shown).map(\.field) == ["c"])
  }

  static let sections = #"""
    "sections": [
      {"id": "company", "title": "Company",
       "visible_if": {"==": [{"var": "kind"}, "business"]},
       "required_if": {"==": [{"var": "country"}, "de"]}}
    ],
    "fields": [
      {"id": "kind", "order": 1, "type": "TEXT", "label": "Kind"},
      {"id": "country", "order": 2, "type": "TEXT", "label": "Country"},
      {"id": "name", "order": 1, "section": "company", "type": "TEXT", "label": "Name"},
      {"id": "vat", "order": 2, "section": "company", "type": "TEXT", "label": "VAT",
       "required_if": {"!!": {"var": "name"}}},
      {"id": "note", "order": 3, "type": "TEXT", "label": "Note",
       "visible_if": {"!!": {"var": "name"}}}
    ]
    """#

  @Test("a section's visible_if hides its fields; its required_if requires them")
  func sectionConditions() throws {
    let form = try Self.form(Self.sections)
    #expect(form.fields.map(\.id) == ["kind", "country", "note", "name", "vat"])
    let personal = form.status(of: Self.state(form, ["name": "ACME"]))
    #expect(personal.sectionVisible == [false])
    #expect(personal.visible == [true, true, false, false, false])
    let business = form.status(of: Self.state(form, ["kind": "business", "name": "ACME"]))
    #expect(business.visible == [true, true, true, true, true])
    #expect(business.required == [false, false, false, false, true])
    let german = form.status(of: Self.state(form, ["kind": "business", "country": "de"]))
    #expect(german.required == [false, false, false, true, true])
    #expect(
      ValidateForm(form: form)(Self.state(form, ["kind": "business", "country": "de"])).map(
        \.field) == ["name", "vat"])
  }

  static let rules = #"""
    "fields": [
      {"id": "password", "order": 1, "type": "TEXT", "subtype": "SECURE", "label": "P",
       "min_length": 4},
      {"id": "again", "order": 2, "type": "TEXT", "subtype": "SECURE", "label": "Again"},
      {"id": "gift", "order": 3, "type": "TOGGLE", "label": "Gift"},
      {"id": "business", "order": 4, "type": "TOGGLE", "label": "Business"}
    ],
    "rules": [
      {"check": {"==": [{"var": "password"}, {"var": "again"}]}, "message": "differ",
       "fields": ["password", "again"]},
      {"check": {"!": {"and": [{"var": "gift"}, {"var": "business"}]}}, "message": "no gifts",
       "fields": []}
    ]
    """#

  @Test("a rule's message goes on each field it names, after the field's own failure")
  func rulesOnFields() throws {
    let form = try Self.form(Self.rules)
    let failures = ValidateForm(form: form)(Self.state(form, ["password": "abc", "again": "abd"]))
    #expect(failures.map(\.field) == ["password", "again"])
    #expect(failures.map(\.message) == ["must be at least 4 characters", "differ"])
  }

  @Test("a rule without fields is the form's error, reported last under _form")
  func formWideRule() throws {
    let form = try Self.form(Self.rules)
    var state = Self.state(form, ["password": "abcd", "again": "abce"])
    state["gift"] = .bool(true)
    state["business"] = .bool(true)
    let failures = ValidateForm(form: form)(state)
    #expect(failures.map(\.field) == ["password", "again", "_form"])
    #expect(failures.last?.message == "no gifts")
  }

  @Test("a condition whose evaluation fails counts as false and says why")
  func evaluationErrors() throws {
    let form = try Self.form(
      #"""
      "fields": [
        {"id": "n", "order": 1, "type": "TEXT", "subtype": "NUMBER", "label": "N"},
        {"id": "x", "order": 2, "type": "TEXT", "label": "X",
         "visible_if": {">": [{"/": [10, {"var": "n"}]}, 1]}}
      ]
      """#)
    var state = form.initialState
    state["n"] = .text("0")
    let status = form.status(of: state)
    #expect(status.visible == [true, false])
    #expect(status.evaluationErrors.map(\.site) == [.fieldVisible(1)])
    #expect(status.evaluationErrors.first?.message.hasPrefix("NaN") == true)
    state["n"] = .text("2")
    #expect(form.status(of: state).visible == [true, true])
    #expect(form.status(of: state).evaluationErrors.isEmpty)
  }

  @Test("updating after one change gives what evaluating everything gives")
  func incrementalUpdate() throws {
    let form = try Self.form(Self.sections)
    var generator = SplitMix(seed: 14)
    let values: [String: [String]] = [
      "kind": ["", "business", "personal"], "country": ["", "de", "fr"],
      "name": ["", "ACME"], "vat": ["", "DE1"], "note": ["", "hi"],
    ]
    var state = form.initialState
    var status = form.status(of: state)
    for _ in 0..<500 {
      let field = form.fields[Int(generator.next() % UInt64(form.fields.count))]
      let choices = values[field.id]!
      state[field.id] = .text(choices[Int(generator.next() % UInt64(choices.count))])
      form.logic.update(&status, form, state, changed: field.id)
      #expect(status == form.status(of: state))
    }
  }

  @Test("fill gives the verdict and payload a script's submit gives")
  func fillAgreesWithSubmit() throws {
    let form = try Self.form(
      Self.sections
        + #", "rules": [{"check": {"!=": [{"var": "note"}, "no"]}, "message": "not no", "fields": ["note"]}]"#
    )
    let fill = FillRecord(form: form)
    let records: [[String: String]] = [
      [:], ["kind": "business"], ["kind": "business", "name": "ACME"],
      ["kind": "business", "name": "ACME", "vat": "DE1"], ["name": "ACME", "note": "no"],
      ["kind": "business", "country": "de", "name": "A", "vat": "V", "note": "ok"],
    ]
    for record in records {
      let inputs = form.fields.map { record[$0.id].map(Input.text) }
      let state = Self.state(form, record)
      switch (fill(inputs), BuildSubmission(form: form)(state)) {
      case (.valid(let filled), .success(let submitted)): #expect(filled == submitted)
      case (.invalid(let errors), .failure(let refusal)):
        #expect(
          errors.map { $0.field.map { form.fields[$0].id } ?? "_form" }
            == refusal.failures.map(\.field))
        #expect(errors.map(\.message) == refusal.failures.map(\.message))
      case let (filled, submitted):
        Issue.record("fill gave \(filled), submit \(submitted) for \(record)")
      }
    }
  }

  @Test("fill refuses a value a hidden field cannot take, as set would")
  func fillRefusesOnHiddenFields() throws {
    let form = try Self.form(
      #"""
      "fields": [
        {"id": "show", "order": 1, "type": "TOGGLE", "label": "S"},
        {"id": "n", "order": 2, "type": "TEXT", "subtype": "NUMBER", "label": "N",
         "visible_if": {"var": "show"}}
      ]
      """#)
    let outcome = FillRecord(form: form)([nil, .text("abc")])
    guard case .invalid(let errors) = outcome else {
      Issue.record("accepted: \(outcome)")
      return
    }
    #expect(errors.map(\.field) == [1])
  }
}
