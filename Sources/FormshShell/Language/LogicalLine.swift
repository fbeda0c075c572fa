/// A logical line: physical lines joined where one ends in a backslash (`Lexer.continues`).
/// Joining is linear in the bytes read, and the line limit applies to the logical line: past
/// it, the rest of the logical line is read and dropped, never held.
enum LogicalLine {
  /// What reading a logical line gave.
  enum Outcome: Equatable {
    /// The joined line.
    case line(String)
    /// A logical line longer than `limit` bytes, skipped; its length in bytes.
    case tooLong(Int)
  }

  /// The logical line that starts with `first`; `next` reads the physical lines after it.
  static func read(
    _ first: String, limit: Int = PlainLineReader.maximumLineLength, next: () -> String?
  ) -> Outcome {
    guard Lexer.continues(first) else { return .line(first) }
    var parts: [Substring] = []
    var current = first
    var length = first.utf8.count
    while Lexer.continues(current), let following = next() {
      if length <= limit { parts.append(current.dropLast()) }
      length += following.utf8.count - 1
      current = following
    }
    guard length <= limit else { return .tooLong(length) }
    parts.append(Substring(current))
    return .line(parts.joined())
  }
}
