import FormshPlatform
import Foundation
import Testing

/// `formsh test --report junit|tap|json [-o FILE]` (issue 28, point 15): a report is chosen
/// by `--report` and written to a file by `-o`, as every command writes one file; JSON joins
/// JUnit and TAP; `--report junit FILE`, the old spelling, still works where it cannot be
/// mistaken for a scenario.
@Suite struct TestReportSpellingTests {
  static let scenarios = "Scripts/scenarios/signup"

  static func json(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test func reportJSONIsAllOfStandardOutput() throws {
    let result = try Formsh.run(
      ["test", "--report", "json", Self.scenarios, "Scripts/failing-example.formsh"])
    #expect(result.status == 1, "\(result)")
    let report = try Self.json(result.stdout)
    #expect(report["format"] as? String == "formsh-test")
    #expect(report["version"] as? Int == 1)
    #expect(report["passed"] as? Int == 3)
    #expect(report["failed"] as? Int == 1)
    let scenarios = try #require(report["scenarios"] as? [[String: Any]])
    #expect(
      scenarios.map { $0["path"] as? String } == [
        "Scripts/scenarios/signup/rules.formsh", "Scripts/scenarios/signup/submit.formsh",
        "Scripts/scenarios/signup/switches-and-links.formsh", "Scripts/failing-example.formsh",
      ])
    let failing = scenarios[3]
    #expect(failing["passed"] as? Bool == false)
    #expect(failing["status"] as? Int == 1)
    #expect(
      (failing["errors"] as? [String])?.first?.hasPrefix("Scripts/failing-example.formsh:14:")
        == true)
    #expect(scenarios[0]["errors"] as? [String] == [])
  }

  @Test(arguments: ["-o", "--output"])
  func outputWritesTheReportAndKeepsThePassFailLines(option: String) throws {
    let path = try FillCommandTests.directory().appendingPathComponent("report.json").path
    let result = try Formsh.run(["test", "--report", "json", option, path, Self.scenarios])
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.hasPrefix("PASS  Scripts/scenarios/signup/rules.formsh"))
    let report = try Self.json(try String(contentsOfFile: path, encoding: .utf8))
    #expect(report["passed"] as? Int == 3)
  }

  @Test func junitTakesItsFileFromOutput() throws {
    let path = try FillCommandTests.directory().appendingPathComponent("junit.xml").path
    let result = try Formsh.run(["test", "--report", "junit", "-o", path, Self.scenarios])
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("3 passed, 0 failed"))
    let xml = try String(contentsOfFile: path, encoding: .utf8)
    #expect(xml.contains(#"<testsuites name="formsh" tests="3" failures="0""#))
  }

  @Test func theOldJUnitSpellingStillWorks() throws {
    let path = try FillCommandTests.directory().appendingPathComponent("junit.xml").path
    let result = try Formsh.run(["test", "--report", "junit", path, Self.scenarios])
    #expect(result.status == 0, "\(result)")
    #expect(FileManager.default.fileExists(atPath: path))
  }

  /// Left without a file, the old spelling would have taken the scenarios' folder as the
  /// report's file, run every scenario under `.` and failed at the end.
  @Test func aScenarioWhereTheOldSpellingWantsAFileIsAUsageError() throws {
    let result = try Formsh.run(["test", "--report", "junit", Self.scenarios])
    #expect(result.status == 2, "\(result)")
    #expect(
      result.stderr.hasPrefix(
        "formsh test: error: --report junit writes a file: --report junit -o FILE"
          + " (Scripts/scenarios/signup names scenarios, not the report's file)\n"))
    #expect(result.stdout.isEmpty)
  }

  @Test(arguments: [
    (["-o", "x.json"], "-o FILE goes with --report junit, tap, json or html: which report?"),
    (["--report", "tap", "--report", "json"], "--report tap and --report json would both print"),
    (["--report", "xml"], "--report takes junit, tap, json or html, not \"xml\""),
  ])
  func reportsThatCannotWorkAreUsageErrors(arguments: [String], message: String) throws {
    let result = try Formsh.run(["test"] + arguments + [Self.scenarios])
    #expect(result.status == 2, "\(result)")
    #expect(result.stderr.hasPrefix("formsh test: error: " + message), "\(result)")
    #expect(!FileManager.default.fileExists(atPath: Formsh.root + "/x.json"))
  }
}
