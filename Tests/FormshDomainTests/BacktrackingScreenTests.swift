import FormshDomain
import Testing

/// A pattern from a form that would make Swift Regex backtrack for ever is refused when the
/// form loads; everyday patterns are not.
@Suite("BacktrackingScreen")
struct BacktrackingScreenTests {
  @Test(
    "exponential shapes are refused",
    arguments: [
      ("(a+)+b", "a repeated group holds a repetition of its own"),
      ("^(a+)+$", "a repeated group holds a repetition of its own"),
      (#"(\w+\s?)*$"#, "a repeated group holds a repetition of its own"),
      ("([a-z0-9]+[-_.]?)*@x", "a repeated group holds a repetition of its own"),
      ("(x?(a*)y?)+!", "a repeated group holds a repetition of its own"),
      ("(.*){2,}", "a repeated group holds a repetition of its own"),
      ("(?:a|a)*b", "the branches of a repeated alternation start alike"),
      ("(ab|a)*c", "the branches of a repeated alternation start alike"),
      ("(a|)+b", "a repeated alternation has an empty branch"),
      ("(a+a)*b", "a repeated group holds a repetition of its own"),
      (#"(a\w+)*!"#, "a repeated group holds a repetition of its own"),
      ("(?<w>[a-z]+[a-z])+!", "a repeated group holds a repetition of its own"),
    ])
  func refused(pattern: String, reason: String) {
    #expect(BacktrackingScreen.risk(in: pattern) == reason)
    #expect(throws: PatternError.catastrophicBacktracking(reason: reason)) {
      try Pattern(pattern)
    }
  }

  @Test(
    "everyday patterns pass",
    arguments: [
      "[0-9]{5}(-[0-9]{4})?", "[A-Z]{4}-[0-9]{4}", ".*[0-9].*", "^[a-z]+$", "cat|dog",
      #"(\d{1,3}\.){3}\d{1,3}"#, "([A-Z]|[0-9])+", "(ab|cd)*", #"[^@\s]+@[^@\s]+\.[a-z]{2,}"#,
      "(?>a+)+b", "(a++)+b", "(a+){3}", #"\((a+)\)"#, #"[(]a+[)]+"#, "(?#comment)x(a)+",
      "(?i)(ab)+", "(?<word>[a-z]+,)+",
      #"\p{L}+( \p{L}+)*"#, #"([a-z]+\.)*com"#, "(a+b)*",
    ])
  func passes(pattern: String) throws {
    #expect(BacktrackingScreen.risk(in: pattern) == nil)
    _ = try Pattern(pattern)
  }

  /// No clock is read (a busy machine must not fail the test): the sizes are those a slow
  /// screen or a backtracking match would never finish, and the test run's own time-out is
  /// the bound.
  @Test("a huge pattern is judged, and everyday patterns match long values")
  func large() throws {
    let text = String(repeating: "a", count: 10_000) + "!"
    _ = BacktrackingScreen.risk(in: String(repeating: "(a+", count: 5_000))
    #expect(try Pattern("[a-z]+").matches(text) == false)
    #expect(try Pattern("([a-z]|[0-9])+").matches(String(repeating: "a1", count: 5_000)))
  }
}
