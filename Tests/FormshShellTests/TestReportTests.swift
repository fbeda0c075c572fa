import Foundation
import Testing

@testable import FormshShell

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite struct TestReportTests {
  static let outcomes = [
    Scenario.Outcome(
      path: "scenarios/a.formsh", status: 0, seconds: 0.0123, output: "", errors: ""),
    Scenario.Outcome(
      path: "scenarios/b.formsh", status: 1, seconds: 0.5, output: "{\n}\n",
      errors: "scenarios/b.formsh:3: error: expected 3 links, found 2\n"
        + "scenarios/b.formsh:4: error: submit refused: 1 field fails validation\n  terms: must be checked\n"
    ),
    Scenario.Outcome(path: "weird #1.formsh", status: 3, seconds: 1.25, output: "", errors: ""),
  ]

  /// After Ctrl-C, the runs that did not start are counted once, in every format.
  @Test func runsNotStartedAreCountedInEveryFormat() throws {
    let ran = [Self.outcomes[0]]
    #expect(
      TestReport.human(ran, seconds: 1.5, notStarted: 7)
        == "PASS  scenarios/a.formsh  (12 ms)\n7 runs not started (interrupted)\n"
        + "1 passed, 0 failed in 1.50 s\n")
    #expect(
      TestReport.tap(ran, notStarted: 1)
        == "TAP version 13\n1..1\n# 1 run not started (interrupted)\nok 1 - scenarios/a.formsh\n")
    let json = try #require(
      try JSONSerialization.jsonObject(
        with: Data(TestReport.json(ran, seconds: 1, notStarted: 7).utf8)) as? [String: Any])
    #expect(json["not_started"] as? Int == 7)
    let plain = try #require(
      try JSONSerialization.jsonObject(with: Data(TestReport.json(ran, seconds: 1).utf8))
        as? [String: Any])
    #expect(plain["not_started"] == nil)
  }

  @Test func theHumanReportHasALinePerScenarioWhyEachFailedAndTheCounts() {
    #expect(
      TestReport.human(Self.outcomes, seconds: 1.5) == """
        PASS  scenarios/a.formsh  (12 ms)
        FAIL  scenarios/b.formsh  (500 ms)
              scenarios/b.formsh:3: error: expected 3 links, found 2
              scenarios/b.formsh:4: error: submit refused: 1 field fails validation
                terms: must be checked
        FAIL  weird #1.formsh  (1.25 s)
              exit status 3
        1 passed, 2 failed in 1.50 s

        """)
  }

  @Test func tapIsVersion13WithAPlanAndAYAMLBlockPerFailure() {
    #expect(
      TestReport.tap(Self.outcomes) == """
        TAP version 13
        1..3
        ok 1 - scenarios/a.formsh
        not ok 2 - scenarios/b.formsh
          ---
          status: 1
          errors: |
            scenarios/b.formsh:3: error: expected 3 links, found 2
            scenarios/b.formsh:4: error: submit refused: 1 field fails validation
              terms: must be checked
          ...
        not ok 3 - weird \\#1.formsh
          ---
          status: 3
          errors: |
            exit status 3
          ...

        """)
  }

  @Test func theJUnitReportParsesAsXMLWithTheRightCounts() throws {
    let xml = TestReport.junit(Self.outcomes, seconds: 1.5)
    let document = try XMLDocument(data: Data(xml.utf8))
    let suites = try #require(document.rootElement())
    #expect(suites.name == "testsuites")
    #expect(suites.attribute(forName: "tests")?.stringValue == "3")
    #expect(suites.attribute(forName: "failures")?.stringValue == "2")
    let suite = try #require(suites.elements(forName: "testsuite").first)
    #expect(suite.attribute(forName: "tests")?.stringValue == "3")
    #expect(suite.attribute(forName: "failures")?.stringValue == "2")
    #expect(suite.attribute(forName: "errors")?.stringValue == "0")
    let cases = suite.elements(forName: "testcase")
    #expect(
      cases.compactMap { $0.attribute(forName: "name")?.stringValue } == Self.outcomes.map(\.path))
    #expect(cases.map { $0.elements(forName: "failure").count } == [0, 1, 1])
    let failure = try #require(cases[1].elements(forName: "failure").first)
    #expect(
      failure.attribute(forName: "message")?.stringValue
        == "scenarios/b.formsh:3: error: expected 3 links, found 2")
    #expect(failure.stringValue == Self.outcomes[1].errors)
    #expect(cases[1].elements(forName: "system-out").first?.stringValue == "{\n}\n")
    #expect(
      cases[2].elements(forName: "failure").first?.attribute(forName: "message")?.stringValue
        == "exit status 3")
    #expect(cases[0].attribute(forName: "time")?.stringValue == "0.012")
  }

  @Test func markupAndControlCharactersInMessagesStayWellFormed() throws {
    let hostile = Scenario.Outcome(
      path: "<&>\"'.formsh", status: 1, seconds: 0, output: "]]> \u{1B}[31m\u{0}",
      errors: "x.formsh:1: error: expected \"<b>\" & found ']]>' \u{7}\n")
    let xml = TestReport.junit([hostile], seconds: 0)
    let document = try XMLDocument(data: Data(xml.utf8))
    let testCase = try #require(
      document.rootElement()?.elements(forName: "testsuite").first?
        .elements(forName: "testcase").first)
    #expect(testCase.attribute(forName: "name")?.stringValue == "<&>\"'.formsh")
    #expect(
      testCase.elements(forName: "failure").first?.stringValue
        == "x.formsh:1: error: expected \"<b>\" & found ']]>' \u{FFFD}\n")
    #expect(
      testCase.elements(forName: "system-out").first?.stringValue == "]]> \u{FFFD}[31m\u{FFFD}")
  }
}
