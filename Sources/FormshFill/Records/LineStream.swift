import FormshData
import FormshPlatform
import FormshDomain

/// Lines from a file descriptor, read in large chunks and handed out in place (no copy per
/// line), in constant memory: a line longer than `maximumLineLength` is reported as too long
/// and skipped rather than held. A trailing `\r` is dropped; a last line without a newline is
/// still a line; a UTF-8 byte order mark at the very start is skipped.
public final class LineStream {
  /// Lines longer than this are skipped (and reported) instead of buffered.
  public static let maximumLineLength = 16 << 20

  /// One line handed to the caller: its bytes, or the length of a line too long to hold.
  public enum RawLine {
    /// The bytes of the line, valid only during the callback.
    case bytes(UnsafeBufferPointer<UInt8>)
    /// A line longer than the limit; its length in bytes.
    case tooLong(Int)
  }

  private let descriptor: Int32
  private var buffer: UnsafeMutableRawBufferPointer
  private var start = 0
  private var end = 0
  private var atEnd = false
  private var skipping = 0
  private var first = true
  /// Bytes consumed so far (for progress).
  public private(set) var consumed = 0
  /// Set when a read failed (the system's reason).
  public private(set) var readError: String?

  private let interrupt: InterruptPolicy

  /// Reads from an open descriptor, after `leading`, the bytes already read from it (`fill`
  /// looks at a pipe's first record before it fills); with `.stopOnCtrlC`, a read that Ctrl-C
  /// interrupts ends the stream (without a `readError`).
  public init(
    descriptor: Int32, leading: [UInt8] = [], chunkSize: Int = 1 << 20,
    interrupt: InterruptPolicy = .retry
  ) {
    self.descriptor = descriptor
    self.interrupt = interrupt
    buffer = .allocate(byteCount: max(chunkSize, leading.count), alignment: 16)
    buffer.copyBytes(from: leading)
    end = leading.count
  }

  deinit { buffer.deallocate() }

  /// Whether the next line can be handed out without waiting for the input: a whole line is
  /// buffered, the input has ended, or a read would return at once. (`fill --to` reads the
  /// next record only then, so that records trickling in through a pipe or typed at a
  /// terminal never hold back the responses in flight.)
  public var isReady: Bool {
    atEnd || findNewline() != nil || FileDescriptor.isReadable(descriptor)
  }

  /// Calls `body` for each line until the input ends or `body` returns false.
  public func forEach(_ body: (RawLine) -> Bool) {
    while true {
      if let newline = findNewline() {
        var lineEnd = newline
        if lineEnd > start, buffer[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
        let keepGoing = deliver(from: start, to: lineEnd, body)
        consumed += newline + 1 - start
        start = newline + 1
        if !keepGoing { return }
        continue
      }
      if atEnd {
        if start < end || skipping > 0 {
          var lineEnd = end
          if lineEnd > start, buffer[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
          _ = deliver(from: start, to: lineEnd, body)
          consumed += end - start
          start = end
        }
        return
      }
      refill()
    }
  }

  private func deliver(from lineStart: Int, to lineEnd: Int, _ body: (RawLine) -> Bool) -> Bool {
    var from = lineStart
    if first {
      first = false
      let start = UnsafeBufferPointer(
        start: buffer.baseAddress!.assumingMemoryBound(to: UInt8.self) + from,
        count: lineEnd - from)
      from += ByteOrderMark.length(in: start)
    }
    if skipping > 0 {
      let length = skipping + (lineEnd - from)
      skipping = 0
      return body(.tooLong(length))
    }
    let bytes = UnsafeBufferPointer(
      start: buffer.baseAddress!.assumingMemoryBound(to: UInt8.self) + from, count: lineEnd - from)
    return body(.bytes(bytes))
  }

  private func findNewline() -> Int? {
    guard start < end else { return nil }
    let base = buffer.baseAddress! + start
    guard let found = memchr(base, Int32(UInt8(ascii: "\n")), end - start) else { return nil }
    return UnsafeRawPointer(found) - UnsafeRawPointer(buffer.baseAddress!)
  }

  private func refill() {
    if start > 0 {
      let pending = end - start
      if pending > 0 { memmove(buffer.baseAddress!, buffer.baseAddress! + start, pending) }
      start = 0
      end = pending
    }
    if end == buffer.count {
      if buffer.count >= LineStream.maximumLineLength {
        skipping += end
        consumed += end
        end = 0
      } else {
        let larger = UnsafeMutableRawBufferPointer.allocate(
          byteCount: min(buffer.count * 2, LineStream.maximumLineLength), alignment: 16)
        larger.baseAddress!.copyMemory(from: buffer.baseAddress!, byteCount: end)
        buffer.deallocate()
        buffer = larger
      }
    }
    do {
      let unread = UnsafeMutableRawBufferPointer(rebasing: buffer[end...])
      let count = try FileDescriptor.readBytes(from: descriptor, into: unread, interrupt: interrupt)
      if count > 0 {
        end += count
        return
      }
    } catch {
      if !error.isInterruption { readError = error.reason }
    }
    atEnd = true
  }
}
