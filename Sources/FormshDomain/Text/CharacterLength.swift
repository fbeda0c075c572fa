/// How formsh counts the length of text for `max_length` and `min_length`: in user-perceived
/// characters (Swift `Character`s, extended grapheme clusters), with one bound.
///
/// A grapheme cluster has no size limit in Unicode: a letter followed by thirty million
/// combining marks is one character of 60 MB. So a character of more than
/// `codePointsPerCharacter` (32) code points counts as ceil(code points / 32) characters:
/// text that passes `max_length: N` holds at most 32 × N code points (128 × N bytes), never
/// megabytes.
/// Real text never comes near the bound: the longest emoji ZWJ sequences have 10 code
/// points, and a letter rarely carries more than a few marks.
public enum CharacterLength {
  /// Code points one character may hold and still count as one. The display shows at most
  /// this many of any character too (`TerminalText.clip`).
  public static let codePointsPerCharacter = 32

  /// How many characters this one counts as: 1, or ceil(code points / 32) past the bound.
  @inline(__always)
  public static func weight(of character: Character) -> Int {
    // A code point takes at least one byte: a short character is settled without counting.
    guard character.utf8.count > codePointsPerCharacter else { return 1 }
    let codePoints = character.unicodeScalars.count
    return (codePoints + codePointsPerCharacter - 1) / codePointsPerCharacter
  }

  /// The length of text as `max_length` counts it: the sum of its characters' weights.
  public static func length(of text: some StringProtocol) -> Int {
    var length = 0
    for character in text { length += weight(of: character) }
    return length
  }
}
