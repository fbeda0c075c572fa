import FormshData
import FormshDomain
import Testing

/// A form's `"subtype": "DATE"` fields: their bounds and defaults are judged by the kind.
@Suite struct DateMappingTests {
  static func load(_ field: String) throws -> LoadedForm {
    let json = #"{"form_title": "T", "fields": [{"id": "d", "order": 1, "label": "D", \#(field)}]}"#
    return try FormDecoder.decode(Array(json.utf8), source: "t.json")
  }

  @Test("min and max dates become the range; a good default is the starting value")
  func bounds() throws {
    let loaded = try Self.load(
      #""type": "TEXT", "subtype": "DATE", "min": "2026-01-01", "max": "2026-12-31", "default_value": "2026-06-01""#
    )
    let field = try #require(loaded.form.field("d"))
    #expect(field.kind == .date)
    #expect(field.constraints.minimum == "2026-01-01")
    #expect(field.constraints.maximum == "2026-12-31")
    #expect(field.defaultValue == .text("2026-06-01"))
    #expect(loaded.diagnostics.isEmpty)
  }

  @Test(
    "what does not fit a date is a warning, and a date range that cannot be met an error",
    arguments: [
      (
        #""min": 20260101"#,
        Diagnostic.Problem.wrongType(
          key: "min", expected: "a date written YYYY-MM-DD", found: "20260101")
      ),
      (
        #""max": "2026-02-30""#,
        .wrongType(key: "max", expected: "a date written YYYY-MM-DD", found: "\"2026-02-30\"")
      ),
      (
        #""min": "2026-12-31", "max": "2026-01-01""#,
        .impossibleRange(key: "min/max", min: "2026-12-31", max: "2026-01-01")
      ),
      (#""max_length": 10"#, .notApplicable(key: "max_length", kind: .date)),
      (
        #""default_value": "2026-02-30""#,
        .refusedDefault(reason: "\"2026-02-30\" is not a date: February 2026 has 28 days")
      ),
      (
        #""default_value": 5"#,
        .wrongType(key: "default_value", expected: "a date", found: "5")
      ),
    ])
  func problems(keys: String, problem: Diagnostic.Problem) throws {
    let loaded = try Self.load(#""type": "TEXT", "subtype": "DATE", \#(keys)"#)
    #expect(loaded.diagnostics == [Diagnostic(problem, field: "d")])
    #expect(loaded.form.field("d")?.defaultValue == .text(""))
  }

  @Test("lint --json names the kind date")
  func lintJSON() throws {
    let loaded = try Self.load(#""type": "TEXT", "subtype": "DATE""#)
    #expect(
      JSONWriter.string(loaded.lintJSON).contains(
        #"{"id":"d","path":"/d","kind":"date","label":"D","required":false,"constraints":{}"#))
  }
}
