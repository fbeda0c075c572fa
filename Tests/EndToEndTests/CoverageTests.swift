import Foundation
import Testing

/// `formsh test --coverage`: what a suite exercised of each form, as text and JSON, and
/// `--min-coverage` failing the run below a threshold.
@Suite struct CoverageTests {
  static let form = """
    {"form_title": "Tiny", "fields": [
      {"id": "name", "type": "TEXT", "label": "Name", "required": true, "max_length": 5},
      {"id": "plan", "type": "DROPDOWN", "label": "Plan",
       "options": [{"id": "a", "label": "A"}, {"id": "b", "label": "B"}]},
      {"id": "ok", "type": "CHECKBOX", "label": "OK"}
    ]}
    """

  /// A folder with the tiny form and a passing scenario (`one.formsh`); `failing` adds a
  /// failing one that exercises more.
  static func suite(failing: Bool = false) throws -> TemporaryFiles {
    let files = try TemporaryFiles()
    let form = try files.write("tiny.json", form)
    _ = try files.write(
      "one.formsh", "load \(form)\nset name=Ada\nselect plan a\ncheck ok\nsubmit\n")
    if failing {
      _ = try files.write(
        "two.formsh", "load \(form)\nexpect refused set name=toolong\nexpect valid\n")
    }
    return files
  }

