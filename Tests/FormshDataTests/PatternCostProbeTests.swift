import FormshData
import FormshDomain
import Testing

/// lint's probe of a form's patterns (issue 26, point 11): loading does not probe; lint does,
/// within a budget of time, each pattern written again probed once, and what the budget did
/// not reach counted in one warning.
struct PatternCostProbeTests {
  static func form(_ patterns: [(id: String, regex: String)], extra: String = "") throws
    -> LoadedForm
  {
    let fields = patterns.enumerated().map { index, field in
      #"{"id": "\#(field.id)", "order": \#(index + 1), "type": "TEXT", "label": "L", "regex": "\#(field.regex)"\#(extra)}"#
    }
    let json = #"{"form_title": "T", "fields": ["# + fields.joined(separator: ",") + "]}"
    return try FormDecoder.decode(Array(json.utf8), source: "probe.json")
  }

  static func slow(_ source: String, _ probe: PatternProbe, on id: String) -> Diagnostic {
    Diagnostic(.slowPattern(source, probe: probe), field: id)
  }

  @Test func loadingCompilesAndNeverProbes() throws {
    let loaded = try Self.form([("a", "(b+)+c"), ("bad", "(x")])
    #expect(
      loaded.diagnostics.map(\.loadProblem).contains { problem in
        if case .badPattern("(x", _)? = problem { true } else { false }
      })
    #expect(!loaded.diagnostics.contains { $0.message.contains("too costly") })
  }

  @Test func eachCostlyPatternIsNamedAfterItsFieldsOtherDiagnostics() throws {
    let loaded = try Self.form(
      [("plain", "[a-z]+"), ("first", "(b+)+c"), ("second", "(d+)+e")],
      extra: #", "max_length": null"#)
    let probed = PatternCostProbe.probe(loaded)
    let shown = probed.diagnostics.map { "\($0.field ?? "-") \($0.message)" }
    #expect(
      shown == [
        "plain max_length null means no limit",
        "first max_length null means no limit",
        #"first regex "(b+)+c" is too costly to check on values like "b" × 30 + "bc!"; such values fail validation"#,
        "second max_length null means no limit",
        #"second regex "(d+)+e" is too costly to check on values like "d" × 30 + "de!"; such values fail validation"#,
      ])
  }

  @Test func aPatternWrittenAgainIsProbedOnceAndStillNamedOnEachField() throws {
    let loaded = try Self.form([("one", "(q+)+r"), ("two", "(q+)+r"), ("three", "(q+)+r")])
    // No time to probe: only what was probed before counts. The first pattern takes the
    // whole (empty) budget, so nothing is probed.
    let none = PatternCostProbe.probe(loaded, seconds: 0)
    #expect(
      none.diagnostics.map(\.message) == [
        "3 regexes were not probed for cost: lint probes a form's regexes for at most 0 seconds; each check of a value is bounded all the same"
      ])
    let probed = PatternCostProbe.probe(loaded)
    let probe = PatternProbe(run: "q", count: 30, tail: "qr!")
    #expect(
      probed.diagnostics == ["one", "two", "three"].map { Self.slow("(q+)+r", probe, on: $0) })
  }

  @Test func ctrlCStopsTheProbing() throws {
    let loaded = try Self.form([("one", "(q+)+r"), ("two", "(s+)+t")])
    let probed = PatternCostProbe.probe(loaded, isInterrupted: { true })
    #expect(
      probed.diagnostics.map(\.loadProblem) == [.patternsNotProbed(count: 2, seconds: 3)])
  }
}
