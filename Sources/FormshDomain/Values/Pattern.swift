/// A compiled regular expression in PCRE2 syntax, in UTF and UCP mode (`\w`, `\d`, `\b` and
/// the POSIX classes are Unicode's; `.` is one code point, `\X` one user-perceived
/// character).
///
/// A form's `regex` must match the whole value, as the payloads' authors mean it (Kotlin's
/// `matches`, NSPredicate's MATCHES): the pattern is anchored at both ends. `expect error
/// FIELD /REGEX/` searches (`Pattern(searching:)`). Compiled once, when the form or the
/// script line is read, and shared read-only by every thread. Every match is bounded by
/// `MatchBudget`: one that runs out answers `.tooCostly`.
public struct Pattern: Sendable, Equatable {
  /// The pattern as it was written.
  public let source: String
  /// Whether the pattern may match anywhere in a text, rather than the whole of it.
  public let searches: Bool
  private let program: PatternProgram

  /// Asked before each match: when it says yes (Ctrl-C was pressed), the match runs on a
  /// thousandth of its budget and answers `.interrupted` when that runs out. Cheap matches
  /// still answer, so the work in flight can finish; a run of costly ones stops at once. The
  /// shell sets it once at start-up, before any thread runs, to read its Ctrl-C flag.
  nonisolated(unsafe) public static var isInterrupted: @Sendable () -> Bool = { false }

  /// Compiles a pattern that must match the whole text; throws PCRE2's reason when it does
  /// not compile.
  public init(_ source: String) throws(PatternError) {
    self.source = source
    self.searches = false
    self.program = try PatternProgram(source, anchored: true, endAnchored: true)
  }

  /// Compiles a pattern that may match anywhere in the text; throws PCRE2's reason when it
  /// does not compile.
  public init(searching source: String) throws(PatternError) {
    self.source = source
    self.searches = true
    let checked = try PatternProgram(source, anchored: false, endAnchored: false)
    // A search is one anchored match of `.*?` then the pattern, so that one budget bounds it
    // (PCRE2 gives each starting position a budget of its own). The groups added do not
    // capture, so `\1` still names the pattern's first group, and `\E` ends a `\Q` left
    // open (alone, PCRE2 ignores it). When the wrapping does not compile (a comment of
    // `(?x)` running to the end, a start-of-pattern verb), the pattern searches as written,
    // each starting position with its share of the budget.
    let wrapped = try? PatternProgram(
      "(?s:.*?)(?:" + source + "\\E)", anchored: true, endAnchored: false)
    self.program = wrapped ?? checked
  }

  /// Whether the pattern matches `text`, within the budget for the text's length.
  public func match(_ text: String) -> PatternMatch {
    match(text, fraction: 1)
  }

  /// Whether the pattern matches `text`, for a scenario's own check of one value (an
  /// `expect` regex): within `MatchBudget.expectationScale` times the budget of a form's
  /// pattern, since it runs once, not on each of a fill's records.
  public func matchOnce(_ text: String) -> PatternMatch {
    match(text, fraction: 1, scale: MatchBudget.expectationScale)
  }

  /// The match on `fraction` of `scale` times the budget (lint's probes use a part of it).
  func match(_ text: String, fraction: UInt32, scale: Int = 1) -> PatternMatch {
    guard Pattern.isInterrupted() else {
      return program.match(text, fraction: fraction, scale: scale)
    }
    let found = program.match(text, fraction: fraction * 1024, scale: scale)
    return found == .tooCostly ? .interrupted : found
  }

  public static func == (lhs: Pattern, rhs: Pattern) -> Bool {
    lhs.source == rhs.source && lhs.searches == rhs.searches
  }
}
