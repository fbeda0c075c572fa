import FormshDialects
import Testing

/// Each of a translation's outcomes is a named value worded once (docs/dialects.md, "What
/// formsh did"): tests name it (`.plainText`) and this table is the one place its words are
/// quoted. That the dialects report them by name is `DialectOutcomeTests`' (FormshDataTests).
struct DialectOutcomeWordsTests {
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
    #expect(DialectProblem.Outcome.notKept(nil).words == "is not kept")
    #expect(
      DialectProblem.Outcome.notKept("a field is shown once").words
        == "is not kept (a field is shown once)")
    #expect(DialectProblem.Outcome.notChecked("why").words == "is not checked (why)")
    #expect(DialectProblem.Outcome.notShown(nil).words == "is not shown")
    #expect(DialectProblem.Outcome.notSent("why").words == "is not sent (why)")
    #expect(DialectProblem.Outcome.plainText.words == "is read as plain text")
    #expect(DialectProblem.Outcome.submittedAs("true/false").words == "is submitted as true/false")
    #expect(
      DialectProblem.Outcome.notSupported("the field takes one value").words
        == "is not supported; the field takes one value")
    #expect(
      DialectProblem.Outcome.noOptions("run backwards").words
        == "run backwards; no options are made")
    #expect(DialectProblem.Outcome.firstKept(nil).words == "keeps the first")
    #expect(
      DialectProblem.Outcome.ruleUnsaid.words
        == "cannot be said in JSON Logic; the rule is skipped")
    #expect(
      DialectProblem.Outcome.conditionalUnsaid.words
        == "cannot be said in JSON Logic; the conditional is skipped")
    #expect(
      DialectProblem.Outcome.nothingKept("has no components").words
        == "has no components; nothing kept")
    #expect(
      DialectProblem.Outcome.mistyped(shouldBe: "a number").words == "should be a number; skipped")
    #expect(DialectProblem.Outcome.notRun.words == "is not run (formsh runs no scripts)")
    #expect(
      DialectProblem.Outcome.neverShown.words
        == "is read as never shown (visible_if false), so never submitted")
    #expect(
      DialectProblem.Outcome.secondSubmit(first: "`Send`").words
        == "is not kept (a formsh form has one submit, the first: `Send`)")
    #expect(
      DialectProblem.Outcome.changed("is kept as plain text").words == "is kept as plain text")
  }
}
