import FormshDomain

/// How `expect error` compares a message.
public enum MessageMatch: Sendable, Equatable {
  /// The exact text.
  case exact(String)
  /// A regular expression (PCRE2) that must match somewhere in the message (`/…/`),
  /// compiled once, when the line is read.
  case pattern(Pattern)

  /// Reads `MESSAGE` or `/REGEX/` from the words from `index` on; a regex that does not
  /// compile is a usage error, and so is one with flags after it (`/ada/i`), which would
  /// otherwise be taken as a message.
  static func parse(_ arguments: Arguments, from index: Int) throws(ParseError) -> MessageMatch {
    let text = arguments.rest(from: index)
    if !arguments.words[index].startsQuoted, let (source, flags) = flagged(text) {
      // The flags PCRE2 takes inline; others (g, u, y) have no such meaning here.
      let inline = flags.filter { "imsx".contains($0) }
      let shown = "(?" + (inline.isEmpty ? "i" : inline) + ")"
      throw arguments.usage(
        "regex flags are not supported after the closing slash; use \(shown) inside:"
          + " /\(shown)\(source)/", at: index)
    }
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

  /// `/REGEX/FLAGS` as JavaScript or Perl write it (flags among `gimsuxy`): the regex and
  /// its flags; `nil` for any other text.
  private static func flagged(_ text: String) -> (source: String, flags: String)? {
    guard text.hasPrefix("/"), let close = text.lastIndex(of: "/"), close > text.startIndex
    else { return nil }
    let flags = text[text.index(after: close)...]
    guard !flags.isEmpty, flags.count <= 7, flags.allSatisfy({ "gimsuxy".contains($0) }) else {
      return nil
    }
    return (String(text[text.index(after: text.startIndex)..<close]), String(flags))
  }

  /// Whether a message matches: a pattern that cannot be checked on it (too costly, or
  /// interrupted) matches neither way. The script's own regex on one text: it runs on an
  /// expectation's budget (`Pattern.matchOnce`), larger than a form's pattern's.
  func match(_ message: String) -> PatternMatch {
    switch self {
    case .exact(let text): message == text ? .matched : .notMatched
    case .pattern(let pattern): pattern.matchOnce(message)
    }
  }

  /// What a failure adds after the text a regex could not be checked on; nil when it could.
  static func unanswered(_ match: PatternMatch) -> String? {
    switch match {
    case .matched, .notMatched: nil
    case .tooCostly: ", on which the pattern is too costly to check"
    case .interrupted: " (the check was interrupted)"
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
