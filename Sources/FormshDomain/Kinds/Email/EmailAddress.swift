/// The email address syntax, on bytes, so batch fill can use it without a regex.
public enum EmailAddress {
  /// Whether the text is an email address as `EmailRule` describes.
  public static func isValid(_ text: String) -> Bool {
    text.withUTF8Bytes { isValid($0) }
  }

  /// Whether the UTF-8 bytes are an email address as `EmailRule` describes. One pass over
  /// the local part up to the first `@`, one over the domain, checking each label as its dot
  /// (or the end) is reached.
  public static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    while index < bytes.count, bytes[index] != UInt8(ascii: "@") {
      guard isLocal(bytes[index]) else { return false }
      index += 1
    }
    guard index > 0, index + 1 < bytes.count else { return false }
    var labelStart = index + 1
    var labels = 0
    for position in labelStart...bytes.count {
      guard position < bytes.count, bytes[position] != UInt8(ascii: ".") else {
        guard position > labelStart, isAlphanumeric(bytes[labelStart]),
          isAlphanumeric(bytes[position - 1])
        else { return false }
        labels += 1
        if position < bytes.count { labelStart = position + 1 }
        continue
      }
      guard isLabelByte(bytes[position]) else { return false }
    }
    guard labels >= 2, bytes.count - labelStart >= 2 else { return false }
    for position in labelStart..<bytes.count where !isLetter(bytes[position]) { return false }
    return true
  }

  // Each set of ASCII bytes below is two words of bits (bytes 0-63, then 64-127), so that a
  // byte is looked up with a shift and a mask rather than a chain of comparisons.

  /// Whether the byte is in the set whose bits are `low` (bytes 0-63) and `high` (64-127).
  @inline(__always)
  private static func isIn(_ byte: UInt8, _ low: UInt64, _ high: UInt64) -> Bool {
    guard byte < 0x80 else { return false }
    return ((byte < 64 ? low : high) >> UInt64(byte & 63)) & 1 != 0
  }

  /// A-Z and a-z.
  @inline(__always)
  private static func isLetter(_ byte: UInt8) -> Bool { isIn(byte, 0, 0x07ff_fffe_07ff_fffe) }

  /// Letters and 0-9.
  @inline(__always)
  private static func isAlphanumeric(_ byte: UInt8) -> Bool {
    isIn(byte, 0x03ff_0000_0000_0000, 0x07ff_fffe_07ff_fffe)
  }

  /// Letters, digits and `-`: a domain label's bytes.
  @inline(__always)
  private static func isLabelByte(_ byte: UInt8) -> Bool {
    isIn(byte, 0x03ff_2000_0000_0000, 0x07ff_fffe_07ff_fffe)
  }

  /// Letters, digits and `._%+-`: the local part's bytes.
  @inline(__always)
  private static func isLocal(_ byte: UInt8) -> Bool {
    isIn(byte, 0x03ff_6820_0000_0000, 0x07ff_fffe_87ff_fffe)
  }
}
