import Testing

@testable import FormshData
@testable import FormshDialects

/// What a translation did with a construct is a named outcome, worded once (issue 42): what
/// SurveyJS once called "ignored", Form.io "dropped" and JSON Schema "ignored" is one outcome,
/// `.unsupported`, said "is not supported; skipped" in every dialect.
struct DialectOutcomeTests {
  @Test(
    "an unsupported construct is skipped, in the same words, in every dialect",
    arguments: [
      (
        "surveyjs", #"{"elements": [{"type": "text", "name": "masked", "inputMask": "phone"}]}"#,
        "`inputMask` of question `masked`"
      ),
      (
        "formio",
        #"{"components": [{"type": "textfield", "key": "js", "customDefaultValue": "v = 1;"}]}"#,
        "customDefaultValue of `js` (JavaScript)"
      ),
      (
        "json-schema",
        #"{"type": "object", "properties": {"odd": {"type": "string", "contentSchema": {}}}}"#,
        "keyword `contentSchema` of `odd`"
      ),
    ])
  func unsupportedIsSkippedEverywhere(dialect: String, json: String, construct: String) throws {
    let document = try JSONParser.parseObject(Array(json.utf8))
    let language = try #require(Dialects.named(dialect))
    let problems = language.translate(document).dropped.filter { $0.construct == construct }
    #expect(problems.map(\.outcome) == [.unsupported])
    #expect(problems.map(\.message).allSatisfy { $0.contains(" is not supported; skipped (at /") })
  }

  /// A meaning several dialects meet is one named outcome in each: asserted by name, and
  /// said in the same words whichever dialect it comes from.
  @Test(
    "a recurring outcome is the same named outcome in every dialect that meets it",
    arguments: [
      // An input type, format or widget with no kind of its own: a field of plain text.
      (
        "surveyjs", #"{"elements": [{"type": "text", "name": "c", "inputType": "color"}]}"#,
        DialectProblem.Outcome.plainText
      ),
      (
        "kratos",
        #"{"ui": {"nodes": [{"type": "input", "group": "default", "attributes": {"name": "c", "#
          + #""type": "color", "node_type": "input"}, "messages": [], "meta": {}}]}}"#,
        .plainText
      ),
      (
        "json-schema",
        #"{"type": "object", "properties": {"u": {"type": "string", "format": "uuid"}}}"#,
        .plainText
      ),
      (
        "json-schema",
        #"{"schema": {"type": "object", "properties": {"w": {"type": "string"}}}, "#
          + #""uiSchema": {"w": {"ui:widget": "fancy"}}}"#, .plainText
      ),
      // A field the dialect hides: never shown, so never sent.
      (
        "formio", #"{"components": [{"type": "textfield", "key": "h", "hidden": true}]}"#,
        .neverShown
      ),
      (
        "adaptive-cards",
        #"{"type": "AdaptiveCard", "body": [{"type": "Input.Text", "id": "t", "isVisible": false}]}"#,
        .neverShown
      ),
      // A script is never run.
      (
        "kratos",
        #"{"ui": {"nodes": [{"type": "script", "group": "webauthn", "attributes": {"id": "s", "#
          + #""node_type": "script", "src": "x.js"}, "messages": [], "meta": {}}]}}"#, .notRun
      ),
      (
        "kratos",
        #"{"ui": {"nodes": [{"type": "input", "group": "default", "attributes": {"name": "e", "#
          + #""type": "text", "node_type": "input", "onclick": "go()"}, "messages": [], "#
          + #""meta": {}}]}}"#, .notRun
      ),
      // A condition JSON Logic cannot say.
      (
        "formio",
        #"{"components": [{"type": "textfield", "key": "a"}, {"type": "textfield", "key": "b", "#
          + #""conditional": {"show": true, "conditions": [{"operator": "isEqual"}]}}]}"#,
        .conditionalUnsaid
      ),
      (
        "json-schema",
        #"{"type": "object", "properties": {"a": {"type": "string"}}, "#
          + #""if": {"properties": {"a": {"format": "email"}}}, "then": {"required": ["a"]}}"#,
        .conditionalUnsaid
      ),
      // A member of the wrong JSON type.
      (
        "kratos",
        #"{"ui": {"nodes": [{"type": "input", "group": "default", "attributes": {"name": "e", "#
          + #""type": "text", "node_type": "input", "required": "yes"}, "messages": [], "#
          + #""meta": {}}]}}"#, .mistyped(shouldBe: "a boolean")
      ),
      (
        "adaptive-cards",
        #"{"type": "AdaptiveCard", "body": [{"type": "Input.Text", "id": "t", "maxLength": "5"}]}"#,
        .mistyped(shouldBe: "a number")
      ),
      // Options read from a server: each element's `id` and `label`.
      (
        "surveyjs",
        #"{"elements": [{"type": "dropdown", "name": "d", "choicesByUrl": {"url": "#
          + #""https://example.com/c", "valueName": "code", "titleName": "name"}}]}"#,
        .readAs("options of `id` and `label`")
      ),
      (
        "formio",
        #"{"components": [{"type": "select", "key": "s", "dataSrc": "url", "#
          + #""data": {"url": "https://example.com/c"}}]}"#,
        .readAs("options of `id` and `label`")
      ),
    ])
  func recurringOutcomeIsNamedOnce(dialect: String, json: String, outcome: DialectProblem.Outcome)
    throws
  {
    let document = try JSONParser.parseObject(Array(json.utf8))
    let language = try #require(Dialects.named(dialect))
    let problems = language.translate(document).dropped
    #expect(problems.map(\.outcome).contains(outcome), "\(problems.map(\.message))")
    #expect(problems.contains { $0.message.contains(" \(outcome.words) (at /") })
  }
}
