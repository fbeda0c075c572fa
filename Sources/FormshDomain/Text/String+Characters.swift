extension String {
  /// Whether the text is empty or only whitespace. Decided from the first byte when it is a
  /// visible ASCII character, which is nearly always.
  public var isBlank: Bool {
    if let first = withUTF8Bytes({ $0.first }), first > 0x20, first < 0x80 { return false }
    return allSatisfy(\.isWhitespace)
  }

  /// The length `max_length` and `min_length` count: user-perceived characters, a character
  /// of more than 32 code points counting as several (`CharacterLength`).
  public var characterLength: Int { characterLength(stoppingAbove: .max) }

  /// Whether the string has more than `limit` characters as `characterLength` counts them.
  /// Counting graphemes is skipped when the UTF-8 length alone settles it (a character counts
  /// at most once per byte), and stops once past the limit.
  public func exceedsCharacters(_ limit: Int) -> Bool {
    utf8.count > limit && (isOneBytePerCharacter || characterLength(stoppingAbove: limit) > limit)
  }

  /// Whether the string has fewer than `limit` characters as `characterLength` counts them.
  public func fallsShortOfCharacters(_ limit: Int) -> Bool {
    utf8.count < limit
      || (!isOneBytePerCharacter && characterLength(stoppingAbove: limit) < limit)
  }

  /// The longest start of the string whose `characterLength` is at most `limit`: a character
  /// that would take it past the limit is left out whole, never split.
  public func prefix(characters limit: Int) -> String {
    var length = 0
    var end = startIndex
    for index in indices {
      length += CharacterLength.weight(of: self[index])
      if length > limit { break }
      end = self.index(after: index)
    }
    return String(self[..<end])
  }

  /// The character length, counted until it passes `limit` (then some number above it).
  private func characterLength(stoppingAbove limit: Int) -> Int {
    // The standard library's count, unless a character may be over the bound: one of 33 code
    // points or more has at least 32 code points more than the one character it is.
    let characters = count
    guard characters <= limit,
      unicodeScalars.count - characters >= CharacterLength.codePointsPerCharacter
    else { return characters }
    var length = 0
    for character in self {
      length += CharacterLength.weight(of: character)
      if length > limit { return length }
    }
    return length
  }

  /// Whether every character is one byte, so that the UTF-8 length is the character count:
  /// the text is ASCII without a carriage return (CR LF is the one pair of ASCII characters
  /// that makes a single character). Much cheaper than counting graphemes.
  private var isOneBytePerCharacter: Bool {
    withUTF8Bytes { bytes in
      guard let base = bytes.baseAddress else { return true }
      // Eight bytes at a time: no high bit set, and no byte that is a carriage return (the
      // classic test for a zero byte, on the word XORed with CRs; its false alarms can only
      // follow a true one, so a zero result is exact).
      let raw = UnsafeRawPointer(base)
      var index = 0
      while index + 8 <= bytes.count {
        let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
        let returns = word ^ 0x0D0D_0D0D_0D0D_0D0D
        let high: UInt64 = 0x8080_8080_8080_8080
        if (word | ((returns &- 0x0101_0101_0101_0101) & ~returns)) & high != 0 { return false }
        index += 8
      }
      return !bytes[index...].contains { $0 >= 0x80 || $0 == UInt8(ascii: "\r") }
    }
  }

  /// The string without leading and trailing whitespace.
  public func trimmingWhitespace() -> String {
    // Nothing to trim when both ends are visible ASCII (a character that starts or ends
    // with such a byte is not whitespace): no walk through the characters.
    let visible: ClosedRange<UInt8> = 0x21...0x7E
    if let ends = withUTF8Bytes({ $0.isEmpty ? nil : ($0.first!, $0.last!) }),
      visible.contains(ends.0), visible.contains(ends.1)
    {
      return self
    }
    guard let first = firstIndex(where: { !$0.isWhitespace }),
      let last = lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(self[first...last])
  }
}
