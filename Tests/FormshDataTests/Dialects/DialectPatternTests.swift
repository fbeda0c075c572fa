import FormshDomain
import Testing

@testable import FormshData
@testable import FormshDialects

/// A dialect's pattern (ECMAScript's syntax) said as formsh's `regex` (PCRE2's, the whole
/// value): each construct's translation, what each refuses, and that the translation matches
/// the values JavaScript's `RegExp.test` matches (docs/dialects.md, "Patterns").
@Suite("Dialect patterns")
struct DialectPatternTests {
  @Test(
    "each construct is said in PCRE2 with JavaScript's meaning",
    arguments: [
      ("^[0-9]{5}$", "^[0-9]{5}$"),
      ("[A-Z]{3}", "(?s:.*?)(?:[A-Z]{3})(?s:.*)"),
      ("^a|b$", "(?s:.*?)(?:^a|b\\z)(?s:.*)"),
      ("^(a|b)$", "^(a|b)$"),
      ("^\\d+$", "^[0-9]+$"),
      ("^\\w\\W$", "^[A-Za-z0-9_][^A-Za-z0-9_]$"),
      ("^[\\d-]$", "^[0-9\\-]$"),
      ("^a.b$", "^a[^\\n\\r\\x{2028}\\x{2029}]b$"),
      ("^[^]$", "^(?s:.)$"),
      ("^[]$", "^(?!)$"),
      ("^\\u00e9\\x41\\t$", "^éA\\x{9}$"),
      ("^\\uD83D\\uDE00$", "^😀$"),
      ("^(a)\\1$", "^(a)(?(1)\\g{1})$"),
      ("^(?<y>a)\\k<y>$", "^(?<y>a)\\k<y>$"),
      ("^a{2,3}?$", "^a{2,3}?$"),
      ("^https://x/?$", "^https://x/?$"),
      ("^[\\]\\[^]$", "^[\\]\\[\\^]$"),
      ("^(?:a)(?=b)(?!c)(?<=d)(?<!e)$", "^(?:a)(?=b)(?!c)(?<=d)(?<!e)$"),
    ])
  func translation(source: String, regex: String) throws {
    #expect(try DialectPattern.regex(source, match: .search, unicode: true) == regex)
  }

  @Test(
    "what JavaScript refuses, or PCRE2 alone reads, is refused with where",
    arguments: [
      ("x)|(.*", "has a \")\" that closes no group (at character 2)"),
      ("(ab", "has a \"(\" that is never closed (at character 1)"),
      ("[ab", "has a \"[\" that is never closed (at character 1)"),
      ("a*+", "has a quantifier \"+\" with nothing to repeat (at character 3)"),
      ("(?i)a", "has a group \"(?\" of a kind JavaScript does not have (at character 1)"),
      ("(*UCP)a", "has a quantifier \"*\" with nothing to repeat (at character 2)"),
      ("\\Qa\\E", "has \"\\Q\", an escape JavaScript does not know (at character 2)"),
      ("[z-a]", "has a range out of order (at character 4)"),
      ("(a)\\2", "refers to group 2, which the pattern does not have (at character 5)"),
      ("\\uD800", "has a lone surrogate \\uD800 (at character 6)"),
      ("a\\", "ends with a lone \"\\\" (at character 2)"),
      ("(?<=a+)b", "does not compile (lookbehind assertion is not fixed length)"),
    ])
  func refusal(source: String, reason: String) {
    #expect(throws: ExpressionError(reason)) {
      try DialectPattern.regex(source, match: .search, unicode: true)
    }
  }

  @Test("without the u flag, JavaScript's lenient syntax is read as JavaScript reads it")
  func withoutTheUnicodeFlag() throws {
    #expect(
      try DialectPattern.regex("^\\a\\e{,2}]$", match: .search, unicode: false)
        == "^ae\\{,2\\}\\]$")
    #expect(try DialectPattern.regex("^\\p{L}$", match: .search, unicode: false) == "^p\\{L\\}$")
    #expect(try DialectPattern.regex("^\\p{L}$", match: .search, unicode: true) == "^[\\p{L}]$")
    #expect(
      try DialectPattern.regex("a", match: .search, unicode: false, caseless: true)
        == "(?i)(?s:.*?)(?:a)(?s:.*)")
  }

  /// Values JavaScript's `new RegExp(pattern, "u").test(value)` takes and refuses (worked out
  /// by hand from ECMA-262), checked against the compiled translation.
  @Test(
    "the translation matches what JavaScript matches",
    arguments: [
      ("^a|b$", ["abc", "xb", "a"], ["xyz", "ba", "b\n"]),
      ("x$", ["abx"], ["x\n", "xa"]),
      ("\\bcat\\b", ["a cat", "écat", "cat."], ["cats", "concat", "cat_"]),
      ("^\\d{2}$", ["12"], ["١٢", "1\n"]),
      ("^\\s$", [" ", "\u{FEFF}", "\u{2028}"], ["\u{85}", "x"]),
      ("^.$", ["a", "é", "😀"], ["\n", "\r", "\u{2028}"]),
      ("^(a)?\\1b$", ["b", "aab"], ["ab"]),
      ("[^]", ["\n"], [""]),
      ("^\\W\\D\\S$", ["-ab", "éé\u{85}"], ["_ab", "-1b", "-a "]),
      ("^[\\W][\\D][\\S]$", ["-ab", "éé\u{85}"], ["_ab", "-1b", "-a "]),
    ])
  func agreesWithJavaScript(source: String, taken: [String], refused: [String]) throws {
    let pattern = try Pattern(DialectPattern.regex(source, match: .search, unicode: true))
    for value in taken { #expect(pattern.match(value) == .matched, "\(source) \(value)") }
    for value in refused { #expect(pattern.match(value) == .notMatched, "\(source) \(value)") }
  }
}

extension DialectPattern {
  /// `regex`, the pattern compiled alone by PCRE2 as a translation in formsh compiles it.
  static func regex(_ source: String, match: Match, unicode: Bool, caseless: Bool = false)
    throws(ExpressionError) -> String
  {
    try regex(
      source, match: match, unicode: unicode, caseless: caseless,
      compiling: DialectContext.formsh().patternProblem)
  }
}
