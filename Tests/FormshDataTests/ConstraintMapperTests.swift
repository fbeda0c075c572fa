import FormshData
import FormshDomain
import Testing

/// docs/form-format.md, "How formsh handles odd input": `max_length` that means no limit, a regex
/// that does not compile; and `regex_pattern` as a spelling of `regex`; and the checks on our own
/// keys.
@Suite("ConstraintMapper")
struct ConstraintMapperTests {
  @Test("max_length null, 0 or negative means no limit, with a warning")
  func noLimit() throws {
    let loaded = try Fixture.load("max-length-no-limit.json")
    #expect(loaded.form.fields.map(\.constraints.maxLength) == [nil, nil, nil, 3])
    #expect(
      loaded.diagnostics == [
        Diagnostic(.noMaxLength("null"), field: "unlimited_null"),
        Diagnostic(.noMaxLength("0"), field: "unlimited_zero"),
        Diagnostic(.noMaxLength("-5"), field: "unlimited_negative"),
      ])
    #expect(loaded.diagnostics.allSatisfy { $0.severity == .warning })

    let form = loaded.form
    let long = String(repeating: "x", count: 10_000)
    var state = form.initialState
    for id in ["unlimited_null", "unlimited_zero", "unlimited_negative"] {
      try EditForm(form: form).set(id, .text(long), in: &state)
      #expect(state[id] == .text(long))
    }
    #expect(throws: EditError.tooLong(field: "limited", max: 3, length: 4)) {
      try EditForm(form: form).set("limited", .text("abcd"), in: &state)
    }
    #expect(ValidateForm(form: form)(state).isEmpty)
  }

  @Test("a regex that does not compile is dropped with a warning; the others still apply")
  func badRegex() throws {
    let loaded = try Fixture.load("bad-regex.json")
    let sku = try #require(loaded.form.field("sku"))
    #expect(sku.constraints.pattern == nil)
    #expect(loaded.diagnostics.count == 1)
    let diagnostic = try #require(loaded.diagnostics.first)
    #expect(diagnostic.field == "sku")
    #expect(diagnostic.severity == .warning)
    guard case .badPattern(let source, let reason) = diagnostic.loadProblem else {
      Issue.record("expected badPattern, got \(diagnostic.problem)")
      return
    }
    #expect(source == "[A-Z{3")
    #expect(!reason.isEmpty && !reason.contains("\n"))
    #expect(diagnostic.message == "regex \"[A-Z{3\" does not compile (\(reason)); rule dropped")

    let form = loaded.form
    var state = form.initialState
    state["sku"] = .text("anything goes")
    state["code"] = .text("12a")
    #expect(
      ValidateForm(form: form)(state) == [
        FieldFailure(
          field: "code", failure: .patternMismatch("[0-9]{3}"),
          message: "must match the pattern [0-9]{3}")
      ])
  }

  @Test("regex_pattern is read as regex; regex wins when both are given")
  func regexPattern() throws {
    let loaded = try Fixture.load("regex-pattern.json")
    #expect(loaded.diagnostics == [])
    let form = loaded.form
    #expect(form.field("promo")?.constraints.pattern?.source == "[A-Z]{4}-[0-9]{4}")
    #expect(form.field("both")?.constraints.pattern?.source == "[a-z]+")
    var state = form.initialState
    state["promo"] = .text("save-2026")
    #expect(
      ValidateForm(form: form)(state) == [
        FieldFailure(
          field: "promo", failure: .patternMismatch("[A-Z]{4}-[0-9]{4}"),
          message: "Promo codes look like SAVE-2026.")
      ])
    state["promo"] = .text("SAVE-2026")
    #expect(ValidateForm(form: form)(state).isEmpty)
  }

  @Test("a null regex does not hide regex_pattern; an empty regex is no rule")
  func nullAndEmptyRegex() throws {
    let json = """
      {"form_title": "T", "fields": [
        {"id": "a", "order": 1, "type": "TEXT", "label": "A", "regex": null, "regex_pattern": "[0-9]+"},
        {"id": "b", "order": 2, "type": "TEXT", "label": "B", "regex": ""},
        {"id": "c", "order": 3, "type": "TEXT", "label": "C", "regex_pattern": null}
      ]}
      """
    let loaded = try FormDecoder.decode(Array(json.utf8), source: "t.json")
    #expect(loaded.diagnostics == [])
    let form = loaded.form
    #expect(form.field("a")?.constraints.pattern?.source == "[0-9]+")
    #expect(form.field("b")?.constraints.pattern == nil)
    #expect(form.field("c")?.constraints.pattern == nil)
    var state = form.initialState
    for id in ["a", "b", "c"] { state[id] = .text("abc") }
    #expect(ValidateForm(form: form)(state).map(\.field) == ["a"])
  }

  @Test(
    "keys of the wrong type or for another kind are ignored with a warning",
    arguments: [
      (
        #"{"id": "f", "type": "TEXT", "max_length": "10"}"#,
        Diagnostic.Problem.wrongType(key: "max_length", expected: "an integer", found: "\"10\"")
      ),
      (
        #"{"id": "f", "type": "TEXT", "max_length": 2.5}"#,
        .wrongType(key: "max_length", expected: "an integer", found: "2.5")
      ),
      (
        #"{"id": "f", "type": "CHECKBOX", "max_length": 5}"#,
        .notApplicable(key: "max_length", kind: .checkbox)
      ),
      (
        #"{"id": "f", "type": "TOGGLE", "regex": "x"}"#, .notApplicable(key: "regex", kind: .toggle)
      ),
      (#"{"id": "f", "type": "TEXT", "min": 1}"#, .notApplicable(key: "min", kind: .text)),
      (
        #"{"id": "f", "type": "TEXT", "subtype": "NUMBER", "min": "1"}"#,
        .wrongType(key: "min", expected: "a number", found: "\"1\"")
      ),
      (
        #"{"id": "f", "type": "TEXT", "min_length": -1}"#,
        .wrongType(key: "min_length", expected: "a whole number of 0 or more", found: "-1")
      ),
      (
        #"{"id": "f", "type": "TEXT", "required": "yes"}"#,
        .wrongType(key: "required", expected: "true or false", found: "\"yes\"")
      ),
    ])
  func ignoredKeys(field: String, problem: Diagnostic.Problem) throws {
    let json = #"{"form_title": "T", "fields": [\#(field.dropLast()), "order": 1, "label": "F"}]}"#
    let loaded = try FormDecoder.decode(Array(json.utf8), source: "t.json")
    #expect(loaded.form.ids == ["f"])
    #expect(loaded.diagnostics == [Diagnostic(problem, field: "f")])
  }

  @Test(
    "a minimum above its maximum is an error: no value can pass",
    arguments: [
      (
        #""subtype": "NUMBER", "min": 10, "max": 1"#,
        Diagnostic.Problem.impossibleRange(key: "min/max", min: "10", max: "1")
      ),
      (
        #""min_length": 5, "max_length": 3"#,
        .impossibleRange(key: "min_length/max_length", min: "5", max: "3")
      ),
    ])
  func impossibleRange(keys: String, problem: Diagnostic.Problem) throws {
    let json =
      #"{"form_title": "T", "fields": [{"id": "f", "order": 1, "type": "TEXT", "label": "F", \#(keys)}]}"#
    let loaded = try FormDecoder.decode(Array(json.utf8), source: "t.json")
    #expect(loaded.diagnostics == [Diagnostic(problem, field: "f")])
    #expect(loaded.hasErrors)
  }

  @Test("our own keys become rules: min/max, min_length, selection counts")
  func ownKeys() throws {
    let json = """
      {"form_title": "T", "fields": [
        {"id": "n", "order": 1, "type": "TEXT", "subtype": "NUMBER", "label": "N", "min": 0.01, "max": 1e3},
        {"id": "p", "order": 2, "type": "TEXT", "subtype": "SECURE", "label": "P", "min_length": 8},
        {"id": "m", "order": 3, "type": "DROPDOWN", "allow_multiple": true, "label": "M",
         "min_selections": 1, "max_selections": 2,
         "options": [{"id": "a"}, {"id": "b"}, {"id": "c"}]}
      ]}
      """
    let loaded = try FormDecoder.decode(Array(json.utf8), source: "t.json")
    #expect(loaded.diagnostics == [])
    let form = loaded.form
    #expect(form.field("n")?.constraints.minimum == "0.01")
    #expect(form.field("n")?.constraints.maximum == "1e3")
    #expect(form.field("p")?.constraints.minLength == 8)
    #expect(form.field("m")?.constraints.minSelections == 1)
    #expect(form.field("m")?.constraints.maxSelections == 2)
    var state = form.initialState
    state["n"] = .text("0.001")
    state["p"] = .text("short")
    state["m"] = .selection(["a", "b", "c"])
    #expect(
      ValidateForm(form: form)(state).map(\.failure) == [
        .belowMinimum("0.01"), .tooShort(min: 8), .tooManySelections(max: 2),
      ])
  }
}

