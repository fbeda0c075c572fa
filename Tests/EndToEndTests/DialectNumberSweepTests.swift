import Foundation
import Testing

/// Every numeric key each importer reads, given the numbers that break 64-bit arithmetic
/// (docs/dialects.md, "Numbers"): `formsh lint` and a shell loading the document with `-c`
/// end with a status of their own, never a signal (a SurveyJS rating from `rateMin`
/// -(2^63 − 1) to `rateMax` 2^63 − 1 killed both with SIGILL), and a number the key cannot
/// take is a warning that names the key, never dropped in silence.
@Suite struct DialectNumberSweepTests {
  /// ±2^63, ±(2^63 − 1), 1e19, ±1e400, -0, and the spellings of not-a-number a document can
  /// carry (JSON has no NaN: a string); 2^63 as a string, which SurveyJS and Form.io read as
  /// a number.
  static let extremes = [
    "9223372036854775808", "-9223372036854775808", "9223372036854775807",
    "-9223372036854775807", "1e19", "1e400", "-1e400", "-0", #""NaN""#, #""Infinity""#,
    #""-Infinity""#, #""9223372036854775808""#,
  ]

  @Test(arguments: NumberKey.all)
  func noNumberOfADocumentTrapsAndEachRefusedOneIsNamed(_ key: NumberKey) throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    var documents: [(value: String, path: String)] = []
    for (index, value) in Self.extremes.enumerated() {
      documents.append((value, try files.write("\(index).json", key.document(with: value))))
    }
    let lint = try Formsh.run(
      ["lint", "--json", "--dialect", key.dialect] + documents.map(\.path), timeout: 120)
    // 0 or 1 (warnings, errors): any other status, such as 4 (SIGILL), is a crash.
    #expect([0, 1].contains(lint.status), "lint of \(key): \(lint)")
    let reports = lint.stdout.split(separator: "\n").compactMap { JSONText(parsing: String($0)) }
    for (value, path) in documents {
      let shell = try Formsh.run(["--dialect", key.dialect, "-c", "show", path])
      #expect([0, 65].contains(shell.status), "-c show of \(key) = \(value): \(shell)")
      guard key.refuses(value) else { continue }
      let report = reports.first { $0["source"] == .string(path) }
      let messages = Self.messages(of: report)
      #expect(
        messages.contains { $0.contains(key.key) },
        "\(key) = \(value) is not named in a warning: \(messages)")
    }
  }

  /// The diagnostics' messages of one form's `lint --json` report.
  private static func messages(of report: JSONText?) -> [String] {
    guard case .array(let diagnostics)? = report?["diagnostics"] else { return [] }
    return diagnostics.compactMap {
      if case .string(let message)? = $0["message"] { message } else { nil }
    }
  }
}

extension DialectNumberSweepTests {
  /// SurveyJS's bounds read past 64 bits, or past 2^53, were the default range in silence
  /// (a rating of 1…5) or dropped: each is now kept as a NUMBER's bound where it is one, or
  /// a warning naming the bound formsh reads.
  @Test(arguments: [
    (#""rateMax": 1e19"#, #""min": 1"#, #""max": 1e19"#),
    (#""rateCount": 1e15"#, #""min": 1"#, #""max": 1000000000000000"#),
    (#""rateMin": -5, "rateMax": 9007199254740993"#, #""min": -5"#, #""max": 9007199254740993"#),
    (#""rateMin": 0.5, "rateMax": 3"#, #""min": 0.5"#, #""max": 3"#),
  ])
  func aRatingsRangeTooWideForOptionsIsANumberWithTheSameBounds(
    rating: String, minimum: String, maximum: String
  ) throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write(
      "rating.json", #"{"elements": [{"type": "rating", "name": "r", "# + rating + "}]}")
    let converted = try Formsh.run(["convert", path])
    #expect(converted.status == 0, "\(converted)")
    #expect(converted.stdout.contains(#""subtype": "NUMBER""#), "\(converted)")
    #expect(converted.stdout.contains(minimum), "\(converted)")
    #expect(converted.stdout.contains(maximum), "\(converted)")
  }

  @Test(arguments: [
    (
      #"{"type": "rating", "name": "r", "rateCount": 1e19}"#,
      "`rateCount` 1e19 of rating `r` is not a whole number from -9007199254740991 to "
        + "9007199254740991; skipped (at /elements/0/rateCount)"
    ),
    (
      #"{"type": "rating", "name": "r", "rateCount": 10, "rateStep": 4503599627370496}"#,
      "`rateCount` 10 of rating `r` counts past 9007199254740991 from rateMin 1 by rateStep "
        + "4503599627370496; skipped"
    ),
    (
      #"{"type": "paneldynamic", "name": "p", "minPanelCount": 1e400, "templateElements": [{"type": "text", "name": "x"}]}"#,
      "`minPanelCount` 1e400 of dynamic panel `p` is not a whole number from "
        + "-9007199254740991 to 9007199254740991; skipped (at /elements/0/minPanelCount)"
    ),
    (
      #"{"type": "text", "name": "t", "maxLength": "9223372036854775808"}"#,
      #"`maxLength` "9223372036854775808" of question `t` is not a whole number"#
    ),
    (
      #"{"type": "dropdown", "name": "d", "choicesMin": 0, "choicesMax": 1e19}"#,
      "`choicesMax` 1e19 of question `d` is not a whole number from -9007199254740991 to "
        + "9007199254740991, which formsh counts by; no options are made"
    ),
  ])
  func aSurveyJSBoundFormshCannotCountByIsAWarningNamingTheBound(
    element: String, warning: String
  ) throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write("survey.json", #"{"elements": ["# + element + "]}")
    let result = try Formsh.run(["lint", path])
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("SurveyJS " + warning), "\(result)")
  }
}
