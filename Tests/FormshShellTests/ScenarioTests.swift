import Foundation
import FormshData
import FormshPlatform
import Testing

@testable import FormshShell

@Suite struct ScenarioTests {
  @Test func directoriesAreSearchedRecursivelyInSortedOrderSkippingHiddenEntries() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    for name in ["b", "a/z", "a/.hidden", ".git"] {
      try FileManager.default.createDirectory(
        atPath: directory.path + "/" + name, withIntermediateDirectories: true)
    }
    for name in [
      "b.formsh", "a.formsh", "notes.txt", "b/1.formsh", "a/z/2.formsh", "a/.hidden/3.formsh",
      ".git/4.formsh", ".5.formsh",
    ] {
      try directory.write(name, "")
    }
    let found = try Scenario.discover([directory.path, directory.path + "/b.formsh"])
    #expect(
      found.map { String($0.path.dropFirst(directory.path.count + 1)) } == [
        "a/z/2.formsh", "a.formsh", "b/1.formsh", "b.formsh", "b.formsh",
      ])
  }

  @Test func aPathThatDoesNotExistIsAnError() {
    #expect(throws: FileSystem.Failure.self) { try Scenario.discover(["/nonexistent/x.formsh"]) }
  }

  @Test func eachScenarioRunsInAFreshSessionWithItsOwnOutput() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(
      "first.formsh", "set full_name=Ada\necho first\nexpect value full_name = Ada\n")
    try directory.write("second.formsh", "expect value full_name =\necho second\n")
    let outcomes = try Scenario.discover([directory.path]).map {
      $0.run(formPath: Self.showcase, variables: Variables(environment: { _ in nil }), bail: false)
    }
    #expect(outcomes.map(\.status) == [0, 0])
    #expect(outcomes.map(\.output) == ["first\n", "second\n"])
    #expect(outcomes.map(\.errors) == ["", ""])
  }

  /// The built-in form as a file: a scenario without a form would say that it runs on the
  /// built-in one (issue 28, point 5).
  static let showcase = Shell.root + "/Forms/showcase.json"

  @Test func bailStopsAScenarioAtItsFirstError() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("s.formsh", "expect links 3\nexpect valid\necho after\n")
    let scenario = Scenario(path: directory.path + "/s.formsh")
    let carryOn = scenario.run(
      formPath: Self.showcase, variables: Variables(environment: { _ in nil }), bail: false)
    let bail = scenario.run(
      formPath: Self.showcase, variables: Variables(environment: { _ in nil }), bail: true)
    #expect(carryOn.errors.split(separator: "\n").count == 2)
    #expect(carryOn.output == "after\n")
    #expect(bail.errors == "\(scenario.path):1: error: expected 3 links, found 2\n")
    #expect(bail.output.isEmpty)
    #expect([carryOn.status, bail.status] == [1, 1])
  }

  @Test func theFormAndVariablesAreGivenToEveryScenarioAndASecretIsMaskedInItsOutput() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(
      "s.formsh",
      "set email=grace@example.com\nset password=${PW}\ncheck terms\nexpect links 2\nsubmit\n")
    let outcome = Scenario(path: directory.path + "/s.formsh").run(
      formPath: Shell.root + "/Forms/signup.json",
      variables: Variables(defined: ["PW": "twelve chars 4 sure"]),
      bail: false)
    #expect(outcome.errors.isEmpty)
    #expect(outcome.status == 0)
    // The output goes into the JUnit report, a transcript: the payload's secret is masked.
    #expect(outcome.output.contains("\"password\": \"********\""))
    #expect(!outcome.output.contains("twelve chars"))
  }

  @Test func aScenarioThatCannotBeReadFailsWith66() {
    let outcome = Scenario(path: "/nonexistent/x.formsh").run(
      formPath: nil, variables: Variables(environment: { _ in nil }), bail: false)
    #expect(outcome.status == 66)
    #expect(
      outcome.errors == "error: /nonexistent/x.formsh: cannot read: No such file or directory\n")
  }
}
