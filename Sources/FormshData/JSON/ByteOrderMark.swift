/// The UTF-8 byte order mark, `EF BB BF`. JSON text may start with one (RFC 8259 lets a parser
/// ignore it); it is skipped there and counts for nothing in a column.
enum ByteOrderMark {
  /// 3 when `bytes` start with a byte order mark, else 0.
  static func length(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
  }
}
