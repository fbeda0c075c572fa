import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `formsh test`: the scenario suite in Scripts/scenarios, the failing example, the reports,
/// parallel runs and exit statuses.
@Suite struct TestCommandTests {
  /// Every `*.formsh` under a directory of the repository, sorted as `formsh test` finds them.
  static func scenarios(under directory: String) throws -> [String] {
    let root = Formsh.root + "/"
    func walk(_ path: String) throws -> [String] {
      try FileManager.default.contentsOfDirectory(atPath: root + path).sorted().flatMap {
        name -> [String] in
        let child = path + "/" + name
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: root + child, isDirectory: &isDirectory)
        if isDirectory.boolValue { return try walk(child) }
        return name.hasSuffix(".formsh") ? [child] : []
      }
    }
    return try walk(directory)
  }

  /// The report with every duration replaced by `TIME`, so runs can be compared.
  static func withoutTimes(_ text: String) -> String {
    text.replacing(#/\((\d+ ms|\d+\.\d+ s)\)/#, with: "(TIME)")
      .replacing(#/ in \d+\.\d+ s\n/#, with: " in TIME\n")
      .replacing(#/time="\d+\.\d+"/#, with: "time=\"TIME\"")
  }

  @Test func theScenarioSuitePassesWithALinePerScenarioInOrder() throws {
    let result = try Formsh.run(["test", "Scripts/scenarios"])
    let expected = try Self.scenarios(under: "Scripts/scenarios")
    #expect(expected.count >= 10)
    #expect(
      Self.withoutTimes(result.stdout)
        == expected.map { "PASS  \($0)  (TIME)\n" }.joined()
        + "\(expected.count) passed, 0 failed in TIME\n", "\(result)")
    #expect(result.stderr.isEmpty)
    #expect(result.status == 0)
  }

  /// What the failing example reports, durations aside.
  static let failure = """
    FAIL  Scripts/failing-example.formsh  (TIME)
          Scripts/failing-example.formsh:14: error: expected error "must be at least 12 characters" on password, found "must match the pattern .*[0-9].*"
          Scripts/failing-example.formsh:15: error: expected marketing_opt_in = on, found off
          Scripts/failing-example.formsh:17: error: expected the form to be valid, found 1 failing field: password (must match the pattern .*[0-9].*)
          Scripts/failing-example.formsh:18: error: submit refused: 1 field fails validation
            password: must match the pattern .*[0-9].*
          Scripts/failing-example.formsh:19: error: expected a successful submit, found none since the form was loaded
    0 passed, 1 failed in TIME

    """

  @Test func theFailingExampleSaysWhereWhatWasExpectedAndWhatWasFound() throws {
    let result = try Formsh.run(["test", "Scripts/failing-example.formsh"])
    #expect(Self.withoutTimes(result.stdout) == Self.failure, "\(result)")
    #expect(result.stderr.isEmpty)
    #expect(result.status == 1)
  }

  @Test func withBailAScenarioStopsAtItsFirstFailure() throws {
    let result = try Formsh.run(["test", "--bail", "Scripts/failing-example.formsh"])
    #expect(
      Self.withoutTimes(result.stdout) == """
        FAIL  Scripts/failing-example.formsh  (TIME)
              Scripts/failing-example.formsh:14: error: expected error "must be at least 12 characters" on password, found "must match the pattern .*[0-9].*"
        0 passed, 1 failed in TIME

        """)
    #expect(result.status == 1)
  }

  @Test func theFailingExampleRunsThroughItsShebang() throws {
    let directory = URL(fileURLWithPath: Formsh.binary).deletingLastPathComponent().path
    let result = try Formsh.run(
      [], environment: ["PATH": directory + ":/usr/bin:/bin"],
      executable: Formsh.root + "/Scripts/failing-example.formsh")
    #expect(
      Self.withoutTimes(result.stdout)
        == Self.failure.replacingOccurrences(
          of: "Scripts/failing-example.formsh",
          with: Formsh.root + "/Scripts/failing-example.formsh"))
    #expect(result.status == 1)
  }

  @Test func tapHasAPlanALinePerScenarioAndTheFailureInYAML() throws {
    let result = try Formsh.run([
      "test", "--report", "tap", "Scripts/scenarios/signup", "Scripts/failing-example.formsh",
    ])
    #expect(
      result.stdout == """
        TAP version 13
        1..4
        ok 1 - Scripts/scenarios/signup/rules.formsh
        ok 2 - Scripts/scenarios/signup/submit.formsh
        ok 3 - Scripts/scenarios/signup/switches-and-links.formsh
        not ok 4 - Scripts/failing-example.formsh
          ---
          status: 1
          errors: |
            Scripts/failing-example.formsh:14: error: expected error "must be at least 12 characters" on password, found "must match the pattern .*[0-9].*"
            Scripts/failing-example.formsh:15: error: expected marketing_opt_in = on, found off
            Scripts/failing-example.formsh:17: error: expected the form to be valid, found 1 failing field: password (must match the pattern .*[0-9].*)
            Scripts/failing-example.formsh:18: error: submit refused: 1 field fails validation
              password: must match the pattern .*[0-9].*
            Scripts/failing-example.formsh:19: error: expected a successful submit, found none since the form was loaded
          ...

        """)
    #expect(result.status == 1)
  }

  @Test func theJUnitReportParsesAsXMLWithTheRightCounts() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let report = files.path + "/junit.xml"
    let result = try Formsh.run([
      "test", "--report", "junit", report, "Scripts/scenarios", "Scripts/failing-example.formsh",
    ])
    #expect(result.status == 1)
    // The PASS/FAIL lines still go to standard output.
    #expect(result.stdout.contains("FAIL  Scripts/failing-example.formsh"))
    let scenarios =
      try Self.scenarios(under: "Scripts/scenarios") + [
        "Scripts/failing-example.formsh"
      ]
    let document = try XMLDocument(contentsOf: URL(fileURLWithPath: report))
    let root = try #require(document.rootElement())
    let suite = try #require(root.elements(forName: "testsuite").first)
    for element in [root, suite] {
      #expect(element.attribute(forName: "tests")?.stringValue == "\(scenarios.count)")
      #expect(element.attribute(forName: "failures")?.stringValue == "1")
    }
    let cases = suite.elements(forName: "testcase")
    #expect(cases.compactMap { $0.attribute(forName: "name")?.stringValue } == scenarios)
    let failed = cases.filter { !$0.elements(forName: "failure").isEmpty }
    #expect(failed.count == 1)
    #expect(
      failed.first?.attribute(forName: "name")?.stringValue == "Scripts/failing-example.formsh")
    #expect(
      failed.first?.elements(forName: "failure").first?.attribute(forName: "message")?.stringValue
        == "Scripts/failing-example.formsh:14: error: expected error \"must be at least 12 characters\" on password, found \"must match the pattern .*[0-9].*\""
    )
    // A scenario's standard output (a submitted payload) is kept in system-out.
    let submit = cases.first {
      $0.attribute(forName: "name")?.stringValue == "Scripts/scenarios/signup/submit.formsh"
    }
    #expect(submit?.elements(forName: "system-out").first?.stringValue?.hasPrefix("{\n") == true)
  }

  @Test func scenariosRunInParallelGiveTheSameResultsInTheSameOrderAsOneByOne() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    for index in 0..<48 {
      // Every third scenario fails, at a line that depends on its number; each prints its own
      // number, and some take longer than others.
      let extra = String(repeating: "expect invalid\n", count: (index * 7) % 40)
      let failing = index % 3 == 0 ? "expect value full_name = someone else\n" : ""
      _ = try files.write(
        String(format: "scenario-%02d.formsh", index),
        "set full_name=Person \(index)\n\(extra)\(failing)echo \(index)\nexpect value full_name = Person \(index)\n"
      )
    }
    let one = try Formsh.run([
      "test", "--jobs", "1", "--report", "junit", files.path + "/1.xml", files.path,
    ])
    let four = try Formsh.run([
      "test", "--jobs", "4", "--report", "junit", files.path + "/4.xml", files.path,
    ])
    let all = try Formsh.run(["test", files.path])
    #expect(one.status == 1)
    #expect([four.status, all.status] == [one.status, one.status])
    #expect(Self.withoutTimes(one.stdout).hasSuffix("32 passed, 16 failed in TIME\n"))
    #expect(Self.withoutTimes(four.stdout) == Self.withoutTimes(one.stdout))
    #expect(Self.withoutTimes(all.stdout) == Self.withoutTimes(one.stdout))
    let reports = try ["1.xml", "4.xml"].map {
      Self.withoutTimes(try String(contentsOfFile: files.path + "/" + $0, encoding: .utf8))
    }
    #expect(reports[0] == reports[1])
    #expect(reports[0].contains("<system-out>47\n</system-out>"))
  }

  @Test func secretsComeFromVarAndTheFormFromForm() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let scenario = try files.write(
      "secret.formsh",
      "set email=grace@example.com\nset password=${PASSWORD}\ncheck terms\nexpect valid\nsubmit\n")
    let report = files.path + "/junit.xml"
    let result = try Formsh.run([
      "test", "--form", "Forms/signup.json", "--secret", "PASSWORD=twelve chars 4 sure",
      "--report", "junit", report, scenario,
    ])
    #expect(result.stdout.hasPrefix("PASS  \(scenario)  ("), "\(result)")
    #expect(result.status == 0)
    // The payload is kept in the report, its secret masked.
    let junit = try String(contentsOfFile: report, encoding: .utf8)
    #expect(junit.contains("&quot;password&quot;: &quot;********&quot;"))
    #expect(!junit.contains("twelve chars"))

    let unset = try Formsh.run(["test", "--form", "Forms/signup.json", scenario])
    #expect(
      unset.stdout.contains(
        "\(scenario):2:14: error: ${PASSWORD} is not set; password is secret: pass --secret"
          + " PASSWORD=VALUE"))
    #expect(unset.status == 1)
  }

  @Test(
    "exit statuses: 0 all passed, 1 a failure, 2 usage, 66 unreadable, 73 an unwritable report",
    arguments: [
      (["test", "Scripts/scenarios/signup"], Int32(0), ""),
      (["test", "Scripts/scenarios/signup", "Scripts/failing-example.formsh"], 1, ""),
      (
        ["test", "--report", "junit", "/nonexistent/dir/junit.xml", "Scripts/scenarios/signup"], 73,
        "formsh test: error: /nonexistent/dir/junit.xml: cannot write: "
      ),
      (["test", "Forms"], 2, "formsh test: error: no scenarios (*.formsh) found\nusage: "),
      (
        ["test", "--report", "xml", "Scripts"], 2,
        "formsh test: error: --report takes junit, tap, json or html, not \"xml\""
      ),
      (
        ["test", "--jobs", "0", "Scripts"], 2,
        "formsh test: error: --jobs takes a positive number, not \"0\""
      ),
      (["test", "--report"], 2, "formsh test: error: --report needs a value"),
      (
        ["test", "Scripts/nope.formsh"], 66,
        "formsh test: error: Scripts/nope.formsh: cannot read: "
      ),
    ])
  func exitStatus(arguments: [String], status: Int32, stderr: String) throws {
    let result = try Formsh.run(arguments)
    #expect(result.status == status, "\(result)")
    #expect(result.stderr.hasPrefix(stderr), "\(result)")
    if !stderr.isEmpty { #expect(!result.stderr.isEmpty) }
  }
}
