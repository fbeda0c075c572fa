extension String {
  /// The string without leading and trailing spaces and tabs.
  func trimmingSpacesAndTabs() -> String {
    var text = Substring(self)
    while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
    while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
    return String(text)
  }

  /// The string without trailing spaces and tabs.
  func trimmingTrailingSpacesAndTabs() -> String {
    var result = self
    while let last = result.last, last == " " || last == "\t" { result.removeLast() }
    return result
  }
}
