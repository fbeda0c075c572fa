/// A compiled `regex` / `regex_pattern` rule. The whole value must match (as Kotlin's
/// `matches`, NSPredicate's MATCHES); patterns use Swift Regex syntax, which reads the usual
/// PCRE/ICU forms.
public struct Pattern: @unchecked Sendable, Equatable {
  /// The pattern as the form wrote it.
  public let source: String
  // Regex is immutable after compiling; it is shared read-only across sessions.
  private let regex: Regex<AnyRegexOutput>

  /// Compiles a pattern; throws the compiler's reason when it does not compile, and
  /// `PatternError.catastrophicBacktracking` when matching it could take exponential time
  /// (see `BacktrackingScreen`).
  public init(_ source: String) throws {
    self.source = source
    self.regex = try Regex(source)
    if let reason = BacktrackingScreen.risk(in: source) {
      throw PatternError.catastrophicBacktracking(reason: reason)
    }
  }

  /// Whether the whole text matches.
  public func matches(_ text: String) -> Bool {
    (try? regex.wholeMatch(in: text)) != nil
  }

  public static func == (lhs: Pattern, rhs: Pattern) -> Bool { lhs.source == rhs.source }
}
