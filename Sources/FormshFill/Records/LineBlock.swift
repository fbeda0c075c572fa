import FormshData
import FormshPlatform

/// Whole lines of the input in one piece, cut from it by the thread that reads
/// (`LineBlockReader`) and split into lines by the thread that fills them (`forEachLine`), by
/// `LineStream`'s rules: a trailing `\r` is dropped, the input's last line may have no
/// newline, a byte order mark at the very start is skipped, and a line of
/// `LineStream.maximumLineLength` bytes or more is a block of its own that holds only its
/// length.
public struct LineBlock: Sendable {
  /// The lines' bytes up to `end`, each line with its newline (the input's last line may
  /// have none); what follows `end` is no part of the input. Empty for a line too long to hold.
  public let bytes: [UInt8]
  /// Where the first line starts in `bytes`: 3 past a byte order mark at the input's start.
  let start: Int
  /// Where the last line ends in `bytes`.
  let end: Int
  /// The number of lines.
  public let lineCount: Int
  /// A line too long to hold, alone in its block: its length in bytes, as
  /// `LineStream.RawLine.tooLong` gives it.
  public let tooLong: Int?

  init(bytes: [UInt8], start: Int, end: Int, lineCount: Int) {
    self.bytes = bytes
    self.start = start
    self.end = end
    self.lineCount = lineCount
    tooLong = nil
  }

  init(tooLong length: Int) {
    bytes = []
    start = 0
    end = 0
    lineCount = 1
    tooLong = length
  }

  /// Calls `body` with the range in `bytes` of each line, without its newline or a `\r`
  /// before it. Not for a block that is a line too long to hold.
  public func forEachLine(_ body: (Range<Int>) -> Void) {
    var position = start
    for _ in 0..<lineCount {
      let (line, next) = self.line(from: position)
      body(line)
      position = next
    }
  }

  /// The line that starts at `position` (without its newline or a `\r` before it), and where
  /// the next one starts.
  func line(from position: Int) -> (line: Range<Int>, next: Int) {
    // memchr on the block's storage: one vectorised search per line, not a Swift byte loop.
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress, position < end,
        let found = memchr(base + position, Int32(UInt8(ascii: "\n")), end - position)
      else {
        // The input's last line, without a newline.
        var lineEnd = end
        if lineEnd > position, buffer[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
        return (position..<max(position, lineEnd), end)
      }
      var lineEnd = UnsafeRawPointer(found) - UnsafeRawPointer(base)
      let next = lineEnd + 1
      if lineEnd > position, base[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
      return (position..<lineEnd, next)
    }
  }

  /// The number of newlines in `bytes`, 32 bytes a step.
  public static func newlines(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    guard let base = bytes.baseAddress else { return 0 }
    let raw = UnsafeRawPointer(base)
    let newline = SIMD32<UInt8>(repeating: UInt8(ascii: "\n"))
    var count = 0
    var index = 0
    while bytes.count - index >= 32 {
      // A lane counts at most 255 before it would wrap.
      let steps = min((bytes.count - index) / 32, 255)
      var lanes = SIMD32<UInt8>()
      for _ in 0..<steps {
        let chunk = raw.loadUnaligned(fromByteOffset: index, as: SIMD32<UInt8>.self)
        lanes &-= unsafeBitCast(chunk .== newline, to: SIMD32<UInt8>.self)
        index += 32
      }
      count += Int(SIMD32<UInt16>(truncatingIfNeeded: lanes).wrappedSum())
    }
    while index < bytes.count {
      if base[index] == UInt8(ascii: "\n") { count += 1 }
      index += 1
    }
    return count
  }
}
