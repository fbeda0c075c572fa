/// The cost limits of every pattern match, so that none can hang validation: chosen so that
/// the costliest shapes measured on this project's machines take at most 17 ms of CPU, a
/// third of the 50 ms allowed (RELIABILITY.md, "Regular expressions (PCRE2)", says how).
///
/// Steps are PCRE2's match limit: roughly one per backtrack. A step can cost a scan of the
/// whole value (a lookahead inside a repeated group), so the steps allowed shrink as the
/// value grows: `totalSteps / (bytes + 20)`, 200,000 for an empty value, 80,000 at 30 bytes,
/// 4,000 at 980 bytes. A pattern that backtracks over the whole value once needs about one
/// step per character, so it can check values of up to about 2,000 characters; one that does
/// not backtrack (most) checks a value of any length.
enum MatchBudget {
  /// The steps of a match times the bytes of its value, plus 20 (see above).
  static let totalSteps = 4_000_000
  /// The bytes added to a value's length: the fixed cost of a step, in bytes scanned.
  static let stepBytes = 20
  /// Nested backtracking frames (the interpreter's memory grows with them).
  static let depth: UInt32 = 50_000
  /// Memory for the interpreter's backtracking frames, in KiB.
  static let heapKiB: UInt32 = 8 * 1024
  /// The most a thread's JIT stack may grow to: a group repeated 120,000 to 250,000 times.
  static let jitStackBytes = 4 << 20

  /// How many times a form's budget a scenario's own regex gets on one value (`expect
  /// response … ~ /RE/`, `expect error F /RE/`): one check, not a form's pattern on each of
  /// millions of records, so up to about half a second at worst rather than 17 ms. A search
  /// backtracks over the value once, so `~ /a$/` checks values of some 10,000 characters
  /// (measured with JIT code) rather than 2,000.
  static let expectationScale = 32

  /// The match limit for a value of `bytes` bytes of UTF-8, `scale` times the form's.
  static func steps(forBytes bytes: Int, scale: Int = 1) -> UInt32 {
    UInt32(clamping: max(1, totalSteps * scale / (bytes + stepBytes)))
  }
}
