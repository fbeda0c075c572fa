import Synchronization

/// How many commands were parsed, counted where a test asks (`CommandTable.parses`).
final class ParseCount: Sendable {
  private let count = Mutex(0)

  /// The commands parsed so far.
  var value: Int { count.withLock { $0 } }

  /// Counts one.
  func add() { count.withLock { $0 += 1 } }
}
