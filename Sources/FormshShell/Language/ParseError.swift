/// A line that cannot be split into commands, and where.
public struct ParseError: Error, Sendable, Equatable {
  /// What is wrong.
  public let message: String
  /// 1-based column.
  public let column: Int
}
