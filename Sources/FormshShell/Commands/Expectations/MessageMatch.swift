import FormshDomain

/// How `expect error` compares a message.
public enum MessageMatch: Sendable, Equatable {
  /// The exact text.
  case exact(String)
  /// A regular expression that must match somewhere in the message (`/…/`).
  case pattern(String)

  /// Reads `MESSAGE` or `/REGEX/` from the words from `index` on; a regex that does not
  /// compile, or could take exponential time, is a usage error.
  static func parse(_ arguments: Arguments, from index: Int) throws(ParseError) -> MessageMatch {
    let text = arguments.rest(from: index)
    guard !arguments.words[index].startsQuoted, text.count >= 2, text.hasPrefix("/"),
      text.hasSuffix("/")
    else { return .exact(text) }
    let pattern = String(text.dropFirst().dropLast())
    do {
      _ = try Regex(pattern)
    } catch {
      throw arguments.usage("/\(pattern)/ is not a regex", at: index)
    }
    if let risk = BacktrackingScreen.risk(in: pattern) {
      throw arguments.usage(
        "/\(pattern)/ could take exponential time to match (\(risk))", at: index)
    }
    return .pattern(pattern)
  }

  /// Whether a message matches.
  func matches(_ message: String) -> Bool {
    switch self {
    case .exact(let text): return message == text
    case .pattern(let pattern):
      guard let regex = try? Regex(pattern) else { return false }
      return (try? regex.firstMatch(in: message)) != nil
    }
  }

  /// What was expected, for the failure message.
  func expected(on field: String) -> String {
    switch self {
    case .exact(let text): "error \"\(text)\" on \(field)"
    case .pattern(let pattern): "an error on \(field) matching /\(pattern)/"
    }
  }
}
