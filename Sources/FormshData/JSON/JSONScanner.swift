import FormshDomain

/// JSON's tokens over UTF-8 bytes (RFC 8259): whitespace, `true`/`false`/`null`, numbers and
/// strings with their escapes. The strict `JSONParser` and the record reader's fast path
/// (`JSONRecordParser`) both read through it, so they cannot disagree on where a token ends or
/// what a string says. A token that breaks the grammar throws a `TokenError` naming the offending
/// byte; the parser words it, the fast path gives up and lets the parser word it.
package struct JSONScanner {
  /// The text being read.
  package let bytes: UnsafeBufferPointer<UInt8>
  /// The position of the next byte to read.
  package var index: Int

  /// A scanner at `index` of `bytes`.
  package init(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int = 0) {
    self.bytes = bytes
    self.index = index
  }

  /// How a token breaks the grammar, and at which byte offset.
  package enum TokenError: Error, Equatable {
    /// No closing quote for the string opened at `open`.
    case unterminatedString(open: Int)
    /// A raw byte below 0x20 inside a string.
    case controlCharacter(UInt8, at: Int)
    /// A backslash followed by something that is not an escape.
    case invalidEscape(UInt8, at: Int)
    /// A `\u` escape cut short by the end of the input.
    case incompleteUnicodeEscape(at: Int)
    /// A `\u` escape with a non-hex digit among its four.
    case invalidUnicodeEscape(at: Int)
    /// A `\u` escape of a surrogate that is not half of a high-low pair.
    case unpairedSurrogate(UInt32, at: Int)
    /// Bytes in a string that are not UTF-8; `at` is the first of them.
    case invalidUTF8(at: Int)

    /// What is wrong, for a person.
    var reason: String {
      switch self {
      case .unterminatedString: return "unterminated string"
      case .controlCharacter(let byte, _):
        let name =
          byte == 0x0A ? " (a line break; write \\n)" : byte == 0x09 ? " (a tab; write \\t)" : ""
        return "control character U+\(Self.hex(UInt32(byte))) inside a string\(name)"
      case .invalidEscape(let byte, _):
        return "invalid escape '\\\(Character(Unicode.Scalar(byte)))'"
      case .incompleteUnicodeEscape: return "incomplete \\u escape"
      case .invalidUnicodeEscape: return "invalid \\u escape"
      case .unpairedSurrogate(let value, _): return "unpaired surrogate \\u\(Self.hex(value))"
      case .invalidUTF8: return "invalid UTF-8 in a string"
      }
    }

    /// The byte offset the problem is reported at.
    var offset: Int {
      switch self {
      case .unterminatedString(let at), .controlCharacter(_, let at), .invalidEscape(_, let at),
        .incompleteUnicodeEscape(let at), .invalidUnicodeEscape(let at),
        .unpairedSurrogate(_, let at), .invalidUTF8(let at):
        return at
      }
    }

    private static func hex(_ value: UInt32) -> String {
      let digits = String(value, radix: 16, uppercase: true)
      return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
  }

  /// The byte at `index`, or 0 at the end (no token starts with 0).
  package var current: UInt8 { index < bytes.count ? bytes[index] : 0 }

  /// Moves past a byte order mark at the start of the text.
  package mutating func skipByteOrderMark() {
    if index == 0 { index = ByteOrderMark.length(in: bytes) }
  }

  /// Moves past spaces, tabs, line feeds and carriage returns: JSON's whitespace, no more.
  @inline(__always)
  package mutating func skipWhitespace() {
    while index < bytes.count {
      let byte = bytes[index]
      guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
      index += 1
    }
  }

  /// Whether `word` (`true`, `false` or `null`) is at `index`, which then moves past it.
  /// Inlined, so that the word's bytes are constants the comparison unrolls against. What
  /// follows the word is the caller's to check, as after any value.
  @inline(__always)
  package mutating func literal(_ word: StaticString) -> Bool {
    let count = word.utf8CodeUnitCount
    guard index + count <= bytes.count else { return false }
    for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { return false }
    index += count
    return true
  }

  /// Whether a number in JSON's grammar (`DecimalNumber.syntaxEnd`) is at `index`, which then
  /// moves past it. A number must not run into letters, digits or a point: `01`, `1O0` and
  /// `1.5.2` are not a number followed by something else, they are not numbers.
  @inline(__always)
  package mutating func number() -> Bool {
    guard let end = DecimalNumber.syntaxEnd(of: bytes, from: index) else { return false }
    if end < bytes.count {
      let next = bytes[end]
      let lower = next | 0x20
      let isWord =
        (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z"))
        || (next >= UInt8(ascii: "0") && next <= UInt8(ascii: "9")) || next == UInt8(ascii: ".")
      if isWord { return false }
    }
    index = end
    return true
  }

  /// The string whose opening quote is at `index`; `index` moves past its closing quote.
  /// Plain ASCII with nothing to unescape, which most strings are, is read here inline, eight
  /// bytes at a time; anything else out of line.
  @inline(__always)
  package mutating func string() throws(TokenError) -> String {
    let start = index + 1
    let stop = ByteScan.skipPlainASCII(bytes, from: start)
    if stop < bytes.count, bytes[stop] == UInt8(ascii: "\"") {
      index = stop + 1
      return String(plainASCII: UnsafeBufferPointer(rebasing: bytes[start..<stop]))
    }
    return try unusualString(from: start, stop: stop)
  }

  /// A string from `start` (after its opening quote) whose first byte that is not plain ASCII
  /// is at `stop`: text beyond ASCII, an escape, a control character or the end of the input.
  private mutating func unusualString(from start: Int, stop: Int) throws(TokenError) -> String {
    // Find the closing quote, noting what the text holds on the way.
    var end = stop
    var ascii = true
    var plain = true
    while end < bytes.count {
      let byte = bytes[end]
      if byte == UInt8(ascii: "\"") { break }
      if byte == UInt8(ascii: "\\") {
        plain = false
        end += 2
        continue
      }
      if byte < 0x20 { plain = false }
      if byte >= 0x80 { ascii = false }
      end += 1
    }
    guard end < bytes.count else {
      // Unterminated; but an earlier control character or bad escape is the first problem.
      _ = try decodeEscapes(from: start, to: bytes.count, validatingUTF8: false)
      throw .unterminatedString(open: start - 1)
    }
    let text: String
    if plain {
      text = try validated(from: start, to: end)
    } else {
      text = try decodeEscapes(from: start, to: end, validatingUTF8: !ascii)
    }
    index = end + 1
    return text
  }

  /// The text of `bytes[start..<end]`, which hold no escape, or where they are not UTF-8.
  private func validated(from start: Int, to end: Int) throws(TokenError) -> String {
    let slice = UnsafeBufferPointer(rebasing: bytes[start..<end])
    // Through `UTF8Span`: `String(validating:as:)` runs unspecialized, at several times the cost.
    do {
      return String(copying: try UTF8Span(validating: slice.span))
    } catch {
      throw .invalidUTF8(at: start + error.byteOffsets.lowerBound)
    }
  }

  /// The text of `bytes[start..<end]` with its escapes decoded; the first problem in it, in
  /// the order of the bytes, otherwise. `validatingUTF8`: whether raw bytes beyond ASCII are
  /// checked too (false when there are none, or when only the escapes matter).
  private func decodeEscapes(from start: Int, to end: Int, validatingUTF8: Bool) throws(TokenError)
    -> String
  {
    // Decoding never lengthens text: room for the raw bytes is enough.
    let decoded = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: end - start) {
      buffer -> Result<String, TokenError> in
      Result { () throws(TokenError) in
        let count = try decode(from: start, to: end, into: buffer)
        let text = UnsafeBufferPointer(rebasing: buffer[..<count])
        // Escapes decode to whole UTF-8 sequences, so only raw bytes beyond ASCII can break it.
        if !validatingUTF8 { return String(decoding: text, as: UTF8.self) }
        if let valid = try? UTF8Span(validating: text.span) { return String(copying: valid) }
        // Escapes are ASCII and decode to whole sequences: the raw bytes are not UTF-8 exactly
        // where the decoded ones are not, and the raw offset is the one to report.
        return try validated(from: start, to: end)
      }
    }
    return try decoded.get()
  }

  /// Writes the inside of a string, `bytes[start..<end]`, into `decoded` with escapes decoded;
  /// returns the number of bytes written.
  package func decode(
    from start: Int, to end: Int, into decoded: UnsafeMutableBufferPointer<UInt8>
  ) throws(TokenError) -> Int {
    var count = 0
    var position = start
    while position < end {
      let byte = bytes[position]
      if byte < 0x20 { throw .controlCharacter(byte, at: position) }
      guard byte == UInt8(ascii: "\\") else {
        decoded[count] = byte
        count += 1
        position += 1
        continue
      }
      let escape = position
      guard position + 1 < end else { throw .unterminatedString(open: start - 1) }
      let code = bytes[position + 1]
      position += 2
      let unescaped: UInt8
      switch code {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): unescaped = code
      case UInt8(ascii: "n"): unescaped = 0x0A
      case UInt8(ascii: "t"): unescaped = 0x09
      case UInt8(ascii: "r"): unescaped = 0x0D
      case UInt8(ascii: "b"): unescaped = 0x08
      case UInt8(ascii: "f"): unescaped = 0x0C
      case UInt8(ascii: "u"):
        let scalar = try unicodeEscape(at: escape, position: &position)
        for byte in UTF8.encode(scalar)! {
          decoded[count] = byte
          count += 1
        }
        continue
      default: throw .invalidEscape(code, at: escape)
      }
      decoded[count] = unescaped
      count += 1
    }
    return count
  }

  /// The scalar of the `\u` escape at `escape`, whose hex digits start at `position`; a high
  /// surrogate takes the low one that must follow. `position` moves past what was read.
  private func unicodeEscape(at escape: Int, position: inout Int) throws(TokenError)
    -> Unicode.Scalar
  {
    var value = try hex4(at: position, escape: escape)
    position += 4
    if value >= 0xD800 && value < 0xDC00 {
      guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
        bytes[position + 1] == UInt8(ascii: "u")
      else { throw .unpairedSurrogate(value, at: escape) }
      let low = try hex4(at: position + 2, escape: escape)
      guard low >= 0xDC00 && low < 0xE000 else { throw .unpairedSurrogate(value, at: escape) }
      position += 6
      value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
    } else if value >= 0xDC00 && value < 0xE000 {
      throw .unpairedSurrogate(value, at: escape)
    }
    // Every value left is a scalar: surrogates were paired or refused above.
    return Unicode.Scalar(value)!
  }

  /// The four hex digits at `position`, of the escape at `escape`. The closing quote is not a
  /// digit, so reading up to the input's end never reads past the string.
  private func hex4(at position: Int, escape: Int) throws(TokenError) -> UInt32 {
    guard position + 4 <= bytes.count else { throw .incompleteUnicodeEscape(at: escape) }
    var value: UInt32 = 0
    for offset in 0..<4 {
      let byte = bytes[position + offset]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte &- 48
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte &- 87
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte &- 55
      default: throw .invalidUnicodeEscape(at: escape)
      }
      value = value << 4 | UInt32(digit)
    }
    return value
  }
}
