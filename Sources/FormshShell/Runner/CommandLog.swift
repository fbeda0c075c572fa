/// The commands run in a session, as `history` lists them: numbered from 1, each as
/// `--echo` prints it (a secret masked), the last `limit` kept.
struct CommandLog {
  /// Commands kept.
  static let limit = 1000

  /// One command and its number in the session.
  struct Entry: Equatable {
    let number: Int
    let text: String
  }

  private(set) var entries: [Entry] = []
  private var count = 0

  /// Adds a command, already masked.
  mutating func append(_ text: String) {
    count += 1
    entries.append(Entry(number: count, text: text))
    if entries.count > CommandLog.limit { entries.removeFirst(entries.count - CommandLog.limit) }
  }
}
