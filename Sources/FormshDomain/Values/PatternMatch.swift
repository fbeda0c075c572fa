/// What matching a pattern against a text found. A match is bounded (`MatchBudget`): one that
/// runs out of budget answers `tooCostly`, never "no match" and never "match".
public enum PatternMatch: Sendable, Equatable {
  /// The pattern matches (the whole text, or somewhere in it for a search).
  case matched
  /// The pattern does not match.
  case notMatched
  /// Matching ran out of its budget (steps, depth or memory) before it could tell.
  case tooCostly
  /// Ctrl-C was pressed, and the match ran out of the little budget left to it
  /// (`Pattern.isInterrupted`): whether it matches is not known.
  case interrupted
}
