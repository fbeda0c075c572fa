import Foundation
import Testing

/// Issue 43, point 4: a JSON Schema property that may be null, as pydantic v2 and OpenAPI 3.1
/// write `Optional[X]` (`anyOf` of one schema and `{"type": "null"}`, the schema a `$ref` or
/// not, or `oneOf`), or `type: ["string", "null"]`, is that field, optional, and its empty
/// answer is sent as `null`, in `submit` and `fill` alike. It was skipped with a warning.
@Suite struct NullableSchemaTests {
  /// pydantic v2's `model_json_schema()` of a model with `nickname: Optional[str] =
  /// Field(None, max_length=30)`, `city: Optional[City]` (a constrained string given by
  /// `$ref`), `age: Optional[conint(ge=18)]` without a default (required, but null will do),
  /// and a `tag` of `type: ["string", "null"]`.
  static let schema = ##"""
    {"title": "Signup", "type": "object", "required": ["name", "age"],
     "properties": {
      "name": {"title": "Name", "type": "string"},
      "nickname": {"anyOf": [{"type": "string", "maxLength": 30}, {"type": "null"}],
                   "default": null, "title": "Nickname"},
      "city": {"anyOf": [{"$ref": "#/$defs/City"}, {"type": "null"}], "default": null},
      "age": {"oneOf": [{"type": "integer", "minimum": 18}, {"type": "null"}], "title": "Age"},
      "tag": {"type": ["string", "null"], "maxLength": 5}
     },
     "$defs": {"City": {"type": "string", "maxLength": 20, "title": "City"}}}
    """##

  @Test func anEmptyAnswerIsSentAsNullAndTheRulesOfTheSchemaStay() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write("signup.json", Self.schema)
    let empty = try Formsh.run(["-c", "set name=Ada; submit", path])
    #expect(empty.status == 0, "\(empty)")
    #expect(empty.stderr.isEmpty, "\(empty)")
    #expect(
      empty.stdout
        == """
        {
          "name": "Ada",
          "nickname": null,
          "city": null,
          "age": null,
          "tag": null
        }

        """, "\(empty)")
    let filled = try Formsh.run([
      "-c", "set name=Ada; set nickname=Bo; set city=Lyon; set age=30; set tag=x; submit", path,
    ])
    #expect(filled.stdout.contains(#""nickname": "Bo","#), "\(filled)")
    #expect(filled.stdout.contains(#""age": 30,"#), "\(filled)")
    // Each member's rules, the `$ref`'s included.
    for (command, error) in [
      ("set nickname=\(String(repeating: "n", count: 31))", "nickname: takes at most 30"),
      ("set city=\(String(repeating: "c", count: 21))", "city: takes at most 20"),
      ("set tag=abcdef", "tag: takes at most 5"),
      ("set age=17; validate --strict", "must be at least 18"),
    ] {
      let refused = try Formsh.run(["-c", command, path])
      #expect(refused.status == 1, "\(command): \(refused)")
      #expect((refused.stdout + refused.stderr).contains(error), "\(command): \(refused)")
    }
    let lint = try Formsh.run(["lint", path])
    #expect(lint.stdout.contains("5 fields, no problems"), "\(lint)")
  }

  @Test func fillSendsNullForAnEmptyAnswerToo() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write("signup.json", Self.schema)
    let records = try files.write("r.jsonl", #"{"name": "Ada", "nickname": "Bo"}"# + "\n")
    let result = try Formsh.run(["fill", "--form", path, records])
    #expect(result.status == 0, "\(result)")
    #expect(
      result.stdout
        == #"{"record":1,"ok":true,"payload":{"name":"Ada","nickname":"Bo","city":null,"age":null,"tag":null}}"#
        + "\n", "\(result)")
  }
}
