/// Why a pattern that compiles is still refused.
public enum PatternError: Error, Sendable, Equatable {
  /// Matching could take exponential time on some short input; `reason` names the shape.
  case catastrophicBacktracking(reason: String)
}
