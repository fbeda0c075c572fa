import FormshData
import FormshDomain
import Testing

/// Hostile conditional forms through the loader (file text → form): a chain of 100,000
/// conditions loads and evaluates, and a condition nested past the limit is refused with a
/// diagnostic or a load error, never a crash.
@Suite struct ConditionHostileFormTests {
  @Test("a form of 100,000 fields, each shown when the one before has a value, loads and evaluates")
  func longChainLoads() throws {
    let count = 100_000
    var text = #"{"form_title": "Chain", "fields": ["#
    for index in 0..<count {
      if index > 0 { text += "," }
      text += #"{"id": "f\#(index)", "order": \#(index), "type": "TEXT", "label": "F""#
      if index > 0 { text += #", "visible_if": {"!!": {"var": "f\#(index - 1)"}}"# }
      text += "}"
    }
    text += "]}"
    let loaded = try FormDecoder.decode(Array(text.utf8), source: "chain.json")
    #expect(loaded.diagnostics.isEmpty)
    let form = loaded.form
    #expect(form.fields.count == count)

    var state = form.initialState
    var status = form.status(of: state)
    #expect(status.visible.count { $0 } == 1)
    for index in 0..<count { state["f\(index)"] = .text("x") }
    status = form.status(of: state)
    #expect(status.visible.allSatisfy { $0 })
    // The payload has every field when all are shown, the first alone when the first is empty.
    state["f0"] = .text("")
    form.logic.update(&status, form, state, changed: "f0")
    #expect(status.visible.count { $0 } == 1)
    guard case .success(let payload) = BuildSubmission(form: form)(state, status: status) else {
      Issue.record("refused")
      return
    }
    #expect(payload.entries.map(\.id) == ["f0"])
  }

  /// `{"!": {"!": … {"var": "a"} …}}`, `depth` operators deep.
  static func nested(_ depth: Int) -> JSONValue {
    var rule = JSONValue.object(JSONObject([("var", .string("a"))]))
    for _ in 0..<depth { rule = .object(JSONObject([("!", rule)])) }
    return rule
  }

  static func field(_ id: String, order: Int, _ extra: [(key: String, value: JSONValue)] = [])
    -> JSONValue
  {
    .object(
      JSONObject(
        [
          ("id", .string(id)), ("order", .number("\(order)")), ("type", .string("TEXT")),
          ("label", .string(id)),
        ] + extra))
  }

  /// Past the evaluator's limit (512) but not the parser's stack: deeper values than the
  /// parser lets through (it refuses past 512 levels, below) are never mapped.
  @Test("a condition nested past the limit is an error diagnostic and counts as false")
  func deepConditionIsRefused() {
    let object = JSONObject([
      ("form_title", .string("Deep")),
      (
        "fields",
        .array([
          Self.field("a", order: 1), Self.field("b", order: 2, [("visible_if", Self.nested(600))]),
        ])
      ),
      (
        "rules",
        .array([
          .object(
            JSONObject([
              ("check", Self.nested(600)), ("message", .string("deep")),
              ("fields", .array([])),
            ]))
        ])
      ),
    ])
    let (form, diagnostics) = FormMapper.map(FormDTO(json: object))
    #expect(
      diagnostics.map(\.message) == [
        "visible_if cannot be evaluated (Too Deep: nested deeper than 512 levels); it counts as false",
        "rule #1 check cannot be evaluated (Too Deep: nested deeper than 512 levels); it counts as false",
      ])
    #expect(diagnostics.allSatisfy { $0.severity == .error })
    var state = form.initialState
    state["a"] = .text("x")
    let status = form.status(of: state)
    #expect(status.visible == [true, false])
    #expect(ValidateForm(form: form)(state).map(\.message) == ["deep"])
  }

  @Test("the same condition in a file is a malformed form, with its line and column")
  func deepConditionInAFile() {
    let rule =
      String(repeating: #"{"!":"#, count: 10_000) + #"{"var":"a"}"#
      + String(repeating: "}", count: 10_000)
    let text =
      #"{"form_title":"Deep","fields":[{"id":"b","type":"TEXT","label":"B","visible_if":"#
      + rule + "}]}"
    #expect {
      try FormDecoder.decode(Array(text.utf8), source: "deep.json")
    } throws: { error in
      "\(error)".contains("nested deeper than 512 levels")
    }
  }
}
