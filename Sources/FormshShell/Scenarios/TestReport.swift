import FormshData
import FormshDomain
import FormshPresentation

/// The reports `formsh test` writes: the human summary, JUnit XML, TAP and JSON.
enum TestReport {
  /// `PASS  path  (12 ms)` per scenario, failures' messages under them, then the counts;
  /// before them, after Ctrl-C, how many runs did not start (`notStarted`, left out).
  static func human(_ outcomes: [Scenario.Outcome], seconds: Double, notStarted: Int = 0)
    -> String
  {
    var text = ""
    for outcome in outcomes {
      text +=
        (outcome.passed ? "PASS  " : "FAIL  ") + TerminalText.sanitize(outcome.name)
        + "  (\(milliseconds(outcome.seconds)))\n"
      if !outcome.passed {
        for line in outcome.messages { text += "      " + line + "\n" }
      }
    }
    let failed = outcomes.count { !$0.passed }
    if notStarted > 0 { text += notStartedLine(notStarted) + "\n" }
    text +=
      "\(outcomes.count - failed) passed, \(failed) failed in \(Formatting.duration(seconds: seconds))\n"
    return text
  }

  /// TAP version 13: the plan, then `ok N - path` or `not ok N - path` with a YAML block of
  /// the exit status and the messages.
  static func tap(_ outcomes: [Scenario.Outcome], notStarted: Int = 0) -> String {
    var text = "TAP version 13\n1..\(outcomes.count)\n"
    if notStarted > 0 { text += "# " + notStartedLine(notStarted) + "\n" }
    for (index, outcome) in outcomes.enumerated() {
      text +=
        (outcome.passed ? "ok" : "not ok") + " \(index + 1) - \(tapDescription(outcome.name))\n"
      if !outcome.passed {
        text += "  ---\n  status: \(outcome.status)\n  errors: |\n"
        for line in outcome.messages { text += "    " + line + "\n" }
        text += "  ...\n"
      }
    }
    return text
  }

  /// A path as a TAP description: `#` would start a directive, so it is written `\#`, and
  /// `\` is written `\\`.
  private static func tapDescription(_ path: String) -> String {
    var text = ""
    for character in TerminalText.sanitize(path) {
      if character == "#" || character == "\\" { text.append("\\") }
      text.append(character)
    }
    return text
  }

  /// `N runs not started (interrupted)`: what every report says of the runs Ctrl-C came
  /// before, which it leaves out.
  static func notStartedLine(_ count: Int) -> String {
    "\(count) run\(count == 1 ? "" : "s") not started (interrupted)"
  }

  /// JUnit XML, one test case per scenario (a run that did not start is left out, counted
  /// in a comment).
  static func junit(_ outcomes: [Scenario.Outcome], seconds: Double, notStarted: Int = 0)
    -> String
  {
    let failed = outcomes.count { !$0.passed }
    var xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <testsuites name="formsh" tests="\(outcomes.count)" failures="\(failed)" time="\(Formatting.fixed(seconds, digits: 3))">
        <testsuite name="formsh test" tests="\(outcomes.count)" failures="\(failed)" errors="0" skipped="0" time="\(Formatting.fixed(seconds, digits: 3))">

      """
    if notStarted > 0 { xml += "    <!-- \(notStartedLine(notStarted)) -->\n" }
    for outcome in outcomes {
      let name = escape(outcome.name)
      xml +=
        "    <testcase classname=\"formsh\" name=\"\(name)\" time=\"\(Formatting.fixed(outcome.seconds, digits: 3))\""
      if outcome.passed && outcome.output.isEmpty {
        xml += "/>\n"
        continue
      }
      xml += ">\n"
      if !outcome.passed {
        let first = outcome.messages[0]
        xml +=
          "      <failure message=\"\(escape(first))\" type=\"exit \(outcome.status)\">\(escape(outcome.errors))</failure>\n"
      }
      if !outcome.output.isEmpty {
        xml += "      <system-out>\(escape(outcome.output))</system-out>\n"
      }
      xml += "    </testcase>\n"
    }
    return xml + "  </testsuite>\n</testsuites>\n"
  }

  /// The run as one JSON object (two-space indent; docs/testing.md): `format`
  /// ("formsh-test"), `version` (1), `passed`, `failed`, `seconds`, and `scenarios`, each
  /// with `path`, `row` (its row of `--data`, from 1; null without), `name` (the path and
  /// the row), `passed`, `status` (its exit status), `seconds`, `errors` (its error lines,
  /// empty when it passed), `failures` (the same, each with `file`, `line`, `message` and
  /// `details`: the server's errors under it) and `output` (what it printed, secrets
  /// masked); with `coverage`, `coverage` as `--coverage-json` writes it. After Ctrl-C,
  /// `not_started` counts the runs left out.
  static func json(
    _ outcomes: [Scenario.Outcome], seconds: Double, coverage: SuiteCoverage? = nil,
    notStarted: Int = 0
  ) -> String {
    let failed = outcomes.count { !$0.passed }
    let scenarios = outcomes.map { outcome in
      JSONValue.object(
        JSONObject([
          ("path", .string(outcome.path)),
          ("row", outcome.row.map { .number(String($0)) } ?? .null),
          ("name", .string(outcome.name)),
          ("passed", .bool(outcome.passed)),
          ("status", .number(String(outcome.status))),
          ("seconds", .number(Formatting.fixed(outcome.seconds, digits: 3))),
          ("errors", .array(outcome.passed ? [] : outcome.messages.map(JSONValue.string))),
          ("failures", .array(outcome.failures.map(json))),
          ("output", .string(outcome.output)),
        ]))
    }
    var members: [(key: String, value: JSONValue)] = [
      ("format", .string("formsh-test")),
      ("version", .number("1")),
      ("passed", .number(String(outcomes.count - failed))),
      ("failed", .number(String(failed))),
      ("seconds", .number(Formatting.fixed(seconds, digits: 3))),
      ("scenarios", .array(scenarios)),
    ]
    if notStarted > 0 { members.insert(("not_started", .number(String(notStarted))), at: 4) }
    if let coverage { members.append(("coverage", CoverageReport.value(coverage))) }
    // Output, ids and messages may hold bidi and C1 controls: escaped, since the report may
    // be printed on a terminal.
    return JSONWriter.string(.object(JSONObject(members)), style: .pretty, terminalSafe: true)
      + "\n"
  }

  private static func json(_ failure: ScenarioFailure) -> JSONValue {
    .object(
      JSONObject([
        ("file", failure.file.map(JSONValue.string) ?? .null),
        ("line", failure.line.map { .number(String($0)) } ?? .null),
        ("message", .string(failure.message)),
        ("details", .array(failure.details.map(JSONValue.string))),
      ]))
  }

  /// Text safe inside XML: markup characters escaped, characters XML cannot hold replaced.
  static func escape(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\n", "\t", "\r": result.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) {
          result += "\u{FFFD}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  /// `12 ms` under a second, else `1.2 s`.
  static func milliseconds(_ seconds: Double) -> String {
    seconds < 1 ? "\(Int((seconds * 1000).rounded())) ms" : Formatting.duration(seconds: seconds)
  }
}

extension Scenario.Outcome {
  /// What a failed scenario reports: its error lines, or its exit status when it printed none
  /// (a script that ends with `exit 3`).
  var messages: [String] {
    let lines = errors.split(separator: "\n").map(String.init)
    return lines.isEmpty ? ["exit status \(status)"] : lines
  }
}
