/// Word-at-a-time scans for the bytes JSON strings care about, eight bytes per step: a
/// string's text is mostly plain ASCII, and finding its end is the hot loop of batch fill.
///
/// The masks below set a byte's high bit where the byte is one being looked for. The lowest
/// set bit is always exact; a higher one can be a false alarm caused by a borrow out of a
/// lower byte that matched. So the first match in a word is where its lowest bit says, and a
/// word whose mask is zero has no match at all.
package enum ByteScan {
  private static let ones: UInt64 = 0x0101_0101_0101_0101
  private static let high: UInt64 = 0x8080_8080_8080_8080

  /// The high bit of each byte of the word that is zero.
  @inline(__always)
  private static func zeros(_ word: UInt64) -> UInt64 {
    (word &- ones) & ~word & high
  }

  /// The high bit of each byte that is a quote, a backslash or a control character.
  @inline(__always)
  private static func escapeMask(_ word: UInt64) -> UInt64 {
    let quote = zeros(word ^ (ones &* 0x22))
    let backslash = zeros(word ^ (ones &* 0x5C))
    let control = (word &- ones &* 0x20) & ~word & high
    return quote | backslash | control
  }

  /// The high bit of each byte that is a quote, a backslash, a control character or not ASCII.
  @inline(__always)
  private static func plainASCIIEndMask(_ word: UInt64) -> UInt64 {
    escapeMask(word) | word & high
  }

  /// The first position from `start` whose byte is a quote, a backslash, a control character
  /// or not ASCII (or `bytes.count` when there is none).
  package static func skipPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    scan(bytes, from: start, mask: plainASCIIEndMask) { byte in
      byte == 0x22 || byte == 0x5C || byte < 0x20 || byte >= 0x80
    }
  }

  /// The first position from `start` whose byte must be escaped in a JSON string (a quote,
  /// a backslash or a control character), or `bytes.count` when there is none. Always
  /// inlined: it is the hot loop of writing `fill`'s payloads, which the compiler otherwise
  /// inlined into the payload loop of a form without conditions only.
  @inline(__always)
  package static func skipUnescaped(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    scan(bytes, from: start, mask: escapeMask) { byte in
      byte == 0x22 || byte == 0x5C || byte < 0x20
    }
  }

  /// The first position from `start` whose byte is a comma, a quote, a backslash, a control
  /// character or not ASCII (or `bytes.count` when there is none): where a CSV cell's plain
  /// ASCII ends.
  package static func skipPlainCSV(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    scan(bytes, from: start, mask: { plainASCIIEndMask($0) | zeros($0 ^ (ones &* 0x2C)) }) {
      byte in byte == 0x2C || byte == 0x22 || byte == 0x5C || byte < 0x20 || byte >= 0x80
    }
  }

  /// The first position from `start` whose byte `stops` (or `bytes.count`); `mask` marks the
  /// same bytes in a word, as the masks above do.
  @inline(__always)
  private static func scan(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, mask: (UInt64) -> UInt64,
    stops: (UInt8) -> Bool
  ) -> Int {
    var index = start
    guard let base = bytes.baseAddress else { return index }
    let raw = UnsafeRawPointer(base)
    // Two words a step while sixteen bytes are left: one branch for both.
    while index + 16 <= bytes.count {
      let first = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
      let second = UInt64(
        littleEndian: raw.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self))
      let inFirst = mask(first)
      let inSecond = mask(second)
      if inFirst | inSecond != 0 {
        if inFirst != 0 { return index + inFirst.trailingZeroBitCount / 8 }
        return index + 8 + inSecond.trailingZeroBitCount / 8
      }
      index += 16
    }
    while index + 8 <= bytes.count {
      let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
      let found = mask(word)
      if found != 0 { return index + found.trailingZeroBitCount / 8 }
      index += 8
    }
    // Fewer than eight bytes are left. When the input is long enough, its last eight bytes
    // are one word; with the bytes before `index` masked off, a mask of zero says none of
    // the rest matches (masks have no false negatives). Otherwise the byte loop finds it.
    if index < bytes.count, bytes.count >= 8 {
      let last = bytes.count - 8
      let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: last, as: UInt64.self))
      if mask(word) & (~0 << UInt64((index - last) * 8)) == 0 { return bytes.count }
    }
    while index < bytes.count {
      if stops(bytes[index]) { return index }
      index += 1
    }
    return index
  }
}
