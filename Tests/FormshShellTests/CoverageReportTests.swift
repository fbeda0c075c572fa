import FormshCases
import FormshDomain
import Testing

@testable import FormshShell

/// The coverage report's words and figures.
@Suite struct CoverageReportTests {
  @Test(arguments: [
    (CoverageItem(.field, field: "email"), "set", "`email` never set"),
    (
      CoverageItem(.option, field: "country", detail: "de"), "selected",
      "option `de` of `country` never selected"
    ),
    (CoverageItem(.onOff, field: "terms", detail: "checkbox"), "off", "`terms` never unchecked"),
    (CoverageItem(.onOff, field: "news", detail: "toggle"), "on", "`news` never turned on"),
    (
      CoverageItem(.rule, field: "password", detail: "regex"), "failed",
      "regex on `password` never failed"
    ),
    (
      CoverageItem(.message, field: "zip", detail: "Five digits."), "shown",
      "custom message of `zip` never shown (\"Five digits.\")"
    ),
    (CoverageItem(.visibleIf, field: "note"), "true", "visible_if of `note` never true"),
    (
      CoverageItem(.requiredIf, section: "billing"), "false",
      "required_if of section `billing` never false"
    ),
    (
      CoverageItem(.formRule, field: "size", detail: "Sold out."), "held",
      "form rule \"Sold out.\" never held"
    ),
    (
      CoverageItem(.link, field: "terms", detail: "Terms"), "seen",
      "link \"Terms\" of `terms` never listed or opened"
    ),
    (CoverageItem(.submit), "accepted", "submit never accepted"),
    (
      CoverageItem(.serverErrors, detail: "json_api"), "seen",
      "server errors as JSON:API (errors[].source.pointer) never seen"
    ),
  ])
  func whatWasNeverSeenIsSaidInTheUsersWords(item: CoverageItem, side: String, words: String) {
    #expect(CoverageReport.words(item, never: side) == words)
  }

  @Test func aFieldIdIsMadeSafeForTheTerminal() {
    let item = CoverageItem(.field, field: "a\u{1B}[2Jb")
    #expect(!CoverageReport.words(item, never: "set").contains("\u{1B}"))
  }

  @Test(arguments: [
    (0, 0, "0.0"), (8, 13, "61.5"), (2, 3, "66.6"), (8997, 10000, "89.9"), (1, 1, "100.0"),
    (0, 7, "0.0"),
  ])
  func aFigureIsCutToOneDecimalNeverRoundedUp(covered: Int, applicable: Int, shown: String) {
    #expect(CoverageReport.percent(covered, of: applicable) == shown)
  }

  @Test func theThresholdComparesTheExactFraction() {
    let form = FormCoverage(
      form: Form(
        title: "T", theme: .standard,
        fields: [Field(id: "a", kind: .checkbox, label: "A")]),
      source: "t.json")
    // field set, on, off, submit refused and accepted: 5 sides, none seen.
    let suite = SuiteCoverage([[form]])
    #expect(suite.applicable == 5)
    #expect(suite.reaches(0))
    #expect(!suite.reaches(0.1))
    // No form at all is nothing exercised.
    let empty = SuiteCoverage([[], []])
    #expect(empty.reaches(0))
    #expect(!empty.reaches(1))
    #expect(
      CoverageReport.text(empty) == "coverage overall: 0.0 % (0 of 0): no scenario used a form\n")
  }

  @Test(arguments: [
    ("./Forms//signup.json", "Forms/signup.json"), ("Forms/./a.json", "Forms/a.json"),
    ("/tmp//x.json", "/tmp/x.json"), ("https://example.com//f", "https://example.com//f"),
    ("<built-in showcase>", "<built-in showcase>"),
  ])
  func sourcesSpelledDifferentlyAreOne(given: String, normalized: String) {
    #expect(CoverageBook.normalized(given) == normalized)
  }
}
