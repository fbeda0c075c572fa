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
      guard isAlphanumeric(bytes[position]) || bytes[position] == UInt8(ascii: "-") else {
        return false
      }
    }
    guard labels >= 2, bytes.count - labelStart >= 2 else { return false }
    for position in labelStart..<bytes.count where !isLetter(bytes[position]) { return false }
    return true
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
  }

  private static func isAlphanumeric(_ byte: UInt8) -> Bool {
    isLetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
  }

  private static func isLocal(_ byte: UInt8) -> Bool {
    isAlphanumeric(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_")
      || byte == UInt8(ascii: "%") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
  }
}
