/// Why bytes are not JSON, and where: `offset` is a byte offset; `line` and `column` are
/// 1-based, the column counted in characters.
public struct JSONSyntaxError: Error, Sendable, Equatable {
  /// What was wrong, e.g. "expected ',' or '}' after an object member".
  public let reason: String
  /// Byte offset of the problem.
  public let offset: Int
  /// 1-based line of the problem.
  public let line: Int
  /// 1-based column of the problem, in characters.
  public let column: Int
}
