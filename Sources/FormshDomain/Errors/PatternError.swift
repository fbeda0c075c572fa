/// Why a pattern is refused.
public enum PatternError: Error, Sendable, Equatable {
  /// PCRE2 does not compile it; `reason` is PCRE2's message and where it stopped.
  case doesNotCompile(reason: String)
}
