import FormshData
import FormshDomain
import Testing

/// docs/form-format.md, "How formsh handles odd input": a default longer than `max_length` is cut;
/// `default_values` naming ids that are not options are dropped, and a single-select keeps its
/// first default.
@Suite("DefaultMapper")
struct DefaultMapperTests {
  @Test("a default longer than max_length is cut to max_length characters, with a warning")
  func defaultTooLong() throws {
    let loaded = try Fixture.load("default-too-long.json")
    let form = loaded.form
    #expect(form.field("short_code")?.defaultValue == .text("ABCDE"))
    #expect(form.field("flags")?.defaultValue == .text("🇩🇪🇫🇷"))
    #expect(form.field("fits")?.defaultValue == .text("ABCDE"))
    #expect(form.initialState["short_code"] == .text("ABCDE"))
    #expect(
      loaded.diagnostics == [
        Diagnostic(.defaultTooLong(max: 5, length: 10), field: "short_code"),
        Diagnostic(.defaultTooLong(max: 2, length: 3), field: "flags"),
      ])
    #expect(loaded.diagnostics.allSatisfy { $0.severity == .warning })
    #expect(ValidateForm(form: form)(form.initialState).isEmpty)
  }

  @Test("a default of one letter under 100,000 marks is cut by length as max_length counts it")
  func aDefaultOfOneHugeCharacterIsCutByLength() throws {
    let huge = "a" + String(repeating: "\u{301}", count: 100_000)
    let json =
      #"{"fields": [{"id": "f", "type": "TEXT", "max_length": 3, "default_value": "#
      + #""ok"# + huge + #""}]}"#
    let loaded = try FormDecoder.decode(Array(json.utf8), source: "huge.json")
    // "o", "k", then a character counted as ceil(100,001 / 32) = 3,126: it is left out whole.
    #expect(loaded.form.field("f")?.defaultValue == .text("ok"))
    #expect(
      loaded.diagnostics.contains(Diagnostic(.defaultTooLong(max: 3, length: 3_128), field: "f")))
  }

  @Test("unknown default ids are dropped; a single-select keeps the first known default")
  func defaultValues() throws {
    let loaded = try Fixture.load("default-values.json")
    let form = loaded.form
    #expect(form.field("size")?.defaultValue == .selection(["m"]))
    #expect(form.field("tags")?.defaultValue == .selection(["a", "c"]))
    #expect(form.field("single")?.defaultValue == .selection(["b"]))
    #expect(
      loaded.diagnostics == [
        Diagnostic(.unknownDefaultOption("xl"), field: "size"),
        Diagnostic(.severalDefaults(kept: "m"), field: "size"),
        Diagnostic(.unknownDefaultOption("zz"), field: "tags"),
      ])
    #expect(loaded.diagnostics.allSatisfy { $0.severity == .warning })
    #expect(
      BuildSubmission(form: form).payload(form.initialState)
        == Payload(entries: [
          ("size", .string("m")), ("tags", .strings(["a", "c"])), ("single", .string("b")),
        ]))
  }

  @Test(
    "defaults of the wrong shape leave the field empty, with a warning",
    arguments: [
      (
        #""type": "TOGGLE", "default_value": "yes""#, FormValue.bool(false),
        Diagnostic.Problem.wrongType(
          key: "default_value", expected: "true or false", found: "\"yes\"")
      ),
      (
        #""type": "TEXT", "default_value": 5"#, .text(""),
        .wrongType(key: "default_value", expected: "text", found: "5")
      ),
      (
        #""type": "TEXT", "subtype": "NUMBER", "default_value": "12,5""#, .text(""),
        .refusedDefault(
          reason: "must be a number; \"12,5\" is not (use '.' as the decimal separator)")
      ),
    ])
  func wrongShape(keys: String, value: FormValue, problem: Diagnostic.Problem) throws {
    let json = #"{"form_title": "T", "fields": [{"id": "f", "order": 1, "label": "F", \#(keys)}]}"#
    let loaded = try FormDecoder.decode(Array(json.utf8), source: "t.json")
    #expect(loaded.form.field("f")?.defaultValue == value)
    #expect(loaded.diagnostics == [Diagnostic(problem, field: "f")])
  }

  @Test("good defaults of every kind are taken as they are")
  func goodDefaults() throws {
    let json = """
      {"form_title": "T", "fields": [
        {"id": "t", "order": 1, "type": "TEXT", "label": "T", "default_value": "hello"},
        {"id": "n", "order": 2, "type": "TEXT", "subtype": "NUMBER", "label": "N", "default_value": 19.99},
        {"id": "c", "order": 3, "type": "CHECKBOX", "label": "C", "default_value": true},
        {"id": "g", "order": 4, "type": "TOGGLE", "label": "G", "default_value": false}
      ]}
      """
    let loaded = try FormDecoder.decode(Array(json.utf8), source: "t.json")
    #expect(loaded.diagnostics == [])
    #expect(
      loaded.form.fields.map(\.defaultValue) == [
        .text("hello"), .text("19.99"), .bool(true), .bool(false),
      ])
  }
}
