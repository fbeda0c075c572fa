import FormshDomain

/// How `expect error` compares a message.
public enum MessageMatch: Sendable, Equatable {
  /// The exact text.
  case exact(String)
  /// A regular expression (PCRE2) that must match somewhere in the message (`/…/`),
  /// compiled once, when the line is read.
  case pattern(Pattern)

  /// Reads `MESSAGE` or `/REGEX/` from the words from `index` on; a regex that does not
  /// compile is a usage error.
  static func parse(_ arguments: Arguments, from index: Int) throws(ParseError) -> MessageMatch {
    let text = arguments.rest(from: index)
    guard !arguments.words[index].startsQuoted, text.count >= 2, text.hasPrefix("/"),
      text.hasSuffix("/")
    else { return .exact(text) }
    let source = String(text.dropFirst().dropLast())
    do {
      return .pattern(try Pattern(searching: source))
    } catch {
      switch error {
      case .doesNotCompile(let reason):
        throw arguments.usage("/\(source)/ is not a regex (\(reason))", at: index)
      }
    }
  }

  /// Whether a message matches: a pattern that cannot be checked on it (too costly, or
  /// interrupted) matches neither way.
  func match(_ message: String) -> PatternMatch {
    switch self {
    case .exact(let text): message == text ? .matched : .notMatched
    case .pattern(let pattern): pattern.match(message)
    }
  }

  /// What was expected, for the failure message.
  func expected(on field: String) -> String {
    switch self {
    case .exact(let text): "error \"\(text)\" on \(field)"
    case .pattern(let pattern): "an error on \(field) matching /\(pattern.source)/"
    }
  }
}
