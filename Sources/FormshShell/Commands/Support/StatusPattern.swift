/// The status a response must have: a code (`422`), a class (`4xx`), or a list of them
/// (`201,202`, `200,3xx`), as `expect status` and `--status` on `submit --to` and `validate
/// --remote` take it.
struct StatusPattern: Sendable, Equatable {
  /// `201`, `2xx` or `200,3xx`, lower-case.
  let text: String
  /// Each code or class of the list.
  private let items: [String]

  /// Reads a pattern; `nil` unless each item of the comma-separated list is three digits or a
  /// digit and `xx`, from 1 to 5.
  init?(_ text: String) {
    let lowered = text.lowercased()
    let items = lowered.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    guard items.allSatisfy(StatusPattern.isItem) else { return nil }
    self.text = lowered
    self.items = items
  }

  /// Whether a word is one code (`201`) or one class (`2xx`).
  private static func isItem(_ item: String) -> Bool {
    let digits = item.unicodeScalars
    guard digits.count == 3, let first = digits.first, ("1"..."5").contains(first) else {
      return false
    }
    return item.hasSuffix("xx") || digits.allSatisfy { ("0"..."9").contains($0) }
  }

  /// Whether a status is one of those the pattern names.
  func matches(_ status: Int) -> Bool {
    let code = String(status)
    return items.contains { $0.hasSuffix("xx") ? code.first == $0.first : code == $0 }
  }

  /// The usage error for a word that is not a pattern.
  static func problem(_ word: String) -> String {
    "a status is 3 digits (201), a class (2xx) or a list of them (201,202 or 200,3xx),"
      + " not \"\(word)\""
  }
}
