import FormshData
import FormshDomain
import Testing

/// A form's `TIME`, `DATETIME` and `PHONE` fields: their bounds and defaults are judged by the
/// kind, as DATE's are.
@Suite struct TimeDateTimePhoneMappingTests {
  static func load(_ field: String) throws -> LoadedForm {
    let json = #"{"form_title": "T", "fields": [{"id": "f", "order": 1, "label": "F", \#(field)}]}"#
    return try FormDecoder.decode(Array(json.utf8), source: "t.json")
  }

  @Test("min and max of the kind become the range; a good default is the starting value")
  func bounds() throws {
    let time = try Self.load(
      #""type": "TEXT", "subtype": "TIME", "min": "09:00", "max": "17:30:00", "default_value": "12:00""#
    )
    let field = try #require(time.form.field("f"))
    #expect(field.kind == .time)
    #expect(field.constraints.minimum == "09:00")
    #expect(field.constraints.maximum == "17:30:00")
    #expect(field.defaultValue == .text("12:00"))
    #expect(time.diagnostics.isEmpty)

    let moment = try Self.load(
      #""type": "text", "subtype": "datetime", "min": "2026-01-01T08:00Z", "max": "2026-01-01T20:00+02:00""#
    )
    #expect(moment.form.field("f")?.kind == .dateTime)
    #expect(moment.form.field("f")?.constraints.maximum == "2026-01-01T20:00+02:00")
    #expect(moment.diagnostics.isEmpty)
  }

  @Test("a phone default is kept in E.164")
  func phoneDefault() throws {
    let loaded = try Self.load(
      #""type": "TEXT", "subtype": "PHONE", "default_value": "+44 (20) 7946-0958""#)
    #expect(loaded.form.field("f")?.kind == .phone)
    #expect(loaded.form.field("f")?.defaultValue == .text("+442079460958"))
    #expect(loaded.diagnostics.isEmpty)
  }

  @Test(
    "what does not fit the kind is a warning, and a range that cannot be met an error",
    arguments: [
      (
        #""subtype": "TIME", "min": "9:00""#,
        Diagnostic.Problem.wrongType(
          key: "min", expected: "a time written HH:MM or HH:MM:SS", found: "\"9:00\"")
      ),
      (
        #""subtype": "TIME", "max": 1730"#,
        .wrongType(key: "max", expected: "a time written HH:MM or HH:MM:SS", found: "1730")
      ),
      (
        #""subtype": "TIME", "min": "18:00", "max": "08:00:00""#,
        .impossibleRange(key: "min/max", min: "18:00", max: "08:00:00")
      ),
      (#""subtype": "TIME", "max_length": 5"#, .notApplicable(key: "max_length", kind: .time)),
      (
        #""subtype": "TIME", "default_value": "24:00""#,
        .refusedDefault(reason: "\"24:00\" is not a time: hours run from 00 to 23")
      ),
      (
        #""subtype": "DATETIME", "min": "2026-01-01""#,
        .wrongType(
          key: "min", expected: "a date-time written YYYY-MM-DDTHH:MM[:SS][Z|±HH:MM]",
          found: "\"2026-01-01\"")
      ),
      (
        // 10:00+02:00 is 08:00Z: before the minimum of 09:00Z.
        #""subtype": "DATETIME", "min": "2026-01-01T09:00Z", "max": "2026-01-01T10:00+02:00""#,
        .impossibleRange(key: "min/max", min: "2026-01-01T09:00Z", max: "2026-01-01T10:00+02:00")
      ),
      (
        #""subtype": "DATETIME", "default_value": "2026-02-29T10:00Z""#,
        .refusedDefault(
          reason: "\"2026-02-29T10:00Z\" is not a date-time: February 2026 has 28 days")
      ),
      (#""subtype": "PHONE", "min": 1"#, .notApplicable(key: "min", kind: .phone)),
      (#""subtype": "PHONE", "regex": "^\\+44""#, .notApplicable(key: "regex", kind: .phone)),
      (
        #""subtype": "PHONE", "default_value": "555-1234""#,
        .refusedDefault(
          reason: "\"555-1234\" is not a phone number: must start with + and the country code")
      ),
      (
        #""subtype": "PHONE", "default_value": 442079460958"#,
        .wrongType(key: "default_value", expected: "a phone number", found: "442079460958")
      ),
    ])
  func problems(keys: String, problem: Diagnostic.Problem) throws {
    let loaded = try Self.load(#""type": "TEXT", \#(keys)"#)
    #expect(loaded.diagnostics == [Diagnostic(problem, field: "f")])
    #expect(loaded.form.field("f")?.defaultValue == .text(""))
  }

  @Test("a subtype one edit from TIME is a warning suggesting it")
  func typo() throws {
    let loaded = try Self.load(#""type": "TEXT", "subtype": "TIMES""#)
    #expect(
      loaded.diagnostics == [
        Diagnostic(.unknownSubtype("TIMES", suggestion: "TIME"), field: "f")
      ])
  }
}
