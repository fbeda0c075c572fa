import Foundation
import Testing

/// Forms of other systems (docs/dialects.md, issue 30) through the built binary, as far as every
/// dialect shares it: detection, `--dialect`, a document in no dialect, `convert`, and the
/// `path`, `required` and `constraints` that `lint --json` gives every field.
@Suite struct DialectTests {
  @Test func aDocumentInNoDialectIsRefusedNamingTheDialects() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write("odd.json", #"{"questions": [{"q": "Name?"}]}"#)
    let result = try Formsh.run(["lint", path])
    #expect(result.status == 65, "\(result)")
    #expect(result.stderr.contains("not a form in any dialect formsh reads (formsh"), "\(result)")
    #expect(result.stderr.contains("name its dialect with --dialect NAME"), "\(result)")
    let json = try Formsh.run(["--format", "jsonl", "-c", "load \(path)"])
    #expect(json.stdout.contains(#""code":"unknown_dialect""#), "\(json)")
  }

  @Test func anEmptyObjectIsStillAFormshFormWithNoFields() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write("empty.json", "{}")
    let result = try Formsh.run(["lint", path])
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains(#"no "fields" key; the form has no fields"#), "\(result)")
  }

  @Test func aDialectNotKnownIsAUsageErrorThatSuggests() throws {
    let result = try Formsh.run(["lint", "--dialect", "formhs", "Forms/booking.json"])
    #expect(result.status == 2, "\(result)")
    #expect(result.stderr.contains(#"not "formhs" (did you mean formsh?)"#), "\(result)")
    let shell = try Formsh.run(["-c", "load --dialect nope Forms/booking.json"])
    #expect(shell.status == 2, "\(shell)")
    #expect(shell.stderr.contains(#"--dialect takes formsh"#), "\(shell)")
  }

