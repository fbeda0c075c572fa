/// The http(s) URL syntax, on bytes, so batch fill and `open` can use it.
public enum WebURL {
  /// Whether the text is an http(s) URL with a host.
  public static func isValid(_ text: String) -> Bool {
    text.withUTF8Bytes { isValid($0) }
  }

  /// Whether the UTF-8 bytes are an http(s) URL with a host.
  public static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    func eat(_ word: StaticString) -> Bool {
      for offset in 0..<word.utf8CodeUnitCount {
        let expected = word.utf8Start[offset]
        guard index < bytes.count, bytes[index] | 0x20 == expected | 0x20 else { return false }
        index += 1
      }
      return true
    }
    guard eat("http") else { return false }
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "s") { index += 1 }
    guard eat("://") else { return false }
    let authorityStart = index
    var colon: Int?
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") {
        break
      }
      if byte == UInt8(ascii: "@") || byte == UInt8(ascii: "\\") { return false }
      if byte == UInt8(ascii: ":") { colon = index }
      if !isVisible(byte) { return false }
      index += 1
    }
    let hostEnd = colon ?? index
    guard hostEnd > authorityStart else { return false }
    if let colon {
      for position in (colon + 1)..<index {
        guard bytes[position] >= UInt8(ascii: "0"), bytes[position] <= UInt8(ascii: "9") else {
          return false
        }
      }
    }
    while index < bytes.count {
      guard isVisible(bytes[index]) else { return false }
      index += 1
    }
    return true
  }

  /// Not a space or a control character (bytes of non-ASCII characters count as visible).
  private static func isVisible(_ byte: UInt8) -> Bool {
    byte > 0x20 && byte != 0x7F
  }
}
