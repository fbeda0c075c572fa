import Foundation
import Testing

/// A typo in a form is never silent (issue 28, point 2): an unknown key, type or subtype is a
/// warning naming the known one it is a typo of; a condition or a rule that names a field by
/// a typo, or a field that was skipped, says so; `lint --strict` fails on any warning.
@Suite struct FormTypoTests {
  /// A form with one typo of each kind, and a `$schema` line (which is no typo).
  static let typos = """
    {
      "$schema": "../docs/form.schema.json",
      "form_title": "Yard",
      "fields": [
        {"id": "has_yard", "order": 1, "type": "CHECKBOX", "label": "Has a yard"},
        {"id": "yard_size", "order": 2, "type": "TEXT", "subtype": "NUMBR", "label": "Size",
         "requried": true, "visble_if": {"var": "has_yard"}},
        {"id": "fence", "order": 3, "type": "TOGGLE", "label": "Fence",
         "visible_if": {"var": "has_yrd"}},
        {"id": "pet", "order": 4, "type": "DROPDWON", "label": "Pet",
         "options": [{"id": "dog", "lable": "Dog"}]},
        {"id": "walks", "order": 5, "type": "TOGGLE", "label": "Walks",
         "required_if": {"var": "pet"}}
      ],
      "theme": {"text_colour": "#000000"},
      "sections": [{"id": "yard", "titel": "Yard"}],
      "rules": [{"check": {"var": "has_yard"}, "mesage": "x", "fields": ["pet", "fnce"]}],
      "feilds": []
    }
    """

  /// Each typo, with the key, type or field meant; a condition or rule reading a skipped
  /// field says it was skipped, and why; `$schema` is no typo.
  @Test func lintNamesEveryTypoWithTheKeyMeant() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write("yard.json", Self.typos)
    let result = try Formsh.run(["lint", path])
    #expect(
      result.stdout == """
        \(path): 4 fields, 16 warnings
          warning  -          unknown key "feilds" in the top-level object is ignored; did you mean "fields"?
          warning  -          unknown key "text_colour" in theme is ignored; did you mean "text_color"?
          warning  yard_size  unknown key "requried" is ignored; did you mean "required"?
          warning  yard_size  unknown key "visble_if" is ignored; did you mean "visible_if"?
          warning  yard_size  unknown subtype "NUMBR"; treated as PLAIN; did you mean "NUMBER"?
          warning  pet        unknown type "DROPDWON"; field skipped; did you mean "DROPDOWN"?
          warning  pet        unknown key "lable" in option #1 is ignored; did you mean "label"?
          warning  fence      visible_if reads "has_yrd", which is not a field; it reads as null; did you mean "has_yard"?
          warning  walks      required_if reads "pet", a field skipped for its unknown type "DROPDWON"; it reads as null
          warning  -          unknown key "titel" in section "yard" is ignored; did you mean "title"?
          warning  -          section "yard" has no title; showing its id
          warning  -          section "yard" has no fields; it is not shown
          warning  -          unknown key "mesage" in rule #1 is ignored; did you mean "message"?
          warning  -          rule #1 has no message; showing "fails rule #1 of the form"
          warning  -          rule #1 names "pet", a field skipped for its unknown type "DROPDWON"; its error goes on the form instead
          warning  -          rule #1 names "fnce", which is not a field; its error goes on the form instead; did you mean "fence"?
        """ + "\n", "\(result)")
    #expect(result.status == 0)
  }

  @Test func strictFailsOnAnyWarning() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write(
      "typo.json",
      #"{"form_title": "T", "fields": [{"id": "a", "order": 1, "type": "TEXT", "label": "A", "requried": true}]}"#
    )
    let plain = try Formsh.run(["lint", path])
    #expect(plain.status == 0)
    #expect(plain.stdout.contains(#"unknown key "requried" is ignored; did you mean "required"?"#))
    let strict = try Formsh.run(["lint", "--strict", path])
    #expect(strict.stdout == plain.stdout)
    #expect(strict.status == 1)
    let json = try Formsh.run(["lint", "--strict", "--json", path])
    #expect(json.stdout.contains(#""severity":"warning""#))
    #expect(json.status == 1)
    // A form without a diagnostic passes, a form with an error fails either way.
    #expect(try Formsh.run(["lint", "--strict", "Forms/signup.json"]).status == 0)
    #expect(try Formsh.run(["lint", "--strict", "Forms/campaign.json"]).status == 1)
  }

  @Test func aSchemaLineIsNoProblem() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write(
      "schema.json",
      #"{"$schema": "https://example.com/form.schema.json", "form_title": "T", "fields": [{"id": "a", "order": 1, "type": "TEXT", "label": "A"}]}"#
    )
    let result = try Formsh.run(["lint", "--strict", path])
    #expect(result.stdout == "\(path): 1 field, no problems\n", "\(result)")
    #expect(result.status == 0)
  }

  @Test func theShellSaysSoOnLoad() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    // One typo and nothing else odd: loading it said nothing before.
    let path = try files.write(
      "typo.json",
      #"{"form_title": "T", "fields": [{"id": "a", "order": 1, "type": "TEXT", "label": "A", "requried": true}]}"#
    )
    let result = try Formsh.run(["-c", "fields", path])
    #expect(
      result.stderr == "warning: \(path): 1 field, 1 warning (formsh lint \(path) lists them)\n",
      "\(result)")
    #expect(result.status == 0)
  }
}
