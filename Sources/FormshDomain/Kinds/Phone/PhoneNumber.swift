/// A telephone number in E.164: `+`, then 1 to 15 digits, the first not 0 (`+442079460958`).
/// People write numbers with spaces, dashes, dots and parentheses (`+44 (20) 7946-0958`);
/// those are removed, and what remains must be E.164. Nothing else is removed or guessed:
/// a number without its country code is refused, not completed.
enum PhoneNumber {
  /// The separators people write between digits, removed before the number is read.
  static let separators: Set<Character> = [" ", "-", ".", "(", ")"]
  /// The most digits E.164 allows.
  static let maximumDigits = 15

  /// The number in E.164, or why the text is not a phone number, for the refusal ("must
  /// start with + and the country code").
  static func e164(_ text: String) -> Result<String, Reason> {
    let kept = text.filter { !separators.contains($0) }
    guard kept.first == "+" else {
      if kept.isEmpty { return .failure(Reason("has no digits")) }
      if let first = kept.first, first.isASCII, first.isNumber {
        return .failure(Reason("must start with + and the country code"))
      }
      return .failure(Reason("must start with +, not \(quoted(kept.first!))"))
    }
    let digits = kept.dropFirst()
    if let other = digits.first(where: { !($0.isASCII && $0.isNumber) }) {
      return .failure(Reason("has \(quoted(other)), which is not a digit"))
    }
    guard let first = digits.first else { return .failure(Reason("has no digits after +")) }
    guard first != "0" else { return .failure(Reason("a country code never starts with 0")) }
    guard digits.count <= maximumDigits else {
      return .failure(Reason("has \(digits.count) digits; E.164 allows at most \(maximumDigits)"))
    }
    return .success(kept)
  }

  /// Why text is not a phone number.
  struct Reason: Error, Equatable {
    /// After `"…" is not a phone number: `.
    let text: String

    init(_ text: String) {
      self.text = text
    }
  }

  /// A character as a message shows it: `"x"`, or its code point when it cannot be seen.
  private static func quoted(_ character: Character) -> String {
    let scalars = character.unicodeScalars
    if scalars.allSatisfy({
      $0.properties.isWhitespace || $0.properties.generalCategory == .control
        || $0.properties.generalCategory == .format
    }) {
      return scalars.map { "U+" + hex($0.value) }.joined(separator: " ")
    }
    return "\"\(character)\""
  }

  private static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
