import Foundation
import Testing

/// Hostile documents of other systems (docs/form-format.md, "How formsh handles odd input";
/// docs/dialects.md) through the built binary: each a value that changed type, a condition that
/// never held, or a message that hid its reason.
@Suite struct DialectHostileTests {
  /// A JSON Schema `enum` of integers: the payload sends the number the schema asks for, and an
  /// `if` testing it with `const` holds (it compared the option's text with `===`).
  @Test func aNumericOptionIsSentAsANumberAndItsConditionHolds() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write(
      "numbers.json",
      #"""
      {"type": "object", "properties": {
        "n": {"type": "integer", "enum": [1, 2]},
        "m": {"type": "array", "items": {"enum": [1, 2, 3]}, "uniqueItems": true},
        "t": {"type": "string"}},
       "if": {"properties": {"n": {"const": 2}}}, "then": {"required": ["t"]}}
      """#)
    let refused = try Formsh.run(["-c", "set n 2; submit -o /dev/stdout", path])
    #expect(refused.status != 0, "\(refused)")
    #expect(refused.stderr.contains("t: is required"), "\(refused)")
    let sent = try Formsh.run(["-c", "set n 2; set m 1,3; set t x; submit -o /dev/stdout", path])
    #expect(sent.status == 0, "\(sent)")
    let payload = JSONText(parsing: sent.stdout)
    #expect(payload?["n"] == JSONText(parsing: "2"), "\(sent)")
    #expect(payload?["m"] == JSONText(parsing: "[1, 3]"), "\(sent)")
  }

  /// SurveyJS ratings are numbers too: `{n} = 2` holds, and `2` is sent.
  @Test func aSurveyJSNumericChoiceIsSentAsANumber() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write(
      "survey.json",
      #"""
      {"pages": [{"elements": [
        {"type": "radiogroup", "name": "n", "choices": [1, 2]},
        {"type": "text", "name": "t", "visibleIf": "{n} = 2"}]}]}
      """#)
    let sent = try Formsh.run(["-c", "set n 2; set t x; submit -o /dev/stdout", path])
    #expect(sent.status == 0, "\(sent)")
    #expect(JSONText(parsing: sent.stdout)?["n"] == JSONText(parsing: "2"), "\(sent)")
    #expect(JSONText(parsing: sent.stdout)?["t"] == JSONText(parsing: #""x""#), "\(sent)")
  }
}

extension DialectHostileTests {
  /// A SurveyJS condition of 20,000 `or`s is refused; the warning quoted the whole expression,
  /// and the terminal's cut of a long message took the reason and the pointer with it.
  @Test func aHugeExpressionsWarningStillSaysWhyAndWhere() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let expression = (0..<20_000).map { "{a} = '\($0)'" }.joined(separator: " or ")
    let path = try files.write(
      "long.json",
      #"{"pages": [{"elements": [{"type": "text", "name": "a"}, "#
        + #"{"type": "text", "name": "b", "visibleIf": ""# + expression + #""}]}]}"#)
    let result = try Formsh.run(["lint", path])
    #expect(result.stdout.contains("longer than 2000 tokens"), "\(result.stdout.suffix(300))")
    #expect(
      result.stdout.contains("(at /pages/0/elements/1/visibleIf)"), "\(result.stdout.suffix(300))")
  }
}

extension DialectHostileTests {
  /// An option of `anyOf` that is no string or number is reported where it is: under `anyOf`,
  /// not an `oneOf` the schema does not have.
  @Test func anAnyOfOptionIsReportedAtItsOwnPointer() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write(
      "anyof.json",
      #"{"type": "object", "properties": {"c": {"anyOf": [{"const": "a"}, {"const": true}]}}}"#)
    let result = try Formsh.run(["lint", path])
    #expect(result.stdout.contains("(at /properties/c/anyOf/1)"), "\(result)")
  }
}

extension DialectHostileTests {
  /// `--dialect kratos` (or surveyjs, adaptive-cards) on a Form.io form read nothing and said
  /// nothing: "0 fields, no problems". It is now a warning naming the dialect detection sees.
  @Test func aDialectNamedForAnotherDialectsDocumentIsAWarning() throws {
    for name in ["kratos", "surveyjs", "adaptive-cards"] {
      let result = try Formsh.run(["lint", "--dialect", name, "Forms/dialects/order.formio.json"])
      #expect(
        result.stdout.contains(
          "form is not what this document looks like (--dialect \(name) was named; it reads as formio)"
        ), "\(result)")
      #expect(!result.stdout.contains("no problems"), "\(result)")
    }
    let own = try Formsh.run(["lint", "--dialect", "formio", "Forms/dialects/order.formio.json"])
    #expect(!own.stdout.contains("is not what this document looks like"), "\(own)")
  }
}

extension DialectHostileTests {
  /// A property named `x.y` inside an object cannot be a field of its group (formsh reads it
  /// as a path); it was dropped by lint's id check, which gives no pointer into the schema.
  @Test func aDottedPropertyInsideAnObjectIsReportedWhereItIs() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write(
      "dotted.json",
      #"""
      {"type": "object", "properties": {"g": {"type": "object", "properties": {
        "x.y": {"type": "string"}, "z": {"type": "string"}}}}}
      """#)
    let result = try Formsh.run(["lint", path])
    #expect(
      result.stdout.contains(
        "property `x.y` inside object `g` has a name formsh reads as a path"),
      "\(result)")
    #expect(result.stdout.contains("(at /properties/g/properties/x.y)"), "\(result)")
    #expect(!result.stdout.contains("rename it"), "\(result)")
  }
}

extension DialectHostileTests {
  /// The same inside a SurveyJS dynamic panel and a Form.io grid: reported where it is.
  @Test(arguments: [
    (
      #"{"elements": [{"type": "paneldynamic", "name": "p", "templateElements": [{"type": "text", "name": "x.y"}, {"type": "text", "name": "z"}]}]}"#,
      "question `x.y` of dynamic panel `p` has a name formsh reads as a path",
      "(at /elements/0/templateElements/0)"
    ),
    (
      #"{"display": "form", "components": [{"type": "datagrid", "key": "g", "input": true, "components": [{"type": "textfield", "key": "x.y", "input": true}, {"type": "textfield", "key": "z", "input": true}]}]}"#,
      "textfield component `x.y` inside `g` has a key formsh reads as a path",
      "(at /components/0/components/0)"
    ),
  ])
  func aDottedNameInAListIsReportedWhereItIs(document: String, message: String, at: String)
    throws
  {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write("dotted.json", document)
    let result = try Formsh.run(["lint", path])
    #expect(result.stdout.contains(message), "\(result)")
    #expect(result.stdout.contains(at), "\(result)")
    #expect(!result.stdout.contains("rename it"), "\(result)")
  }
}

extension DialectHostileTests {
  /// What submit sends for numeric options, `fill` reads back: `{"n": 2, "m": [1, 3]}` was
  /// refused as "not a number" once the payload carried numbers.
  @Test func fillReadsBackTheNumbersSubmitSends() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write(
      "numbers.json",
      #"""
      {"type": "object", "properties": {
        "n": {"type": "integer", "enum": [1, 2]},
        "m": {"type": "array", "items": {"enum": [1, 2, 3]}, "uniqueItems": true}}}
      """#)
    let result = try Formsh.run(
      ["fill", "--form", path, "-"], stdin: #"{"n": 2, "m": [1, 3]}"# + "\n")
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains(#""payload":{"n":2,"m":[1,3]}"#), "\(result)")
  }
}

extension DialectHostileTests {
  /// An Adaptive Card sends a choice's value as a string even where the card wrote a number
  /// (the schema's `value` is a string): formsh sends `"1"` too, not the number.
  @Test func anAdaptiveCardChoiceIsSentAsTheStringACardSends() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write(
      "card.json",
      #"""
      {"type": "AdaptiveCard", "version": "1.5", "body": [
        {"type": "Input.ChoiceSet", "id": "c", "label": "C",
         "choices": [{"title": "One", "value": 1}, {"title": "Two", "value": "2"}]}]}
      """#)
    let result = try Formsh.run(["-c", "set c=One; submit -o /dev/stdout", path])
    #expect(result.status == 0, "\(result)")
    #expect(JSONText(parsing: result.stdout)?["c"] == JSONText(parsing: #""1""#), "\(result)")
  }
}
