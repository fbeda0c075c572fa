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
  private var atEnd = false
  private var first = true
  /// Bytes handed out in blocks so far (for progress).
  public private(set) var consumed = 0
  /// Set when a read failed (the system's reason).
  public private(set) var readError: String?
  /// Whether Ctrl-C (or SIGTERM) ended the input.
  public private(set) var wasInterrupted = false

  /// Reads from an open descriptor, `blockSize` bytes at a time.
  public init(
    descriptor: Int32, blockSize: Int = LineBlockReader.blockSize,
    interrupt: InterruptPolicy = .retry
  ) {
    self.descriptor = descriptor
    self.blockSize = max(1, blockSize)
    self.interrupt = interrupt
  }

  /// Whether a read would not wait (the input has ended, or there is something to read).
  public var isReady: Bool { atEnd || FileDescriptor.isReadable(descriptor) }

  /// The next block, or `nil` once the input has ended.
  public func next() -> LineBlock? {
    guard !atEnd else { return nil }
    var block = pending
    pending = []
    var searched = 0
    var capacity = min(block.count + blockSize, LineStream.maximumLineLength)
    while true {
      if gather(&block, searched: searched, capacity: capacity) { return lines(block) }
      if atEnd {
        // The last line, without a newline (unless Ctrl-C cut it short).
        guard !block.isEmpty, !wasInterrupted else { return nil }
        consumed += block.count
        return lines(block, unterminated: true)
      }
      // Full, and no newline: a line longer than the block.
      if block.count >= LineStream.maximumLineLength { return skipLine(block) }
      searched = block.count
      capacity = min(max(block.count * 2, block.count + blockSize), LineStream.maximumLineLength)
    }
  }

  /// Copies `block` into an array of `capacity` bytes and reads into the rest until it holds
  /// a newline past `searched`, is full, or the input ends. True when it holds a newline: the
  /// bytes after the last one go to `pending`, and `block` ends with it.
  private func gather(_ block: inout [UInt8], searched: Int, capacity: Int) -> Bool {
    var found = false
    let prefix = block
    block = [UInt8](unsafeUninitializedCapacity: max(capacity, prefix.count)) {
      buffer, initialized in
      let base = UnsafeMutableRawPointer(buffer.baseAddress!)
      prefix.withUnsafeBytes { base.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
      initialized = prefix.count
      var from = searched
      while true {
        // From the end back: what follows the last newline is less than a line.
        var cut = initialized
        while cut > from, buffer[cut - 1] != UInt8(ascii: "\n") { cut -= 1 }
        if cut > from {
          pending = Array(UnsafeBufferPointer(rebasing: buffer[cut..<initialized]))
          initialized = cut
          found = true
          return
        }
        from = initialized
        guard initialized < buffer.count, !atEnd else { return }
        initialized += read(
          into: UnsafeMutableRawBufferPointer(
            UnsafeMutableBufferPointer(rebasing: buffer[initialized...])))
      }
    }
    return found
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

  /// A block of the lines in `block`, which ends with a newline unless `unterminated`.
  private func lines(_ block: [UInt8], unterminated: Bool = false) -> LineBlock {
    let newlines = block.withUnsafeBufferPointer { LineBlock.newlines(in: $0) }
    if !unterminated { consumed += block.count }
    var start = 0
    if first {
      first = false
      start = block.withUnsafeBufferPointer { ByteOrderMark.length(in: $0) }
    }
    return LineBlock(bytes: block, start: start, lineCount: newlines + (unterminated ? 1 : 0))
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
