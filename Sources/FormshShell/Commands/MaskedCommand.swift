import FormshDomain
import FormshPresentation

/// A command with its secret masked.
struct MaskedCommand: Sendable, Equatable {
  /// What `--echo` prints.
  let shown: String
  /// What the history file keeps (`set FIELD`, which asks again), or `nil` for nothing.
  let history: String?
}
