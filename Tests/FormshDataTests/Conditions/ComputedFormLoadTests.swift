import FormshData
import FormshDomain
import Testing

/// Loading read-only, disabled and computed fields, `default_value_from`, text pipes and
/// `submit_data` (issue 29): each key as the key reference says, and hostile uses of them
/// (wrong types, cycles, unknown fields) a diagnostic naming the field, never a crash.
@Suite struct ComputedFormLoadTests {
  static func load(_ fields: String, top: String = "") throws -> LoadedForm {
    try FormDecoder.decode(
      Array(#"{"form_title": "T", \#(top) "fields": [\#(fields)]}"#.utf8), source: "t.json")
  }

  /// Each diagnostic as `severity field: message`.
  static func lines(_ loaded: LoadedForm) -> [String] {
    loaded.diagnostics.map { "\($0.severity) \($0.field ?? "-"): \($0.message)" }
  }

  @Test func theSampleLoadsCleanly() throws {
    let loaded = try Fixture.load("computed.json")
    #expect(loaded.diagnostics.isEmpty, "\(Self.lines(loaded))")
    let form = loaded.form
    #expect(form.field("code")?.isReadOnly == true)
    #expect(form.field("total")?.computed?.reads == ["subtotal"])
    #expect(form.field("note")?.enabledIf != nil)
    #expect(form.submitData.map(\.id) == ["source", "version", "tags"])
  }

  /// A computed or starting value of a field that is not secure may not read a secure one:
  /// the copy (or a part of it, `substr`) would show the secret in clear everywhere. A secure
  /// field may; a value that may read any field does not, when the form has a secret.
  @Test func aValueReadingASecureFieldIsRefused() throws {
    let loaded = try Self.load(
      #"""
      {"id": "pw", "order": 1, "type": "TEXT", "subtype": "SECURE", "label": "PW",
       "default_value": "hunter2"},
      {"id": "copy", "order": 2, "type": "TEXT", "label": "Copy", "value": {"var": "pw"}},
      {"id": "first", "order": 3, "type": "TEXT", "label": "First",
       "default_value_from": {"substr": [{"var": "pw"}, 0, 4]}},
      {"id": "again", "order": 4, "type": "TEXT", "subtype": "SECURE", "label": "Again",
       "value": {"var": "pw"}},
      {"id": "any", "order": 5, "type": "TEXT", "label": "Any", "value": {"var": [{"cat": ["p", "w"]}]}}
      """#)
    let reason = "the field would show the secret in clear"
    #expect(
      Self.lines(loaded) == [
        "error copy: value reads the secure field \"pw\": \(reason); value is ignored (make this field SECURE too, or read another field)",
        "error first: default_value_from reads the secure field \"pw\": \(reason); default_value_from is ignored (make this field SECURE too, or read another field)",
        "error any: value reads the secure field \"again\": \(reason); value is ignored (make this field SECURE too, or read another field)",
      ])
    #expect(loaded.form.field("copy")?.computed == nil)
    #expect(loaded.form.field("first")?.defaultFrom == nil)
    #expect(loaded.form.field("again")?.computed != nil)
  }

  /// What the shell warns of at load, lint lists: a computed value the starting values cannot
  /// work out (it said "no problems", and `lint --strict` passed).
  @Test func aValueTheStartingValuesCannotWorkOutIsAWarning() throws {
    let loaded = try Self.load(
      #"""
      {"id": "n", "order": 1, "type": "TEXT", "subtype": "NUMBER", "label": "N", "value": "hello"},
      {"id": "a", "order": 2, "type": "TEXT", "subtype": "NUMBER", "label": "A", "default_value": "0"},
      {"id": "z", "order": 3, "type": "TEXT", "subtype": "NUMBER", "label": "Z",
       "value": {"/": [1, {"var": "a"}]}}
      """#)
    let tail = "the field is empty, and fails validation while shown, until what it reads changes"
    #expect(
      Self.lines(loaded) == [
        "warning n: value cannot be worked out on the starting values (the field refuses what it gives: must be a number; \"hello\" is not); \(tail)",
        "warning z: value cannot be worked out on the starting values (NaN: division by zero); \(tail)",
      ])
  }

  /// A read-only value that fails its own rules fails every submit, and no edit can fix it.
  @Test func aReadOnlyValueFailingItsRulesIsAWarning() throws {
    let loaded = try Self.load(
      #"""
      {"id": "contact", "order": 1, "type": "TEXT", "subtype": "EMAIL", "label": "C",
       "read_only": true, "default_value": "not-an-email"},
      {"id": "code", "order": 2, "type": "TEXT", "label": "Code", "read_only": true,
       "required": true},
      {"id": "fine", "order": 3, "type": "TEXT", "label": "Fine", "read_only": true,
       "default_value": "x", "regex": "^x$"}
      """#)
    let tail = "no edit can fix it, so the form cannot be submitted while the field is shown"
    #expect(
      Self.lines(loaded) == [
        "warning contact: is read-only, and its value fails its own rules (must be an email address): \(tail)",
        "warning code: is read-only, and its value fails its own rules (is required): \(tail)",
      ])
  }

  /// A field enabled by a value computed from itself locks itself out once disabled.
  @Test func anEnabledIfReadingItsOwnValueThroughAComputedFieldIsAWarning() throws {
    let loaded = try Self.load(
      #"""
      {"id": "x", "order": 1, "type": "TEXT", "label": "X", "default_value": "on",
       "enabled_if": {"var": "c"}},
      {"id": "c", "order": 2, "type": "TEXT", "label": "C", "value": {"var": "d"}},
      {"id": "d", "order": 3, "type": "TEXT", "label": "D", "value": {"cat": [{"var": "x"}]}},
      {"id": "y", "order": 4, "type": "TEXT", "label": "Y", "enabled_if": {"var": "x"}}
      """#)
    #expect(
      Self.lines(loaded) == [
        "warning x: enabled_if reads the field's own value (through the computed \"c\"): once it disables the field, no edit can enable it again"
      ])
  }

  @Test func computedValuesReadingEachOtherAreACycleError() throws {
    let loaded = try Self.load(
      #"""
      {"id": "a", "order": 1, "type": "TEXT", "label": "A", "value": {"var": "b"}},
      {"id": "b", "order": 2, "type": "TEXT", "label": "B", "value": {"cat": [{"var": "a"}, "x"]}},
      {"id": "c", "order": 3, "type": "TEXT", "label": "C", "value": {"var": "c"}},
      {"id": "d", "order": 4, "type": "TEXT", "label": "D", "value": {"var": "a"}}
      """#)
    #expect(
      Self.lines(loaded) == [
        "error -: computed values read each other in a cycle: a → b → a; each stays empty",
        "error -: computed values read each other in a cycle: c → c; each stays empty",
      ])
    // Nothing hangs, and the fields on the cycles (and what reads them) stay empty.
    let state = loaded.form.initialState
    #expect(["a", "b", "c", "d"].map { state[$0] } == Array(repeating: .text(""), count: 4))
  }

  @Test func anEnabledIfCycleIsACycleOfConditions() throws {
    let loaded = try Self.load(
      #"""
      {"id": "a", "order": 1, "type": "CHECKBOX", "label": "A", "enabled_if": {"var": "b"}},
      {"id": "b", "order": 2, "type": "CHECKBOX", "label": "B", "visible_if": {"var": "a"}}
      """#)
    #expect(
      Self.lines(loaded) == [
        "error -: visibility conditions read each other in a cycle: a → b → a; each counts as false"
      ])
    let status = loaded.form.status(of: loaded.form.initialState)
    #expect(status.enabled == [false, true])
    #expect(status.visible == [true, false])
  }

  @Test func wrongTypesAndUnknownNamesAreDiagnosticsNamingTheField() throws {
    let loaded = try Self.load(
      #"""
      {"id": "a", "order": 1, "type": "TEXT", "label": "Hi {nmae}", "read_only": "yes",
       "value": {"frobnicate": [1]}},
      {"id": "name", "order": 2, "type": "TEXT", "label": "Name",
       "enabled_if": {"var": "nope"}, "default_value_from": {"/": [1, 0]}},
      {"id": "n", "order": 3, "type": "TEXT", "subtype": "NUMBER", "label": "N",
       "default_value_from": "ten"}
      """#, top: #""submit_data": [1], "#)
    let lines = Self.lines(loaded)
    #expect(lines.contains { $0.hasPrefix("warning -: submit_data should be an object") })
    #expect(lines.contains { $0.hasPrefix("warning a: read_only should be true or false") })
    #expect(
      lines.contains(
        "warning name: default_value_from gives no value: NaN: division by zero; the field "
          + "starts with its default"))
    #expect(lines.contains { $0.hasPrefix("error a: value cannot be evaluated") })
    #expect(
      lines.contains(
        #"warning a: label shows {nmae}, which is not a field; it is shown as written; did you mean "name"?"#
      ))
    #expect(lines.contains { $0.hasPrefix(#"warning name: enabled_if reads "nope""#) })
    #expect(
      lines.contains {
        $0.hasPrefix("warning n: default_value_from gives no value: the field refuses")
      })
    let form = loaded.form
    #expect(form.field("a")?.isReadOnly == false)
    #expect(form.submitData.isEmpty)
    #expect(form.initialState["n"] == .text(""))
  }

  @Test func aSubmitDataMemberNamedLikeAFieldIsWarnedAndTheFieldWins() throws {
    let loaded = try Self.load(
      #"""
      {"id": "qty", "order": 1, "type": "TEXT", "label": "Q", "default_value": "2"}
      """#, top: #""submit_data": {"qty": 99, "src": "x"}, "#)
    #expect(
      Self.lines(loaded) == [
        #"warning qty: submit_data member "qty" is also a field; the field's value is submitted"#
      ])
    guard case .success(let payload) = BuildSubmission(form: loaded.form)(loaded.form.initialState)
    else {
      Issue.record("refused")
      return
    }
    #expect(payload.entries.map(\.id) == ["qty", "src"])
    #expect(payload["qty"] == .string("2"))
  }

  @Test func everyNewKeyIsAKnownKey() throws {
    for key in ["read_only", "enabled_if", "value", "default_value_from"] {
      #expect(FormKeys.Level.field.keys.contains(key))
    }
    #expect(FormKeys.Level.form.keys.contains("submit_data"))
  }

  @Test func pipesAreFilledAndBracesEscaped() {
    #expect(TextPipe.names(in: "{a} and {b}, {a}; {{c}} {") == ["a", "b"])
    #expect(TextPipe.fill("{{x}} {a}{b}!", { $0 == "a" ? "1" : nil }) == "{x} 1{b}!")
    #expect(TextPipe.fill("no pipes", { _ in "x" }) == "no pipes")
  }
}
