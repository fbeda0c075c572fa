/// Why a JSONPath query gave no nodelist on a document: it ran out of its budget, a pattern
/// of `match` or `search` could not be checked, or the run is to stop. Never an answer: a
/// filter that cannot say whether a node passes stops the whole query, so that an
/// expectation on it fails rather than count the nodes it could not judge as not selected.
public enum JSONPathEvaluationError: Error, Sendable, Equatable {
  /// Evaluating would visit or select more nodes than `limit` (`JSONPath.select(in:budget:)`).
  case overBudget(limit: Int)
  /// A `match` or `search` (`function`) ran out of its pattern's budget on a value
  /// (`PatternMatch.tooCostly`): whether it matches is not known.
  case patternTooCostly(function: String, pattern: String)
  /// Ctrl-C or SIGTERM stopped the evaluation.
  case interrupted

  /// What happened, to follow the query's text: `visits more than 10000000 nodes of this
  /// body`.
  public var message: String {
    switch self {
    case .overBudget(let limit): "visits more than \(limit) nodes of this body"
    case .patternTooCostly(let function, let pattern):
      "could not be finished: \(function)() with the pattern \(pattern) is too costly to check"
        + " on a value of this body"
    case .interrupted: "was interrupted"
    }
  }
}
