/// `--format` of the shell and `run`: what a script's run writes on standard output.
public enum OutputFormat: String, Sendable, CaseIterable {
  /// Rendered forms, lists and messages for people; errors on standard error (the default).
  case text
  /// One JSON event per command, and a last `end` event (docs/protocol.md); nothing else on
  /// standard output.
  case jsonl
}
