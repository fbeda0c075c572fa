import FormshData
import FormshPlatform

/// The input as blocks of whole lines (`LineBlock`), for the thread that reads to hand to the
/// threads that fill: per block it reads, finds the last newline and counts the newlines, so
/// its work does not grow with the number of lines the way `LineStream`'s does (a search per
/// line). Memory stays bounded: a block holds at most `LineStream.maximumLineLength` bytes,
/// and a longer line is read past, not held.
///
/// A read returns a block as soon as it holds a newline, so lines trickling through a pipe
/// are not held back. Ctrl-C ends the input (with `.stopOnCtrlC`); the line it cut short is
/// dropped, as it was never read whole.
public final class LineBlockReader {
  /// Bytes read at a time: a block holds about this much.
  public static let blockSize = 256 << 10

  private let descriptor: Int32
  private let blockSize: Int
  private let interrupt: InterruptPolicy
  /// What the last read brought past the last block's last newline: the start of a line.
  private var pending: [UInt8] = []
  /// Blocks' bytes handed back (`recycle`), to read into again.
  private var spare: [[UInt8]] = []
  private var atEnd = false
  private var first = true
  /// Bytes handed out in blocks so far (for progress).
  public private(set) var consumed = 0
  /// Set when a read failed (the system's reason).
  public private(set) var readError: String?
  /// Whether Ctrl-C (or SIGTERM) ended the input.
  public private(set) var wasInterrupted = false

  /// Reads from an open descriptor, `blockSize` bytes at a time, after `leading`, the bytes
  /// already read from it.
  public init(
    descriptor: Int32, leading: [UInt8] = [], blockSize: Int = LineBlockReader.blockSize,
    interrupt: InterruptPolicy = .retry
  ) {
    self.descriptor = descriptor
    self.blockSize = min(max(1, blockSize), LineStream.maximumLineLength)
    self.interrupt = interrupt
    pending = leading
  }

  /// Whether the next block would not wait: the input has ended, a whole line is held, or
  /// there is something to read.
  public var isReady: Bool {
    atEnd || pending.contains(UInt8(ascii: "\n")) || FileDescriptor.isReadable(descriptor)
  }

  /// The next block, or `nil` once the input has ended.
  public func next() -> LineBlock? {
    guard !atEnd else { return nil }
    var storage =
      pending.count < blockSize
      ? (spare.popLast() ?? [UInt8](repeating: 0, count: blockSize))
      : [UInt8](repeating: 0, count: larger(than: pending.count))
    storage.withUnsafeMutableBufferPointer { buffer in
      _ = buffer.initialize(fromContentsOf: pending)
    }
    var length = pending.count
    pending.removeAll(keepingCapacity: true)
    var searched = 0
    while true {
      if gather(&storage, &length, searched: searched) { return lines(storage, length) }
      if atEnd {
        // The last line, without a newline (unless Ctrl-C cut it short).
        guard length > 0, !wasInterrupted else { return nil }
        consumed += length
        return lines(storage, length, unterminated: true)
      }
      // Full, and no newline: a line longer than the block.
      if length >= LineStream.maximumLineLength { return skipLine(storage) }
      searched = length
      var grown = [UInt8](repeating: 0, count: larger(than: length))
      grown.withUnsafeMutableBufferPointer { buffer in
        _ = buffer.initialize(fromContentsOf: storage)
      }
      storage = grown
    }
  }

  /// Hands back the bytes of a block that was filled, to read the next blocks into: fresh
  /// memory would cost a page fault every 4 KiB.
  public func recycle(_ bytes: [UInt8]) {
    if bytes.count == blockSize, spare.count < 4 { spare.append(bytes) }
  }

  /// The size of a block for a line longer than `length` bytes, at most the limit (a block of
  /// the limit with no newline is a line too long to hold, as LineStream's buffer is).
  private func larger(than length: Int) -> Int {
    min(max(length * 2, length + blockSize), LineStream.maximumLineLength)
  }

  /// Reads into `storage` past its first `length` bytes until they hold a newline past
  /// `searched`, fill it, or the input ends. True when they hold a newline: the bytes after
  /// the last one go to `pending`, and `length` ends with it.
  private func gather(_ storage: inout [UInt8], _ length: inout Int, searched: Int) -> Bool {
    storage.withUnsafeMutableBufferPointer { buffer in
      var from = searched
      while true {
        // From the end back: what follows the last newline is less than a line.
        var cut = length
        while cut > from, buffer[cut - 1] != UInt8(ascii: "\n") { cut -= 1 }
        if cut > from {
          pending.append(contentsOf: buffer[cut..<length])
          length = cut
          return true
        }
        from = length
        guard length < buffer.count, !atEnd else { return false }
        length += read(
          into: UnsafeMutableRawBufferPointer(
            UnsafeMutableBufferPointer(rebasing: buffer[length...])))
      }
    }
  }

  /// One read; 0 at the end of the input, after an error, or after Ctrl-C (`atEnd` is set).
  private func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
    do {
      let count = try FileDescriptor.readBytes(from: descriptor, into: buffer, interrupt: interrupt)
      if count > 0 { return count }
    } catch {
      if error.isInterruption { wasInterrupted = true } else { readError = error.reason }
    }
    atEnd = true
    return 0
  }

  /// A block of the first `length` bytes of `storage`, which end with a newline unless
  /// `unterminated`.
  private func lines(_ storage: [UInt8], _ length: Int, unterminated: Bool = false) -> LineBlock {
    let newlines = storage.withUnsafeBufferPointer {
      LineBlock.newlines(in: UnsafeBufferPointer(rebasing: $0[..<length]))
    }
    if !unterminated { consumed += length }
    var start = 0
    if first {
      first = false
      start = storage.withUnsafeBufferPointer {
        ByteOrderMark.length(in: UnsafeBufferPointer(rebasing: $0[..<length]))
      }
    }
    return LineBlock(
      bytes: storage, start: start, end: length, lineCount: newlines + (unterminated ? 1 : 0))
  }

  /// Reads past a line too long to hold, whose first bytes are `head`, up to its newline
  /// (or the end of the input): a block of its length, as `LineStream` gives it.
  private func skipLine(_ head: [UInt8]) -> LineBlock? {
    first = false
    var length = head.count
    var last = head.last ?? 0
    var ended = false
    var scratch = [UInt8](repeating: 0, count: max(blockSize, 64 << 10))
    scratch.withUnsafeMutableBytes { buffer in
      while !ended {
        let count = read(into: buffer)
        guard count > 0 else { return }
        let base = buffer.baseAddress!
        if let found = memchr(base, Int32(UInt8(ascii: "\n")), count) {
          let newline = UnsafeRawPointer(found) - UnsafeRawPointer(base)
          length += newline
          if newline > 0 { last = buffer[newline - 1] }
          pending = Array(UnsafeRawBufferPointer(rebasing: buffer[(newline + 1)..<count]))
          ended = true
        } else {
          length += count
          last = buffer[count - 1]
        }
      }
    }
    // Ctrl-C before the line's end: it was not read whole.
    if !ended, wasInterrupted { return nil }
    consumed += length + (ended ? 1 : 0)
    // LineStream skips whole buffers of the limit and drops a `\r` from what is left.
    let left = length % LineStream.maximumLineLength
    return LineBlock(tooLong: length - (left > 0 && last == UInt8(ascii: "\r") ? 1 : 0))
  }
}