  @Test func theFormshDialectCanBeNamed() throws {
    let result = try Formsh.run([
      "--dialect", "formsh", "-c", "set lead_name=Ada; show lead_name", "Forms/booking.json",
    ])
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("Ada"), "\(result)")
    let loaded = try Formsh.run(["-c", "load --dialect formsh Forms/booking.json; fields"])
    #expect(loaded.status == 0, "\(loaded)")
  }

  @Test func convertPrintsAFormThatLoadsAsTheSameFields() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let converted = try Formsh.run(["convert", "Forms/booking.json"])
    #expect(converted.status == 0, "\(converted)")
    #expect(converted.stderr.isEmpty, "\(converted)")
    let path = try files.write("converted.json", converted.stdout)
    let before = try Formsh.run(["lint", "--json", "Forms/booking.json"])
    let after = try Formsh.run(["lint", "--json", path])
    #expect(
      JSONText(parsing: before.stdout)?["fields"] == JSONText(parsing: after.stdout)?["fields"],
      "\(after)")
    let missing = try Formsh.run(["convert"])
    #expect(missing.status == 2, "\(missing)")
  }

  @Test func lintJSONGivesEachFieldItsPathRequiredAndConstraints() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write(
      "f.json",
      #"""
      {"fields": [
        {"id": "age", "type": "TEXT", "subtype": "NUMBER", "label": "Age", "min": 18, "max": 120,
         "required": true},
        {"id": "code", "type": "TEXT", "label": "Code", "min_length": 2, "max_length": 4,
         "regex": "^[A-Z]+$", "required_if": {"var": "age"}},
        {"id": "colors", "type": "DROPDOWN", "label": "Colors", "allow_multiple": true,
         "max_selections": 2, "options": [{"id": "red", "label": "Red"}, {"id": "blue", "label": "Blue"}]},
        {"id": "address", "type": "GROUP", "label": "Address", "fields": [
          {"id": "city", "type": "TEXT", "label": "City"}]},
        {"id": "kids", "type": "GROUP", "label": "Kid", "repeat": {"min": 1}, "fields": [
          {"id": "born", "type": "TEXT", "subtype": "DATE", "label": "Born", "min": "2000-01-01"}]}
      ]}
      """#)
    let result = try Formsh.run(["lint", "--json", path])
    #expect(result.status == 0, "\(result)")
    let report = try #require(JSONText(parsing: result.stdout), "\(result)")
    #expect(report["dialect"] == .string("formsh"))
    var fields: [String: JSONText] = [:]
    var index = 0
    while let field = report["fields"]?[index] {
      if case .string(let id)? = field["id"] { fields[id] = field }
      index += 1
    }
    func check(_ id: String, path: String, required: String, constraints: String) {
      #expect(fields[id]?["path"] == .string(path), "\(id): \(fields)")
      #expect(fields[id]?["required"] == JSONText(parsing: required), "\(id)")
      #expect(fields[id]?["constraints"] == JSONText(parsing: constraints), "\(id)")
    }
    check("age", path: "/age", required: "true", constraints: #"{"min":18,"max":120}"#)
    check(
      "code", path: "/code", required: #""conditional""#,
      constraints: #"{"min_length":2,"max_length":4,"pattern":"^[A-Z]+$"}"#)
    check(
      "colors", path: "/colors", required: "false",
      constraints: #"{"max_selections":2,"options":["red","blue"]}"#)
    check("address.city", path: "/address/city", required: "false", constraints: "{}")
    check(
      "kids[1].born", path: "/kids/0/born", required: "false",
      constraints: #"{"min":"2000-01-01"}"#)
  }

  /// `omit_empty` (what JSON Schema and SurveyJS forms are converted with): an empty answer is
  /// left out of the payload, in submit and in fill alike; a checkbox is always sent.
  @Test func omitEmptyLeavesEmptyAnswersOutOfSubmitAndFill() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write(
      "f.json",
      #"""
      {"omit_empty": true, "submit_data": {"v": 1}, "fields": [
        {"id": "name", "type": "TEXT", "label": "Name", "required": true},
        {"id": "email", "type": "TEXT", "subtype": "EMAIL", "label": "Email"},
        {"id": "age", "type": "TEXT", "subtype": "NUMBER", "label": "Age"},
        {"id": "tags", "type": "DROPDOWN", "label": "Tags", "allow_multiple": true,
         "options": [{"id": "a", "label": "A"}]},
        {"id": "news", "type": "CHECKBOX", "label": "News"}
      ]}
      """#)
    let submitted = try Formsh.run(["-c", "set name=Ada; submit -o /dev/stdout", path])
    #expect(submitted.status == 0, "\(submitted)")
    #expect(
      submitted.stdout == "{\n  \"name\": \"Ada\",\n  \"news\": false,\n  \"v\": 1\n}\n",
      "\(submitted)")
    let filled = try Formsh.run(
      ["fill", "--form", path, "-"],
      stdin: #"{"name":"Ada"}"# + "\n" + #"{"name":"Bo","age":"7","email":""}"# + "\n")
    #expect(
      filled.stdout
        == #"{"record":1,"ok":true,"payload":{"name":"Ada","news":false,"v":1}}"# + "\n"
        + #"{"record":2,"ok":true,"payload":{"name":"Bo","age":7,"news":false,"v":1}}"# + "\n",
      "\(filled)")
  }

  /// `formsh cases` works on a form of another dialect as on any: its scenarios load it (with
  /// the `--dialect` named, when one was) and pass as written.
  @Test(arguments: [
    "Forms/dialects/rsvp.schema.json", "Forms/dialects/person.jsonforms.json",
    "Forms/dialects/feedback.survey.json", "Forms/dialects/leave.card.json",
    "Forms/dialects/order.formio.json",
  ])
  func theCasesOfAFormOfAnotherDialectPassAsWritten(form: String) throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let out = files.path + "/cases"
    let generated = try Formsh.run(["cases", "--out", out, Formsh.root + "/" + form])
    #expect(generated.status == 0, "\(generated)")
    let tested = try Formsh.run(["test", out])
    #expect(tested.status == 0, "\(tested)")
  }

  @Test func casesWriteTheDialectNamed() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let out = files.path + "/cases"
    let form = Formsh.root + "/Forms/dialects/leave.card.json"
    let generated = try Formsh.run(["cases", "--dialect", "adaptive-cards", "--out", out, form])
    #expect(generated.status == 0, "\(generated)")
    let script = try String(contentsOfFile: out + "/form.formsh", encoding: .utf8)
    #expect(script.contains("\nload --dialect adaptive-cards \(form)\n"), "\(script)")
    #expect(try Formsh.run(["test", out]).status == 0)
  }

  /// An ordering of an empty answer is false, as SurveyJS and Form.io decide it (JSON Logic
  /// alone reads an empty number as 0): a question shown for `{score} <= 6` is not required
  /// before a score is given.
  @Test func anOrderingOfAnEmptyAnswerIsFalse() throws {
    let form = "Forms/dialects/feedback.survey.json"
    let empty = try Formsh.run(["-c", "validate", form])
    #expect(!empty.stdout.contains("why"), "\(empty)")
    let low = try Formsh.run(["-c", "select score 4; validate", form])
    #expect(low.stdout.contains("why: is required"), "\(low)")
  }

  /// A dialect named that the document does not look like is said, with the one it reads as.
  @Test func aDialectNamedThatDoesNotFitIsSaid() throws {
    let result = try Formsh.run([
      "lint", "--dialect", "surveyjs", "Forms/dialects/rsvp.schema.json",
    ])
    #expect(
      result.stdout.contains(
        "SurveyJS form is not what this document looks like (--dialect surveyjs was named;"
          + " it reads as json-schema)"), "\(result)")
  }

  /// A schema without `"type": "object"` is still a JSON Schema when it has `properties`.
  @Test func aSchemaWithoutATypeIsRecognised() throws {
    let result = try Formsh.run(
      ["lint", "-"], stdin: #"{"title": "T", "properties": {"a": {"type": "string"}}}"#)
    #expect(result.stdout.hasPrefix("- (JSON Schema): 1 field"), "\(result)")
  }

  /// `lint --json` shows what an item of a list that starts empty holds, and says a required
  /// field that a condition may hide is required conditionally.
  @Test func lintJSONShowsAnEmptyListsItemAndConditionalRequirements() throws {
    let rsvp = try Formsh.run(["lint", "--json", "Forms/dialects/rsvp.schema.json"])
    #expect(rsvp.stdout.contains(#""id":"guests[1].name","path":"/guests/0/name""#), "\(rsvp)")
    let survey = try Formsh.run(["lint", "--json", "Forms/dialects/feedback.survey.json"])
    #expect(
      survey.stdout.contains(
        #""id":"why","path":"/why","kind":"multiline","label":"What should we do better?","required":"conditional""#
      ),
      "\(survey)")
  }

  /// The cases of a form with an action never send to its server.
  @Test func theCasesOfAFormWithAnActionDoNotSendIt() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let out = files.path + "/cases"
    let form = Formsh.root + "/Forms/dialects/registration.kratos.json"
    #expect(try Formsh.run(["cases", "--out", out, form]).status == 0)
    let script = try String(contentsOfFile: out + "/form.formsh", encoding: .utf8)
    #expect(script.contains("submit -o /dev/null\nexpect submitted"), "\(script)")
    let tested = try Formsh.run(["test", out])
    #expect(tested.status == 0, "\(tested)")
  }

  /// An option the form wrote as a number (`{"id": 2}`, what a JSON Schema enum of integers or
  /// a SurveyJS choice `2` becomes) is sent as the number, by submit and by fill on either of
  /// its paths, and a record may give it as a number, as text or by its label.
  @Test func optionsWrittenAsNumbersAreSentAsNumbers() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write(
      "n.json",
      #"""
      {"form_title": "N", "fields": [
        {"id": "size", "type": "DROPDOWN", "label": "Size",
         "options": [{"id": 1, "label": "One"}, {"id": 2, "label": "Two"}]},
        {"id": "m", "type": "DROPDOWN", "allow_multiple": true, "label": "M",
         "options": [{"id": 5, "label": "Five"}, {"id": "x", "label": "X"}]}
      ]}
      """#)
    let submitted = try Formsh.run(["-c", "select size Two; select m 5,x; submit", path])
    #expect(
      submitted.stdout == "{\n  \"size\": 2,\n  \"m\": [\n    5,\n    \"x\"\n  ]\n}\n",
      "\(submitted)")
    // Enough records for the byte path to be tried on them.
    let records = String(
      repeating: #"{"size":2,"m":[5,"x"]}"# + "\n" + #"{"size":"One","m":["5"]}"# + "\n", count: 3)
    let filled = try Formsh.run(["fill", "--form", path, "-"], stdin: records)
    #expect(filled.status == 0, "\(filled)")
    let lines = filled.stdout.split(separator: "\n")
    #expect(lines.count == 6)
    #expect(lines.first == #"{"record":1,"ok":true,"payload":{"size":2,"m":[5,"x"]}}"#)
    #expect(lines.last == #"{"record":6,"ok":true,"payload":{"size":1,"m":[5]}}"#)
    let refused = try Formsh.run(["fill", "--form", path, "-"], stdin: #"{"size":3}"# + "\n")
    #expect(refused.stdout.contains(#""size":"#) && refused.status == 1, "\(refused)")
  }
}
