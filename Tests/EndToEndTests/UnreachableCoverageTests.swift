import Foundation
import Testing

/// Coverage counts only what a scenario can reach (issue 41, point 7): a computed field's
/// `number` rule never fails, a read-only field's rules have the one outcome of its value;
/// those sides are left out and the report says so, so that the scenarios `formsh cases`
/// writes reach `--min-coverage 100`.
@Suite struct UnreachableCoverageTests {
  @Test(arguments: [
    (
      "Forms/booking.json",
      [
        "unreachable, left out: number on `adult_price` failing (read-only: its value is always 120)",
        "unreachable, left out: number on `total` failing (computed: a value it would fail is not taken)",
        "unreachable, left out: number on `party` failing (computed: a value it would fail is not taken)",
      ]
    ),
    (
      "Tests/FormshDataTests/Fixtures/computed.json",
      [
        "unreachable, left out: number on `subtotal` failing (computed: a value it would fail is not taken)"
      ]
    ),
  ])
  func generatedCasesReachAHundredPercent(form: String, leftOut: [String]) throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let directory = files.path + "/cases"
    let generated = try Formsh.run(["cases", "--out", directory, form])
    #expect(generated.status == 0, "\(generated)")
    #expect(generated.stderr.hasSuffix("; 0 not generated\n"), "\(generated)")
    let tested = try Formsh.run(["test", "--min-coverage", "100", directory], timeout: 120)
    #expect(tested.status == 0, "\(tested)")
    #expect(tested.stdout.contains("coverage overall: 100.0 %"), "\(tested.stdout)")
    let lines = tested.stdout.split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    for line in leftOut { #expect(lines.contains(line), "\(tested.stdout)") }
    #expect(!tested.stdout.contains("never failed"), "\(tested.stdout)")
  }

  /// The JSON report lists what it left out, with the sides and why; a read-only field whose
  /// value is empty leaves its rules out whole, and its message with them.
  @Test func theJSONReportSaysWhatItLeftOut() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let form = try files.write(
      "locked.json",
      #"""
      {"form_title": "Locked",
       "fields": [
         {"id": "name", "order": 1, "type": "TEXT", "label": "Name"},
         {"id": "ref", "order": 2, "type": "TEXT", "label": "Reference", "read_only": true,
          "regex": "^R[0-9]+$", "error_message": "Not a reference"},
         {"id": "shout", "order": 3, "type": "TEXT", "label": "Shout", "max_length": 5,
          "value": {"cat": [{"var": "name"}, "!"]}}]}
      """#)
    let scenario = try files.write(
      "one.formsh",
      "load \(form)\nset name=Ada\nclear name\nvalidate\nsubmit\nset name=Adaaaaaa\nexpect invalid\n"
    )
    let result = try Formsh.run(["test", "--coverage-json", "-", scenario])
    #expect(result.status == 0, "\(result)")
    let report = try #require(JSONText(parsing: result.stdout), "\(result)")
    let leftOut = try #require(report["forms"]?[0]?["left_out"], "\(result.stdout)")
    #expect(
      leftOut[0]
        == JSONText(
          parsing:
            #"{"kind":"rule","field":"ref","section":null,"detail":"regex","sides":["passed","failed"],"why":"read-only and empty: only required looks at an empty value"}"#
        ), "\(result.stdout)")
    #expect(leftOut[1]?["kind"] == JSONText(parsing: #""message""#), "\(result.stdout)")
    #expect(
      leftOut[2]
        == JSONText(
          parsing:
            #"{"kind":"rule","field":"shout","section":null,"detail":"max_length","sides":["failed"],"why":"computed: a value it would fail is not taken"}"#
        ), "\(result.stdout)")
    #expect(report["overall"]?["percent"] == JSONText(parsing: "100.0"), "\(result.stdout)")
  }
}
