/// Word-at-a-time scans for the bytes JSON strings care about, eight bytes per step: a
/// string's text is mostly plain ASCII, and finding its end is the hot loop of batch fill.
enum ByteScan {
  private static let ones: UInt64 = 0x0101_0101_0101_0101
  private static let high: UInt64 = 0x8080_8080_8080_8080

  /// Whether any byte of the word is zero.
  @inline(__always)
  private static func hasZero(_ word: UInt64) -> UInt64 {
    (word &- ones) & ~word & high
  }

  /// Whether any byte is a quote, a backslash or a control character.
  @inline(__always)
  static func needsEscape(_ word: UInt64) -> Bool {
    let quote = hasZero(word ^ (ones &* 0x22))
    let backslash = hasZero(word ^ (ones &* 0x5C))
    let control = (word &- ones &* 0x20) & ~word & high
    return quote | backslash | control != 0
  }

  /// Whether any byte is a quote, a backslash, a control character or not ASCII.
  @inline(__always)
  static func endsPlainASCII(_ word: UInt64) -> Bool {
    needsEscape(word) || word & high != 0
  }

  /// The first position from `start` whose byte is a quote, a backslash, a control character
  /// or not ASCII (or `bytes.count` when there is none).
  static func skipPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var index = start
    guard let base = bytes.baseAddress else { return index }
    let raw = UnsafeRawPointer(base)
    while index + 8 <= bytes.count {
      let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
      if endsPlainASCII(word) { break }
      index += 8
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x22 || byte == 0x5C || byte < 0x20 || byte >= 0x80 { return index }
      index += 1
    }
    return index
  }

  /// The first position from `start` whose byte must be escaped in a JSON string (a quote,
  /// a backslash or a control character), or `bytes.count` when there is none.
  static func skipUnescaped(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var index = start
    guard let base = bytes.baseAddress else { return index }
    let raw = UnsafeRawPointer(base)
    while index + 8 <= bytes.count {
      let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
      if needsEscape(word) { break }
      index += 8
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x22 || byte == 0x5C || byte < 0x20 { return index }
      index += 1
    }
    return index
  }
}