  @Test func theReportNamesWhatWasNeverExercisedAfterThePassFailLines() throws {
    let files = try Self.suite()
    defer { files.remove() }
    let result = try Formsh.run(["test", "--coverage", files.path])
    #expect(result.status == 0, "\(result)")
    let report = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
      .drop { !$0.hasPrefix("coverage of") }.joined(separator: "\n")
    #expect(
      report == """
        coverage of \(files.path)/tiny.json (Tiny): 61.5 % (8 of 13)
          required on `name` never failed
          max_length on `name` never failed
          option `b` of `plan` never selected
          `ok` never unchecked
          submit never refused
        coverage overall: 61.5 % (8 of 13)

        """, "\(result)")
    #expect(result.stdout.hasPrefix("PASS  \(files.path)/one.formsh"))
    #expect(result.stderr.isEmpty)
  }

  @Test func aFailingScenarioStillCountsWhatItExercised() throws {
    let files = try Self.suite(failing: true)
    defer { files.remove() }
    let result = try Formsh.run(["test", "--coverage", files.path])
    // The refusal at set is max_length failing; expect valid saw required fail.
    #expect(result.stdout.contains("(Tiny): 76.9 % (10 of 13)\n"), "\(result)")
    #expect(!result.stdout.contains("required on `name` never failed"))
    #expect(!result.stdout.contains("max_length on `name` never failed"))
    #expect(result.stdout.contains("FAIL  \(files.path)/two.formsh"))
    #expect(result.status == 1)
  }

  @Test func minCoverageFailsTheRunBelowTheThresholdEvenWhenEveryScenarioPasses() throws {
    let files = try Self.suite()
    defer { files.remove() }
    let above = try Formsh.run(["test", "--min-coverage", "61.5", files.path])
    #expect(above.status == 0, "\(above)")
    #expect(above.stdout.contains("coverage overall: 61.5 % (8 of 13)"))
    #expect(above.stderr.isEmpty)
    let below = try Formsh.run(["test", "--min-coverage=62", files.path])
    #expect(below.status == 1, "\(below)")
    #expect(below.stdout.contains("1 passed, 0 failed"))
    #expect(below.stderr == "formsh test: error: coverage 61.5 % is below --min-coverage 62 %\n")
  }

  @Test(arguments: ["101", "-1", "ninety", "nan", "", "0x5A", "9e1", "inf", "-0", "1.2.3"])
  func aMinimumThatIsNoPercentageIsAUsageError(_ value: String) throws {
    let result = try Formsh.run(["test", "--min-coverage", value, "Scripts/scenarios/signup"])
    #expect(result.status == 2, "\(result)")
    #expect(
      result.stderr.hasPrefix(
        "formsh test: error: --min-coverage takes a percentage from 0 to 100, not \"\(value)\"\n"))
    #expect(result.stdout.isEmpty)
  }

  @Test(arguments: ["--coverage", "--coverage-json=x.json", "--min-coverage=5"])
  func coverageOptionsGoWithTestOnly(_ option: String) throws {
    let result = try Formsh.run(["run", option, "Scripts/scenarios/signup/rules.formsh"])
    #expect(result.status == 2, "\(result)")
    #expect(result.stderr.hasPrefix("formsh run: error: "))
    #expect(result.stderr.contains("goes with formsh test"))
  }

  @Test func theJSONOnStandardOutputHasOneObjectPerFormAndTheReportsGoToStandardError() throws {
    let files = try Self.suite()
    defer { files.remove() }
    let result = try Formsh.run(["test", "--coverage-json", "-", files.path])
    #expect(result.status == 0, "\(result)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any],
      "\(result)")
    #expect(json["version"] as? Int == 1)
    let overall = try #require(json["overall"] as? [String: Any])
    #expect(overall["percent"] as? Double == 61.5)
    #expect(overall["covered"] as? Int == 8)
    #expect(overall["applicable"] as? Int == 13)
    let forms = try #require(json["forms"] as? [[String: Any]])
    #expect(forms.count == 1)
    #expect(forms.first?["source"] as? String == files.path + "/tiny.json")
    #expect(forms.first?["title"] as? String == "Tiny")
    #expect(forms.first?["talked_to_server"] as? Bool == false)
    let items = try #require(forms.first?["items"] as? [[String: Any]])
    #expect(items.count == 9)
    let option = try #require(items.first { $0["detail"] as? String == "b" })
    #expect(option["kind"] as? String == "option")
    #expect(option["field"] as? String == "plan")
    #expect(option["section"] is NSNull)
    #expect(option["seen"] as? [String: Bool] == ["selected": false])
    let required = try #require(items.first { $0["detail"] as? String == "required" })
    #expect(required["seen"] as? [String: Bool] == ["passed": true, "failed": false])
    #expect(result.stderr.contains("PASS  \(files.path)/one.formsh"))
    #expect(result.stderr.contains("coverage overall: 61.5 % (8 of 13)"))
  }

  @Test func theJSONGoesToAFileAtomicallyAndTheReportToStandardOutput() throws {
    let files = try Self.suite()
    defer { files.remove() }
    let report = files.path + "/coverage.json"
    let result = try Formsh.run(["test", "--coverage-json", report, files.path + "/one.formsh"])
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("coverage overall: 61.5 % (8 of 13)"))
    let text = try String(contentsOfFile: report, encoding: .utf8)
    #expect(text.hasPrefix("{\n  \"version\": 1,\n  \"overall\": {\n    \"percent\": 61.5,"))
    let unwritable = try Formsh.run([
      "test", "--coverage-json", files.path + "/missing/c.json", files.path + "/one.formsh",
    ])
    #expect(unwritable.status == 73, "\(unwritable)")
  }

  /// Text from the form is data: a bidi override or a C1 control in a title or an option id
  /// is escaped in the JSON (which `--coverage-json -` prints) and reads back the same.
  @Test func theJSONEscapesTheFormsControlCharacters() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let form = try files.write(
      "odd.json",
      #"""
      {"form_title": "Odd \u202e title \u009b31m", "fields": [
        {"id": "plan", "type": "DROPDOWN", "label": "Plan",
         "options": [{"id": "a\u202eb", "label": "A"}]}]}
      """#)
    _ = try files.write("one.formsh", "load \(form)\n")
    let result = try Formsh.run(["test", "--coverage-json", "-", files.path])
    #expect(result.status == 0, "\(result)")
    #expect(!result.stdout.unicodeScalars.contains { $0 == "\u{202E}" || $0 == "\u{9B}" })
    #expect(result.stdout.contains(#""title": "Odd \u202e title \u009b31m""#), "\(result)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let forms = try #require(json["forms"] as? [[String: Any]])
    #expect(forms.first?["title"] as? String == "Odd \u{202E} title \u{9B}31m")
  }

  @Test func theSameFormSpelledTwoWaysIsOneFormAndAnUnusedBuiltInFormIsNone() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    _ = try files.write("a.formsh", "load Forms/signup.json\ncheck terms\n")
    _ = try files.write("b.formsh", "load ./Forms//signup.json\nuncheck terms\n")
    let result = try Formsh.run(["test", "--coverage", files.path])
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.components(separatedBy: "coverage of ").count == 2, "\(result)")
    #expect(result.stdout.contains("coverage of Forms/signup.json (Create your account): "))
    #expect(!result.stdout.contains("`terms` never checked"))
    #expect(!result.stdout.contains("`terms` never unchecked"))
    #expect(result.stdout.contains("`email` never set"))
  }

  @Test func tapKeepsTheCoverageInCommentLines() throws {
    let files = try Self.suite()
    defer { files.remove() }
    let result = try Formsh.run(["test", "--report", "tap", "--coverage", files.path])
    #expect(result.stdout.hasPrefix("TAP version 13\n1..1\nok 1 - "), "\(result)")
    #expect(result.stdout.hasSuffix("\n# coverage overall: 61.5 % (8 of 13)\n"))
  }

  /// Issue 28, point 11: the shapes the backend answered with (Rails, JSON:API) are listed
  /// as seen; those it never uses are not counted, nor reported as never seen.
  @Test func onlyTheServerErrorShapesTheBackendUsedCount() throws {
    let backend = try Backends.plain()
    let files = try Self.suite()
    defer { files.remove() }
    _ = try files.write(
      "server.formsh",
      "load \(files.path)/tiny.json\nvalidate --remote \(backend.url("/errors/rails"))\n"
        + "validate --remote \(backend.url("/errors/jsonapi"))\n")
    let result = try Formsh.run(["test", "--coverage", files.path])
    #expect(result.status == 0, "\(result)")
    // 13 items of the form, and the 2 shapes seen; validate --remote checks the rules too.
    #expect(result.stdout.contains("(Tiny): 73.3 % (11 of 15)\n"), "\(result)")
    #expect(!result.stdout.contains("never seen"), "\(result)")
    let json = try Formsh.run(["test", "--coverage-json", "-", files.path])
    #expect(json.stdout.contains(#""detail": "errors_map""#), "\(json)")
    #expect(json.stdout.contains(#""detail": "json_api""#), "\(json)")
    #expect(!json.stdout.contains(#""detail": "invalid_params""#), "\(json)")
    let alone = try Formsh.run(["test", "--coverage", files.path + "/one.formsh"])
    #expect(!alone.stdout.contains("server errors"), "\(alone)")
  }

  /// A condition that reads only ids no field has, or one on a cycle of conditions, can
  /// only ever give one side: the other is not counted, so the form can reach 100 %.
  @Test func aConditionThatCannotChangeCountsOneSide() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let form = try files.write(
      "fixed.json",
      #"""
      {"form_title": "Fixed", "fields": [
        {"id": "a", "order": 1, "type": "TEXT", "label": "A",
         "visible_if": {"==": [{"var": "ghost"}, null]}},
        {"id": "b", "order": 2, "type": "TEXT", "label": "B",
         "visible_if": {"==": [{"var": "ghost"}, "x"]}},
        {"id": "c", "order": 3, "type": "TEXT", "label": "C",
         "visible_if": {"==": [{"var": "c"}, "x"]}}
      ]}
      """#)
    _ = try files.write(
      "one.formsh", "load \(form)\nset a=1\nsubmit\n")
    let result = try Formsh.run(["test", "--coverage", files.path])
    #expect(result.status == 0, "\(result)")
    #expect(!result.stdout.contains("visible_if"), "\(result)")
    #expect(result.stdout.contains("\ncoverage overall: "), "\(result)")
  }

  @Test func conditionsAndFormRulesAreSeenBothWaysBySections() throws {
    let result = try Formsh.run([
      "test", "--coverage-json", "-", "Scripts/scenarios/checkout/billing.formsh",
      "Scripts/scenarios/checkout/gift.formsh", "Scripts/scenarios/checkout/vat.formsh",
    ])
    #expect(result.status == 0, "\(result)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let form = try #require((json["forms"] as? [[String: Any]])?.first)
    let items = try #require(form["items"] as? [[String: Any]])
    func seen(_ kind: String, section: String? = nil, field: String? = nil) -> [String: Bool]? {
      items.first {
        $0["kind"] as? String == kind && (section == nil || $0["section"] as? String == section)
          && (field == nil || $0["field"] as? String == field)
      }?["seen"] as? [String: Bool]
    }
    #expect(seen("visible_if", section: "billing") == ["true": true, "false": true])
    #expect(seen("visible_if", field: "gift_note") == ["true": true, "false": true])
    #expect(seen("required_if", field: "vat_number") == ["true": true, "false": true])
    // No scenario of these three types two different passwords.
    #expect(seen("form_rule", field: "password_confirm") == ["held": true, "failed": false])
    let gift = items.first { $0["detail"] as? String == "Gift orders are for personal accounts." }
    #expect(gift?["seen"] as? [String: Bool] == ["held": true, "failed": true])
  }

  /// The figure the manual quotes (docs/testing.md) is what the repository's suite reaches, and
  /// at least 90 %.
  @Test func theScenarioSuiteReachesTheFigureTheManualQuotes() throws {
    let result = try Formsh.run(["test", "--min-coverage", "90", "Scripts/scenarios"])
    #expect(result.status == 0, "\(result)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    let overall = try #require(lines.first { $0.hasPrefix("coverage overall: ") })
    let page = try String(contentsOfFile: Formsh.root + "/docs/testing.md", encoding: .utf8)
    #expect(page.contains(overall + "\n"), "docs/testing.md should quote \(overall)")
    for line in lines where line.hasPrefix("coverage of ") {
      #expect(page.contains(line + "\n"), "docs/testing.md should quote \(line)")
      // Every sample form the suite loads reaches 90 % on its own too.
      let percent = try #require(line.firstMatch(of: #/: (\d+\.\d) % \(\d+ of \d+\)$/#))
      #expect(Double(percent.1) ?? 0 >= 90, "\(line)")
    }
  }
}
