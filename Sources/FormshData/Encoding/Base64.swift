/// Base64 (RFC 4648 §4, with padding): how HTTP Basic credentials go on the wire.
public enum Base64 {
  private static let alphabet = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

  /// The bytes in Base64.
  public static func encode(_ bytes: some Collection<UInt8>) -> String {
    let bytes = Array(bytes)
    var out: [UInt8] = []
    out.reserveCapacity((bytes.count + 2) / 3 * 4)
    var index = 0
    while index < bytes.count {
      let count = min(3, bytes.count - index)
      var group = UInt32(bytes[index]) << 16
      if count > 1 { group |= UInt32(bytes[index + 1]) << 8 }
      if count > 2 { group |= UInt32(bytes[index + 2]) }
      for position in 0..<4 {
        out.append(
          position <= count
            ? alphabet[Int(group >> UInt32(18 - 6 * position)) & 63] : UInt8(ascii: "="))
      }
      index += 3
    }
    return String(decoding: out, as: UTF8.self)
  }
}
