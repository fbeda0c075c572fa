/// The words of one command and the text it was written as.
public struct CommandWords: Sendable, Equatable {
  /// The words.
  public var words: [Word]
  /// The command as typed, trimmed, before expansion (for `--echo` and history).
  public var source: String
}
