extension String {
  /// The text without one pair of surrounding double quotes.
  var unquoted: String {
    guard count >= 2, hasPrefix("\""), hasSuffix("\"") else { return self }
    return String(dropFirst().dropLast())
  }
}
