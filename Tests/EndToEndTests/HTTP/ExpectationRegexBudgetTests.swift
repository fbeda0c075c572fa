import Foundation
import Testing

/// Hostile review of issue 31: `expect response … ~ /RE/` on a long value. A search
/// backtracks over the value once, and on a form's budget (`MatchBudget`) it ran out past
/// about 2,000 characters, so `~ /a$/` on 2,500 a's failed as if it did not match. A
/// scenario's own regex on one value now has 32 times that budget; a pattern that still
/// cannot be checked fails both ways and says so, never as a plain mismatch.
@Suite struct ExpectationRegexBudgetTests {
  /// `get`s the backend's echo with `x=VALUE` ending its query, so that `$.path` ends with
  /// the value; `expectations` follow on line 2 on.
  static func run(value: String, _ expectations: String) throws -> Formsh.Result {
    let backend = try Backends.plain()
    let marker = Backends.marker().filter { $0.isNumber || $0 == "-" }
    return try Formsh.run([
      "-c", "get \(backend.url("/echo?m=\(marker)&x=\(value)"))\n" + expectations,
    ])
  }

  @Test func aSearchOnALongValueIsChecked() throws {
    let result = try Self.run(
      value: String(repeating: "a", count: 2_500),
      """
      expect response $.path ~ /a$/
      expect response $.path ~ /\\z/
      expect response $.path not ~ /b$/
      expect response $.path ~ /(?i)A{2500}$/
      """)
    #expect(result.status == 0, "\(result)")
    #expect(result.stderr.isEmpty, "\(result)")
  }

  /// `(a+)+b` backtracks exponentially on a run of a's (a `b` after it keeps PCRE2 from
  /// seeing at once that it cannot match): no budget checks it. Both ways fail,
  /// and the failure says why after what was found.
  @Test(arguments: ["~ /(a+)+b/", "not ~ /(a+)+b/"])
  func aPatternTooCostlyFailsBothWaysAndSaysSo(test: String) throws {
    let result = try Self.run(
      value: String(repeating: "a", count: 40) + "!bc", "expect response $.path \(test)\n")
    #expect(result.status == 1, "\(result)")
    #expect(
      result.stderr.contains("-c:2: error: expected response $.path \(test), found \"/echo?m="),
      "\(result)")
    #expect(
      result.stderr.hasSuffix("!bc\", on which the pattern is too costly to check\n"), "\(result)")
  }
}
