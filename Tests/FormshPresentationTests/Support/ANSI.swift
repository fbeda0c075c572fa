import FormshPresentation

/// Reading rendered output the way a terminal would.
enum ANSI {
  /// The text with every CSI sequence (`ESC [ … letter`) and OSC sequence
  /// (`ESC ] … ESC \`) removed: what the user sees.
  static func strip(_ text: String) -> String {
    var result = ""
    var scalars = text.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      guard scalar == "\u{1B}" else {
        result.unicodeScalars.append(scalar)
        continue
      }
      switch scalars.next() {
      case "[":
        while let next = scalars.next(), !(0x40...0x7E).contains(next.value) {}
      case "]":
        var previous: Unicode.Scalar?
        while let next = scalars.next(), !(previous == "\u{1B}" && next == "\\") { previous = next }
      default:
        break
      }
    }
    return result
  }

  /// The columns each visible line takes.
  static func widths(_ text: String) -> [Int] {
    strip(text).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      .map { TerminalText.width(String($0)) }
  }

  /// The URLs of the OSC 8 hyperlinks opened in the text.
  static func hyperlinks(_ text: String) -> [String] {
    var urls: [String] = []
    var rest = Substring(text)
    while let start = rest.range(of: "\u{1B}]8;;") {
      rest = rest[start.upperBound...]
      guard let end = rest.range(of: "\u{1B}\\") else { break }
      let url = String(rest[..<end.lowerBound])
      if !url.isEmpty { urls.append(url) }
      rest = rest[end.upperBound...]
    }
    return urls
  }
}
