/// The UTF-8 byte order mark, `EF BB BF`, which editors on some systems put at the start of a
/// file. JSON text may start with one (RFC 8259 lets a parser ignore it), and so may a record
/// stream or a script: every reader skips it here, and it counts for nothing in a column.
public enum ByteOrderMark {
  /// 3 when `bytes` start with a byte order mark, else 0.
  public static func length(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
  }

  /// 3 when a file read whole starts with a byte order mark, else 0.
  public static func length(in bytes: [UInt8]) -> Int {
    bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
  }
}
