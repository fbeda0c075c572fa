/// The status a response must have: a code (`422`) or a class (`4xx`), as `expect status` and
/// `--status` on `submit --to` and `validate --remote` take it.
struct StatusPattern: Sendable, Equatable {
  /// `201`, or `2xx`, lower-case.
  let text: String

  /// Reads a pattern; `nil` unless it is three digits or a digit and `xx`, from 1 to 5.
  init?(_ text: String) {
    let lowered = text.lowercased()
    let digits = lowered.unicodeScalars
    guard digits.count == 3, let first = digits.first, ("1"..."5").contains(first),
      lowered.hasSuffix("xx") || digits.allSatisfy({ ("0"..."9").contains($0) })
    else { return nil }
    self.text = lowered
  }

  /// Whether a status is one of those the pattern names.
  func matches(_ status: Int) -> Bool {
    let code = String(status)
    return text.hasSuffix("xx") ? code.first == text.first : code == text
  }

  /// The usage error for a word that is not a pattern.
  static func problem(_ word: String) -> String {
    "a status is 3 digits (201) or a class (2xx), not \"\(word)\""
  }
}
