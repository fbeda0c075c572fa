/// A construct of another dialect that formsh did not keep (or kept only in part), where it
/// is in the source: a warning of `lint`, as "SurveyJS matrix question `rating` is not
/// supported; skipped (at /pages/0/elements/3)".
public struct DialectProblem: Equatable, Sendable {
  /// The dialect's title (`SurveyJS`).
  public let dialect: String
  /// What the construct is, in the dialect's words (``matrix question `rating` ``).
  public let construct: String
  /// What formsh did about it (`.unsupported`: "is not supported; skipped").
  public let outcome: Outcome
  /// Where it is in the source document: a JSON Pointer (RFC 6901), empty for the whole.
  public let pointer: String

  /// Creates a problem.
  public init(dialect: String, construct: String, outcome: Outcome, pointer: String) {
    self.dialect = dialect
    self.construct = construct
    self.outcome = outcome
    self.pointer = pointer
  }

  /// The problem in one sentence: the dialect, the construct, the outcome, the place.
  public var message: String {
    "\(dialect) \(Self.shortened(construct)) \(outcome.words) "
      + "(at \(pointer.isEmpty ? "the top level" : pointer))"
  }

  /// The longest a construct is quoted in a message: past it, a quoted expression or text of
  /// the source (a 300,000-character `visibleIf`) is cut, so that what formsh did and where
  /// stay on screen rather than after a terminal's cut.
  static let longestConstruct = 200

  private static func shortened(_ construct: String) -> String {
    guard construct.count > longestConstruct else { return construct }
    return construct.prefix(longestConstruct)
      + "… (\(construct.count - longestConstruct) more characters)"
  }
}
