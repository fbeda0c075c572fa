import Testing

@testable import FormshShell

/// The failures the JSON and HTML reports show, read from a scenario's error lines.
@Suite struct ScenarioFailureTests {
  @Test func eachErrorLineIsAFailureWithTheLinesUnderIt() {
    let failures = ScenarioFailure.parse([
      "dir/a.formsh:14: error: expected valid, found 1 failing field",
      "dir/a.formsh:18: error: the server answered HTTP 422 Unprocessable Entity (http://h/x)",
      "  email:    has already been taken",
      "  base: closed",
      "dir/a.formsh:3:14: error: ${PASSWORD} is not set",
      "dir/a.formsh:3: note: the script stops: its form did not load",
      "exit status 3",
    ])
    #expect(
      failures == [
        ScenarioFailure(
          file: "dir/a.formsh", line: 14, message: "expected valid, found 1 failing field"),
        ScenarioFailure(
          file: "dir/a.formsh", line: 18,
          message: "the server answered HTTP 422 Unprocessable Entity (http://h/x)",
          details: ["email:    has already been taken", "base: closed"]),
        ScenarioFailure(
          file: "dir/a.formsh", line: 3, message: "${PASSWORD} is not set",
          details: ["note: the script stops: its form did not load"]),
        ScenarioFailure(file: nil, line: nil, message: "exit status 3"),
      ])
  }

  @Test func aLineWithNoLocationKeepsItsText() {
    #expect(
      ScenarioFailure.parse(["a.formsh: interrupted before it started"]) == [
        ScenarioFailure(file: nil, line: nil, message: "a.formsh: interrupted before it started")
      ])
    #expect(
      ScenarioFailure.parse(["x: error: no line"]) == [
        ScenarioFailure(file: nil, line: nil, message: "x: error: no line")
      ])
  }
}
