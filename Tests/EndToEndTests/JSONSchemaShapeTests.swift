import Foundation
import Testing

/// JSON Schemas of the shapes real schemas have, through the built binary
/// (docs/dialects/json-schema.md): an object given only through a top-level `allOf` or `$ref`
/// is a form, and a schema cut at the field limit says what the form keeps.
@Suite struct JSONSchemaShapeTests {
  /// Was "not a form in any dialect formsh reads" (65), or, with `$schema`, a formsh form of no
  /// fields.
  @Test(arguments: [
    (
      ##"{"allOf": [{"type": "object", "properties": {"a": {"type": "string"}}}, {"properties": {"b": {"type": "integer"}}, "required": ["b"]}]}"##,
      2, "set a x; set b 2"
    ),
    (
      ##"{"$ref": "#/components/schemas/P", "components": {"schemas": {"P": {"type": "object", "properties": {"a": {"type": "string"}}}}}}"##,
      1, "set a x"
    ),
    (
      ##"{"$schema": "https://json-schema.org/draft/2020-12/schema", "allOf": [{"$ref": "#/$defs/base"}, {"properties": {"b": {"type": "string"}}}], "$defs": {"base": {"type": "object", "properties": {"a": {"type": "string"}}}}}"##,
      2, "set a x"
    ),
    (
      ##"{"type": "object", "allOf": [{"$ref": "#/$defs/a"}], "$defs": {"a": {"allOf": [{"$ref": "#/$defs/b"}]}, "b": {"properties": {"a": {"type": "string"}}}}}"##,
      1, "set a x"
    ),
    (
      ##"{"schema": {"allOf": [{"properties": {"a": {"type": "string"}}}]}}"##,
      1, "set a x"
    ),
  ])
  func anObjectGivenThroughAllOfOrARefIsAForm(document: String, fields: Int, sets: String)
    throws
  {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write("schema.json", document)
    let lint = try Formsh.run(["lint", path])
    #expect(lint.status == 0, "\(lint)")
    #expect(lint.stdout.contains("(JSON Schema): \(fields) field"), "\(lint)")
    let sent = try Formsh.run(["-c", sets + "; submit -o /dev/stdout", path])
    #expect(JSONText(parsing: sent.stdout)?["a"] == JSONText(parsing: ##""x""##), "\(sent)")
  }

  /// What describes no object is still no form.
  @Test(arguments: [
    ##"{"allOf": [{"type": "string"}]}"##,
    ##"{"$ref": "#/nowhere", "title": "x"}"##,
    ##"{"type": "array", "allOf": [{"properties": {"a": {}}}]}"##,
  ])
  func aSchemaOfNoObjectIsStillNoForm(document: String) throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write("schema.json", document)
    let lint = try Formsh.run(["lint", path])
    #expect(!lint.stdout.contains("(JSON Schema)"), "\(lint)")
  }

  /// A `$ref` graph cut at the field limit said "more than 100000 fields" while the form held
  /// 99,900: the warning now counts fields and groups as the limit does, and says what the
  /// form keeps, the numbers `lint` gives.
  @Test func aSchemaCutAtTheFieldLimitSaysWhatTheFormKeeps() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let properties = (0..<1_000).map { ##""p\##($0)": {"type": "string"}"## }
    let groups = (0..<101).map { ##""g\##($0)": {"$ref": "#/definitions/d"}"## }
    let path = try files.write(
      "wide.json",
      ##"{"type": "object", "properties": {"## + groups.joined(separator: ", ")
        + ##"}, "definitions": {"d": {"type": "object", "properties": {"##
        + properties.joined(separator: ", ") + "}}}}")
    let lint = try Formsh.run(["lint", "--json", path], timeout: 300)
    #expect(lint.status == 0, "\(lint.stderr)")
    let report = try #require(
      JSONText(parsing: lint.stdout.trimmingCharacters(in: .whitespacesAndNewlines)))
    guard case .array(let fields)? = report["fields"],
      case .array(let groupList)? = report["groups"],
      case .array(let diagnostics)? = report["diagnostics"]
    else {
      Issue.record("no fields, groups or diagnostics: \(lint.stdout.prefix(300))")
      return
    }
    let messages = diagnostics.compactMap {
      if case .string(let message)? = $0["message"] { message } else { nil }
    }
    #expect(
      messages.contains(
        "JSON Schema schema of more than 100000 fields and groups is cut there: the form keeps "
          + "\(fields.count) fields, in \(groupList.count) groups (at /definitions/d/properties/p900)"
      ),
      "\(messages)")
  }
}
