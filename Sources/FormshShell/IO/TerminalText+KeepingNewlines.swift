import FormshPresentation

extension TerminalText {
  /// Sanitises each line of a multi-line message, keeping the line breaks.
  static func sanitizeKeepingNewlines(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { sanitize(String($0)) }
      .joined(separator: "\n")
  }
}
