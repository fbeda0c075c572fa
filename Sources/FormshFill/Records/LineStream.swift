import FormshData
import FormshPlatform

/// Lines from a file descriptor one at a time, handed out in place (no copy per line), in
/// constant memory: the lines of `LineBlockReader`'s blocks, by its rules (a trailing `\r`
/// dropped, a last line without a newline still a line, a UTF-8 byte order mark at the very
/// start skipped, a line longer than `maximumLineLength` reported as too long and skipped
/// rather than held). One reader serves both: this for CSV, a terminal and `fill --to`, the
/// blocks themselves for the threads of a JSON Lines fill.
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

  private let reader: LineBlockReader
  /// The block whose lines are being handed out, where its next line starts, and how many
  /// of its lines are left.
  private var block: LineBlock?
  private var position = 0
  private var linesLeft = 0

  /// Reads from an open descriptor, `chunkSize` bytes at a time, after `leading`, the bytes
  /// already read from it (`fill` looks at a pipe's first record before it fills); with
  /// `.stopOnCtrlC`, a read that Ctrl-C interrupts ends the stream (without a `readError`,
  /// and without the line it cut short).
  public init(
    descriptor: Int32, leading: [UInt8] = [], chunkSize: Int = 1 << 20,
    interrupt: InterruptPolicy = .retry
  ) {
    reader = LineBlockReader(
      descriptor: descriptor, leading: leading, blockSize: chunkSize, interrupt: interrupt)
  }

  /// Bytes of the input up to the end of the last line handed out (for progress): the lines
  /// of the block read ahead and not yet handed out do not count.
  public var consumed: Int { reader.consumed - (block.map { $0.end - position } ?? 0) }

  /// Set when a read failed (the system's reason).
  public var readError: String? { reader.readError }

  /// Whether the next line can be handed out without waiting for the input: one is held,
  /// the input has ended, or a read would return at once. (`fill --to` reads the next record
  /// only then, so that records trickling in through a pipe or typed at a terminal never
  /// hold back the responses in flight.)
  public var isReady: Bool { linesLeft > 0 || reader.isReady }

  /// Calls `body` for each line until the input ends or `body` returns false.
  public func forEach(_ body: (RawLine) -> Bool) {
    while true {
      if linesLeft == 0 {
        if let used = block {
          block = nil
          reader.recycle(used.bytes)
        }
        guard let next = reader.next() else { return }
        if let length = next.tooLong {
          guard body(.tooLong(length)) else { return }
          continue
        }
        (block, position, linesLeft) = (next, next.start, next.lineCount)
      }
      let (line, next) = block!.line(from: position)
      position = next
      linesLeft -= 1
      // The line in place in the block's bytes: no copy per line (what `RawLine` promises).
      let keepGoing = block!.bytes.withUnsafeBufferPointer {
        body(.bytes(UnsafeBufferPointer(rebasing: $0[line])))
      }
      guard keepGoing else { return }
    }
  }
}
