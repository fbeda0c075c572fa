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

  @Test("each outcome is worded once")
  func words() {
    #expect(DialectProblem.Outcome.skipped(nil).words == "is skipped")
    #expect(DialectProblem.Outcome.unsupported.words == "is not supported; skipped")
    #expect(DialectProblem.Outcome.noType.words == "has no type; skipped")
    #expect(
      DialectProblem.Outcome.nested(deeperThan: 32).words
        == "is nested more than 32 deep; skipped")
    #expect(
      DialectProblem.Outcome.untranslatable("lacks a closing \")\"").words
        == "cannot be translated (it lacks a closing \")\"); skipped")
    #expect(
      DialectProblem.Outcome.unknownType(of: "Form.io", known: false).words
        == "is not a Form.io type formsh knows; skipped")
    #expect(
      DialectProblem.Outcome.changed("is kept as plain text").words == "is kept as plain text")
  }
}
