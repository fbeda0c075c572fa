/// Why a YAML document could not be read, and where: libyaml's own syntax errors, and what
/// formsh refuses of a well-formed document (a key given twice, a second document, nesting
/// or aliases past their limits, a value JSON cannot hold).
public struct YAMLError: Error, Equatable, Sendable {
  /// The line, from 1.
  public let line: Int
  /// The column, from 1.
  public let column: Int
  /// What is wrong, in words.
  public let reason: String

  /// An error at a line and column (both from 1).
  public init(line: Int, column: Int, reason: String) {
    self.line = line
    self.column = column
    self.reason = reason
  }
}
