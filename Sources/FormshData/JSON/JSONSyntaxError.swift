/// Why bytes are not JSON, and where: `offset` is a byte offset; `line` and `column` are
/// 1-based, the column counted in characters.
public struct JSONSyntaxError: Error, Sendable, Equatable {
  /// What was wrong, e.g. "expected ',' or '}' after an object member".
  public let reason: String
  /// Byte offset of the problem.
  public let offset: Int
  /// 1-based line of the problem.
  public let line: Int
  /// 1-based column of the problem, in characters.
  public let column: Int

  /// The error at byte `offset` of `bytes`, with its line and column counted there: lines end
  /// at `\n`; a column counts characters (bytes that do not continue a UTF-8 sequence), and a
  /// byte order mark at the start is not one.
  init(reason: String, offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
    let end = min(offset, bytes.count)
    var line = 1
    var lineStart = min(ByteOrderMark.length(in: bytes), end)
    for index in 0..<end where bytes[index] == UInt8(ascii: "\n") {
      line += 1
      lineStart = index + 1
    }
    var column = 1
    for index in lineStart..<end where bytes[index] & 0xC0 != 0x80 { column += 1 }
    self.reason = reason
    self.offset = offset
    self.line = line
    self.column = column
  }
}
