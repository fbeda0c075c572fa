import FormshData
import FormshDomain
import Testing

/// What loading `options_url` and `options_path` reports (docs/form-format.md): a bad member is a
/// diagnostic naming the field, as any other bad member is; a good one is where the field's
/// options come from, and no "no options" warning.
@Suite struct OptionsURLMappingTests {
  static func load(_ fields: String) throws -> LoadedForm {
    try FormDecoder.decode(
      Array(#"{"form_title": "T", "fields": [\#(fields)]}"#.utf8), source: "t.json")
  }

  static func problems(_ loaded: LoadedForm) -> [LoadProblem] {
    loaded.diagnostics.compactMap(\.loadProblem).filter { $0 != .orderMissing }
  }

  @Test func aGoodURLIsTheFieldsSourceOfOptions() throws {
    let loaded = try Self.load(
      #"""
      {"id": "c", "type": "DROPDOWN", "label": "C", "allow_multiple": true,
       "options_url": "https://example.com/o?q={c}", "options_path": "$.items"}
      """#)
    #expect(Self.problems(loaded).isEmpty)
    let field = try #require(loaded.form.field("c"))
    #expect(field.options.isEmpty)
    #expect(
      field.remoteOptions == RemoteOptions(url: "https://example.com/o?q={c}", path: "$.items"))
  }

  @Test(arguments: [
    (
      #""options_url": "ftp://example.com/o""#,
      [LoadProblem.optionsURLNotWeb("ftp://example.com/o")]
    ),
    (
      #""options_url": "http://example.com/", "options_path": "items""#,
      [
        .badOptionsPath(
          "items", reason: "expected '$' at the start of the query, found 'i' at column 1")
      ]
    ),
    (
      #""options_url": "http://example.com/", "options": [{"id": "a"}]"#,
      [.optionsBesideURL]
    ),
    (#""options": [{"id": "a"}], "options_path": "$.a""#, [.optionsPathWithoutURL]),
    (
      #""options_url": "http://example.com/{nmae}""#,
      [.pipeNoField(key: "options_url", name: "nmae", suggestion: "name")]
    ),
  ])
  func badMembersAreDiagnosticsOfTheField(members: String, expected: [LoadProblem]) throws {
    let loaded = try Self.load(
      #"{"id": "d", "type": "DROPDOWN", "label": "D", \#(members)}, "#
        + #"{"id": "name", "type": "TEXT", "label": "Name"}"#)
    #expect(Self.problems(loaded) == expected)
    #expect(
      loaded.diagnostics.filter { $0.loadProblem != .orderMissing }.allSatisfy { $0.field == "d" })
  }

  @Test func placeholdersArePercentEncodedValues() throws {
    let loaded = try Self.load(
      #"""
      {"id": "d", "type": "DROPDOWN", "label": "D", "options_url": "http://x/?a={name}&b={{{on}}}"},
      {"id": "name", "type": "TEXT", "label": "Name", "default_value": "a b/é"},
      {"id": "on", "type": "CHECKBOX", "label": "On", "default_value": true}
      """#)
    let remote = try #require(loaded.form.field("d")?.remoteOptions)
    #expect(
      remote.url(in: loaded.form, state: loaded.form.initialState)
        == "http://x/?a=a%20b%2F%C3%A9&b={true}")
  }
}
