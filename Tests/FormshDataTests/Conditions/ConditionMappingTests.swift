import FormshData
import FormshDomain
import Testing

/// What loading a form's sections, conditions and rules reports (docs/form-format.md, "Sections and
/// conditions"): bad logic is hostile input like the rest, each problem a diagnostic naming where
/// it is.
@Suite struct ConditionMappingTests {
  static func load(_ body: String) throws -> LoadedForm {
    try FormDecoder.decode(Array(#"{"form_title": "T", \#(body)}"#.utf8), source: "t.json")
  }

  static func problems(_ loaded: LoadedForm) -> [LoadProblem] {
    loaded.diagnostics.compactMap(\.loadProblem).filter {
      if case .orderMissing = $0 { return false }
      return true
    }
  }

  @Test("fields without a section come first, then each section's in the sections' order")
  func renderOrder() throws {
    let loaded = try Self.load(
      #"""
      "sections": [{"id": "b", "title": "B"}, {"id": "a", "title": "A"}],
      "fields": [
        {"id": "a2", "order": 2, "section": "a", "type": "TEXT", "label": "x"},
        {"id": "b1", "order": 1, "section": "b", "type": "TEXT", "label": "x"},
        {"id": "a1", "order": 1, "section": "a", "type": "TEXT", "label": "x"},
        {"id": "top", "order": 9, "type": "TEXT", "label": "x"}
      ]
      """#)
    #expect(loaded.form.fields.map(\.id) == ["top", "b1", "a1", "a2"])
    #expect(loaded.form.sections.map(\.id) == ["b", "a"])
    // The same order in two sections is no clash: each section sorts its own fields.
    #expect(Self.problems(loaded).isEmpty)
  }

  @Test("a cycle is one error naming every field on it, in the order each reads the next")
  func cycle() throws {
    let loaded = try Self.load(
      #"""
      "fields": [
        {"id": "a", "order": 1, "type": "TEXT", "label": "x", "visible_if": {"var": "b"}},
        {"id": "b", "order": 2, "type": "TEXT", "label": "x", "visible_if": {"var": "c"}},
        {"id": "c", "order": 3, "type": "TEXT", "label": "x", "visible_if": {"!!": {"var": "a"}}},
        {"id": "d", "order": 4, "type": "TEXT", "label": "x", "visible_if": {"var": "a"}}
      ]
      """#)
    #expect(Self.problems(loaded) == [.conditionCycle("a → b → c → a")])
    #expect(
      loaded.diagnostics.first { $0.loadProblem == .conditionCycle("a → b → c → a") }?.severity
        == .error)
    // Every condition on the cycle counts as false; what reads the cycle reads hidden fields.
    let status = loaded.form.status(of: loaded.form.initialState)
    #expect(status.visible == [false, false, false, false])
  }

  @Test("a cycle through a section names the section")
  func cycleThroughASection() throws {
    let loaded = try Self.load(
      #"""
      "sections": [{"id": "s", "title": "S", "visible_if": {"var": "inside"}}],
      "fields": [{"id": "inside", "order": 1, "section": "s", "type": "TEXT", "label": "x"}]
      """#)
    #expect(Self.problems(loaded) == [.conditionCycle("inside → section s → inside")])
  }

  @Test(
    "each kind of bad condition is reported where it is",
    arguments: [
      (
        #""visible_if": {"frobnicate": [1]}"#,
        LoadProblem.badCondition(
          key: "visible_if", reason: #"Unknown Operator: no operator "frobnicate""#)
      ),
      (
        #""required_if": {"==": [1]}"#,
        .badCondition(
          key: "required_if", reason: "Invalid Arguments: ==: takes at least 2 arguments, not 1")
      ),
      (
        #""visible_if": {"var": "ghost"}"#, .conditionReadsNoField(key: "visible_if", path: "ghost")
      ),
      (#""visible_if": true"#, .constantCondition(key: "visible_if", value: true)),
      (#""visible_if": {"/": [1, 0]}"#, .constantCondition(key: "visible_if", value: nil)),
      (#""section": "nowhere""#, .unknownSection("nowhere")),
    ])
  func badCondition(member: String, problem: LoadProblem) throws {
    let loaded = try Self.load(
      #""fields": [{"id": "f", "order": 1, "type": "TEXT", "label": "x", \#(member)}]"#)
    let found = loaded.diagnostics.filter { $0.loadProblem == problem }
    #expect(found.count == 1)
    #expect(found.first?.field == "f")
  }

  @Test("an unknown operator is an error and the condition counts as false")
  func unknownOperatorHides() throws {
    let loaded = try Self.load(
      #""fields": [{"id": "f", "order": 1, "type": "TEXT", "label": "x", "visible_if": {"nope": []}}]"#
    )
    #expect(loaded.diagnostics.contains { $0.severity == .error })
    #expect(loaded.form.status(of: loaded.form.initialState).visible == [false])
  }

  @Test("sections and rules that are not what they should be are each reported and skipped")
  func sectionAndRuleProblems() throws {
    let loaded = try Self.load(
      #"""
      "sections": [
        {"id": "s", "title": "S"}, {"id": "s", "title": "again"}, {"title": "no id"}, 7,
        {"id": "untitled"}, {"id": "empty", "title": "E"}
      ],
      "fields": [
        {"id": "f", "order": 1, "section": "s", "type": "TEXT", "label": "x"},
        {"id": "g", "order": 2, "section": "untitled", "type": "TEXT", "label": "x"}
      ],
      "rules": [
        {"check": {"==": [{"var": "f"}, {"var": "ghost"}]}, "fields": ["f", "nope"]},
        {"message": "no check"},
        {"check": true, "message": "all unknown", "fields": ["zzz"]}
      ]
      """#)
    #expect(
      Set(Self.problems(loaded).map(\.message)) == [
        #"duplicate section "s"; the first one wins, this one is skipped"#,
        "section #3 has no id; skipped",
        "section #4 is a number, not an object; skipped",
        #"section "untitled" has no title; showing its id"#,
        #"section "empty" has no fields; it is not shown"#,
        #"rule #1 check reads "ghost", which is not a field; it reads as null"#,
        #"rule #1 has no message; showing "fails rule #1 of the form""#,
        #"rule #1 names "nope", which is not a field; its error is not shown there"#,
        "rule #2 has no check; skipped",
        "rule #3 check reads no field, so it is always true",
        #"rule #3 names "zzz", which is not a field; its error goes on the form instead"#,
      ])
    #expect(loaded.form.sections.map(\.title) == ["S", "untitled", "E"])
    #expect(loaded.form.rules.map(\.fields) == [["f"], []])
  }
}
