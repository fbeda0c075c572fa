/// One word of a command, after quotes, escapes and `${NAME}` are resolved.
public struct Word: Sendable, Equatable {
  /// The text, quotes removed.
  public var text: String
  /// 1-based column where the word starts, in Unicode scalars of the line.
  public var column: Int
  /// The whitespace before the word, as typed (kept so `set F=rest of line` keeps spacing).
  public var gap: String
  /// Offset, in Unicode scalars of `text`, of the first `=` that was not quoted or escaped
  /// (a combining mark after it is the value's, not part of the `=`).
  public var equalsOffset: Int?
  /// Whether the word began with a quote.
  public var startsQuoted: Bool
  /// Whether the word was a lone unquoted `~`, made the home directory (`expect response
  /// PATH ~ /REGEX/` reads it as the operator).
  public var wasTilde = false
}