/// A form's regex could hang `validate` and every fill record: Swift Regex backtracks, and
/// `(\w+\s?)*$` on twenty letters and a `!` takes half a minute.
@Suite("ConstraintMapper: slow patterns")
struct SlowPatternTests {
  /// Issue 13: Swift Regex took seconds to forever on such patterns, and the screen that
  /// replaced them dropped the rule. PCRE2 bounds every match: the rule stays, lint names a
  /// value it cannot check (loading does not probe: issue 26), and such values fail with
  /// their own message.
  @Test("a catastrophic regex is kept with a warning; values it cannot check fail as too costly")
  func catastrophicRegexIsBounded() throws {
    let json = #"""
      {"form_title": "ReDoS", "fields": [
        {"id": "words", "order": 1, "type": "TEXT", "label": "Words", "regex": "(\\w+\\s?)*$",
         "error_message": "Words only."},
        {"id": "code", "order": 2, "type": "TEXT", "label": "Code", "regex": "[0-9]{3}"}]}
      """#
    let bare = try FormDecoder.decode(Array(json.utf8), source: "redos.json")
    #expect(bare.form.field("words")?.constraints.pattern?.source == #"(\w+\s?)*$"#)
    // Loading compiles; lint probes.
    #expect(bare.diagnostics.isEmpty)
    let loaded = PatternCostProbe.probe(bare)
    #expect(
      loaded.diagnostics == [
        Diagnostic(
          .slowPattern(#"(\w+\s?)*$"#, probe: PatternProbe(run: "a", count: 30, tail: "!")),
          field: "words")
      ])
    #expect(loaded.diagnostics[0].severity == .warning)
    #expect(
      loaded.diagnostics[0].message
        == #"regex "(\w+\s?)*$" is too costly to check on values like "a" × 30 + "!"; such values fail validation"#
    )
    var state = loaded.form.initialState
    state["words"] = .text("some words here")
    #expect(ValidateForm(form: loaded.form)(state).isEmpty)
    state["words"] = .text(String(repeating: "a", count: 40) + "!")
    #expect(
      ValidateForm(form: loaded.form)(state) == [
        FieldFailure(
          field: "words", failure: .patternNotChecked(#"(\w+\s?)*$"#, interrupted: false),
          message: #"the pattern (\w+\s?)*$ is too costly to check on this value"#)
      ])
  }
}
