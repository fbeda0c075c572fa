/// A line that cannot be split into commands, and where.
public struct ParseError: Error, Sendable, Equatable {
  /// Which of the ways a line fails to parse: the machine protocol's `code` tells them apart.
  public enum Kind: Sendable, Equatable {
    /// The line does not split: a quote or `${` left open, a bad escape.
    case syntax
    /// `${NAME}` names a variable neither set nor captured.
    case unsetVariable
    /// The first word is no command.
    case unknownCommand
    /// A command's words do not fit its synopsis.
    case usage
  }

  /// What a sourced file's line that does not parse says after the file's first error, in
  /// place of a message that would quote the line.
  public static let unquoted =
    "the line does not parse (not quoted: after a sourced file's first error, its lines are"
    + " not shown)"

  /// What is wrong.
  public let message: String
  /// 1-based column.
  public let column: Int
  /// Which way it fails.
  public var kind = Kind.syntax
}
