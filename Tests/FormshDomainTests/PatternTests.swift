import FormshDomain
import Testing

/// Patterns are PCRE2's, bounded on every match (issue 13 §1). No clock is read: a bounded
/// match is one that answers, and the shapes below are those that kept Swift Regex busy for
/// seconds to forever on these very values (the suite's own time-out is the bound).
@Suite("Pattern")
struct PatternTests {
  static func repeated(_ text: String, _ count: Int) -> String {
    String(repeating: text, count: count)
  }

  static let catastrophicCases: [(String, String)] = [
    ("(a+)+b", repeated("a", 30) + "!b"),
    ("(.*){20}x", repeated("a", 30) + "x!"),
    (#"(\w|\d)+!"#, repeated("1", 30) + "!!"),
    (".*.*.*.*x", repeated("a", 400) + "x!"),
    (#"(\w+\s?)*$"#, repeated("a", 20) + "!"),
    ("((a*)*)*b", repeated("a", 30) + "!b"),
    ("(a|aa)+$", repeated("a", 30) + "!"),
    ("(a|a)*b", repeated("a", 30) + "!b"),
    ("([a-z0-9]+[-_.]?)*@", repeated("a", 30) + "!@"),
    ("(.*a){12}", repeated("a", 30) + "b"),
    (#"(\d+)*[a-z]"#, repeated("1", 30) + "!a"),
    ("(x+x+)+y", repeated("x", 30) + "!y"),
    // Swift Regex took 14 s to say yes; PCRE2 runs out of budget.
    ("(a?){16}a{16}", repeated("a", 16)),
    // A lookahead inside a repetition scans the value at each step: the budget shrinks
    // with the value's length.
    ("(?:(?=[^!]*!)a)*!", repeated("a", 10_000) + "!"),
    (#"(?:a(?=\X*!))*!"#, repeated("a", 10_000) + "!"),
  ]

  @Test(
    "catastrophic shapes end too costly, never matched or not matched", arguments: catastrophicCases
  )
  func catastrophic(pattern: String, value: String) throws {
    #expect(try Pattern(pattern).match(value) == .tooCostly)
  }

  @Test(
    "short values of the catastrophic shapes still get an answer",
    arguments: [
      ("(.*){20}x", "abc", PatternMatch.notMatched), ("(.*){20}x", "abx", .matched),
      ("(a+)+b", repeated("a", 30), .notMatched), ("(a+)+b", "aaab", .matched),
      (#"(\w|\d)+!"#, repeated("1", 30) + "!", .matched),
      (".*.*.*.*x", repeated("a", 400), .notMatched),
    ])
  func answered(pattern: String, value: String, expected: PatternMatch) throws {
    #expect(try Pattern(pattern).match(value) == expected)
  }

  @Test(
    "everyday patterns match the whole value, as before",
    arguments: [
      ("[0-9]{5}", "12345", PatternMatch.matched), ("[0-9]{5}", "123456", .notMatched),
      ("[0-9]{5}", "a12345", .notMatched), ("[0-9]{5}(-[0-9]{4})?", "12345-6789", .matched),
      ("[0-9]{5}(-[0-9]{4})?", "12345-67", .notMatched), ("cat|dog", "cat", .matched),
      ("cat|dog", "catdog", .notMatched), ("cat|dog", "hotdog", .notMatched),
      // The end anchor backtracks into the alternation: `a` alone would leave `b` over.
      ("a|ab", "ab", .matched), (".*[0-9].*", "abc1def", .matched),
      (".*[0-9].*", "abcdef", .notMatched), ("^[a-z]+$", "abc", .matched),
      ("[A-Z]{4}-[0-9]{4}", "SAVE-2026", .matched), ("(?i)[a-zé]+", "ÉTÉ", .matched),
      // UTF and UCP: classes are Unicode's, `.` is a character (a code point).
      (#"\p{L}+"#, "Été", .matched), (#"\w+"#, "東京", .matched), (#"\d+"#, "٣٤", .matched),
      ("[[:alpha:]]+", "Frühling", .matched), (".{2}", "東京", .matched),
      (#"\X"#, "🇩🇪", .matched), (".", "🇩🇪", .notMatched),
      (#"[^@\s]+@[^@\s]+\.[a-z]{2,}"#, "ada@example.com", .matched),
      (#"(\d{1,3}\.){3}\d{1,3}"#, "192.168.0.1", .matched),
      // A line break is part of the value: `$` does not stop before a final one.
      ("[0-9]+$", "123\n", .notMatched), ("[0-9]+", "12\u{0}3", .notMatched),
    ])
  func everyday(pattern: String, value: String, expected: PatternMatch) throws {
    #expect(try Pattern(pattern).match(value) == expected)
  }

  @Test("everyday patterns check long values that they do not backtrack over")
  func longValues() throws {
    let letters = Self.repeated("a", 100_000)
    #expect(try Pattern("[a-z]+").match(letters + "!") == .notMatched)
    #expect(try Pattern("[a-z]+").match(letters) == .matched)
    #expect(try Pattern("([a-z]|[0-9])+").match(Self.repeated("a1", 5_000)) == .matched)
    #expect(try Pattern(#"[^<>]*"#).match(Self.repeated("words and more ", 10_000)) == .matched)
    // Backtracking over the whole value once takes a step per character: within the budget
    // up to about 2,000 characters.
    #expect(try Pattern(".*[0-9].*").match("1" + Self.repeated("a", 1_500)) == .matched)
  }

  @Test("a search matches anywhere, with the same bound")
  func search() throws {
    let message = "must be at least 12 characters"
    #expect(try Pattern(searching: #"at least \d+"#).match(message) == .matched)
    #expect(try Pattern(searching: "^must").match(message) == .matched)
    #expect(try Pattern(searching: "^be").match(message) == .notMatched)
    #expect(try Pattern(searching: "characters$").match(message) == .matched)
    #expect(try Pattern(searching: #"(\w+) \1"#).match("say it it again") == .matched)
    #expect(try Pattern(searching: #"\Qa.b"#).match("xa.by") == .matched)
    #expect(try Pattern(searching: #"\Qa.b"#).match("xaxby") == .notMatched)
    #expect(try Pattern(searching: "(?x) least  # a comment").match(message) == .matched)
    #expect(try Pattern(searching: "(a|aa)+$").match(Self.repeated("a", 30) + "!") == .tooCostly)
  }

  @Test(
    "a pattern PCRE2 refuses says why and where",
    arguments: [
      ("[A-Z{3", "missing terminating ] for character class at the end of the pattern"),
      ("(a", "missing closing parenthesis at the end of the pattern"),
      ("a)", "unmatched closing parenthesis at character 2"),
      (#"a\Cb"#, "using \\C is disabled by the application at character 4"),
      ("é(x|y", "missing closing parenthesis at the end of the pattern"),
      ("é)x", "unmatched closing parenthesis at character 2"),
      (#"a\"#, #"\ at end of pattern"#),
    ])
  func refused(pattern: String, reason: String) {
    #expect(throws: PatternError.doesNotCompile(reason: reason)) { try Pattern(pattern) }
  }

  @Test(
    "lint's probes find the values a pattern is too costly to check",
    arguments: [
      ("(a+)+b", PatternProbe(run: "a", count: 30, tail: "ab!")),
      (#"(\w+\s?)*$"#, PatternProbe(run: "a", count: 30, tail: "!")),
      (#"(\w|\d)+!"#, PatternProbe(run: "1", count: 30, tail: "!~")),
      (".*.*.*.*x", PatternProbe(run: "a", count: 400, tail: "x!")),
      ("([a-z0-9]+[-_.]?)*@", PatternProbe(run: "a", count: 30, tail: "@!")),
    ])
  func probes(pattern: String, probe: PatternProbe) throws {
    let compiled = try Pattern(pattern)
    #expect(compiled.costlyProbe() == probe)
    #expect(compiled.match(probe.text) == .tooCostly)
  }

  @Test(
    "everyday patterns pass every probe",
    arguments: [
      "[0-9]{5}(-[0-9]{4})?", "[A-Z]{4}-[0-9]{4}", ".*[0-9].*", "^[a-z]+$", "cat|dog",
      #"(\d{1,3}\.){3}\d{1,3}"#, "([A-Z]|[0-9])+", "(ab|cd)*", #"[^@\s]+@[^@\s]+\.[a-z]{2,}"#,
      "(?>a+)+b", "(a++)+b", #"\p{L}+( \p{L}+)*"#, #"([a-z]+\.)*com"#, "[^<>]*",
      #"[\p{L}\p{N} ]+"#, #"\S*[0-9!#%&*]\S*"#,
    ])
  func everydayProbes(pattern: String) throws {
    #expect(try Pattern(pattern).costlyProbe() == nil)
  }

  @Test("a polynomial pattern is costly on long values only, and probes respect max_length")
  func probesRespectMaxLength() throws {
    let pattern = try Pattern("(a+){3}")
    #expect(pattern.costlyProbe() == PatternProbe(run: "a", count: 400, tail: "a!"))
    #expect(pattern.costlyProbe(maxLength: 40) == nil)
  }

  @Test("a pattern that cannot be checked fails as such, whatever the field's error_message")
  func notCheckedKeepsItsMessage() throws {
    let field = Field(
      id: "f", kind: .text, label: "F", errorMessage: "Letters only.",
      constraints: Constraints(pattern: try Pattern("(a+)+b")))
    let found = failure(of: field, .text(Self.repeated("a", 30) + "!b"))
    #expect(found?.failure == .patternNotChecked("(a+)+b", interrupted: false))
    #expect(found?.message == "the pattern (a+)+b is too costly to check on this value")
    #expect(failure(of: field, .text("abc"))?.message == "Letters only.")
    #expect(failure(of: field, .text("aab")) == nil)
  }

}
