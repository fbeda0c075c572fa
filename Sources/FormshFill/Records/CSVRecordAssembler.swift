import FormshData
import FormshPlatform

/// Joins lines into CSV records: a line that ends inside a quoted cell continues the record
/// with a line break, as RFC 4180 allows. A quote opens a quoted cell only at the start of a
/// cell, so a stray quote inside an unquoted cell (`5" screen`) does not swallow the lines
/// after it; the parser reports that row as malformed instead.
///
/// A record is bounded as a line is (`maximumRecordLength`, the 16 MiB of a JSON Lines
/// record): a quote that never closes makes the record it opened malformed once the record
/// passes the limit, and reading resumes at the next line, so one stray quote costs at most
/// 16 MiB of records and never holds the rest of the file.
///
/// When the input ends inside a quoted cell, the record that cell opened is malformed and
/// reading resumes at the line after that record's first line (`nextAtEnd`), so a stray
/// quote in a small file costs one line, not the rest of the file.
public struct CSVRecordAssembler: Sendable {
  /// What adding a line gave.
  public enum Step: Sendable, Equatable {
    /// The line ended inside a quoted cell: the record goes on with the next line.
    case open
    /// A complete record.
    case record([UInt8])
    /// The record grew past `maximumRecordLength` inside a quoted cell and was dropped,
    /// this line with it; the next line starts a record.
    case tooLong(bytes: Int, lines: Int)
    /// The input ended inside a quoted cell this record opened (`nextAtEnd`): the record is
    /// malformed, and stands for one line only, its first, given here.
    case unclosed([UInt8])
  }

  /// The most bytes a record may have, line breaks included: a JSON Lines record's limit.
  public static let maximumRecordLength = LineStream.maximumLineLength

  private let limit: Int
  private var pending: [UInt8] = []
  private var pendingLines = 0
  private var inQuotes = false
  /// At the end of the input, the lines to read again, one after another.
  private var replay: [UInt8] = []
  /// Where the next line to read again starts in `replay`; nil once none is left.
  private var replayStart: Int?
  /// Whether the end of the input was reached (`nextAtEnd` was called).
  private var ending = false

  /// Creates an empty assembler; `limit` is for tests.
  public init(limit: Int = CSVRecordAssembler.maximumRecordLength) {
    self.limit = limit
  }

  /// Whether a record is open (the last line ended inside a quoted cell).
  public var isOpen: Bool { inQuotes }

  /// `add(_:)` of a line held in an array (`formsh test --data`), for the reason
  /// `CSVRecordParser.cells(_:)` of an array gives.
  public mutating func add(_ line: [UInt8]) -> Step {
    line.withUnsafeBufferPointer { add($0) }
  }

  /// Adds a line.
  public mutating func add(_ line: UnsafeBufferPointer<UInt8>) -> Step {
    let continuing = inQuotes
    inQuotes = CSVRecordAssembler.endsInQuotes(line, from: continuing)
    // The usual line: a whole record.
    if !continuing, !inQuotes, line.count <= limit { return .record(Array(line)) }
    let length = pending.count + (continuing ? 1 : 0) + line.count
    if length > limit {
      let lines = pendingLines + 1
      drop()
      return .tooLong(bytes: length, lines: lines)
    }
    if continuing { pending.append(UInt8(ascii: "\n")) }
    pending.append(contentsOf: line)
    pendingLines += 1
    if inQuotes { return .open }
    defer {
      pending.removeAll(keepingCapacity: true)
      pendingLines = 0
    }
    return .record(pending)
  }

  /// Whether a line that starts inside a quoted cell (`inQuotes`), or not, ends inside one.
  /// Only its quotes matter, found with memchr: one opens a cell at the start of a cell (of
  /// the record, or after a comma), and in a cell, "" is a quote and any other closes it.
  static func endsInQuotes(_ line: UnsafeBufferPointer<UInt8>, from inQuotes: Bool) -> Bool {
    let quote = UInt8(ascii: "\"")
    guard let base = line.baseAddress else { return inQuotes }
    var inQuotes = inQuotes
    var index = 0
    while index < line.count, let found = memchr(base + index, Int32(quote), line.count - index) {
      let at = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
      if inQuotes {
        if at + 1 < line.count, line[at + 1] == quote {
          index = at + 2
          continue
        }
        inQuotes = false
      } else if at == 0 || line[at - 1] == UInt8(ascii: ",") {
        inQuotes = true
      }
      index = at + 1
    }
    return inQuotes
  }

  /// A line too long to hold arrived: when a record is open, it is dropped with that line
  /// and its size returned (the line's bytes included); `nil` when none is open.
  public mutating func abandon(withLineOf length: Int) -> (bytes: Int, lines: Int)? {
    guard inQuotes else { return nil }
    let dropped = (bytes: pending.count + 1 + length, lines: pendingLines + 1)
    drop()
    return dropped
  }

  /// What is left at the end of the input, a step a call, until `nil`. A record still open
  /// there is `.unclosed`, for its first line only; the lines after it are read again, each
  /// as a record of its own. Each of them kept the cell open when it was read, so one that
  /// opens a cell again, read afresh, would keep that one open to the end too: it is
  /// `.unclosed` at once, and no line is read again more than once.
  public mutating func nextAtEnd() -> Step? {
    if !ending {
      ending = true
      guard inQuotes else { return nil }
      let newline = pending.firstIndex(of: UInt8(ascii: "\n"))
      let first = Array(pending[..<(newline ?? pending.count)])
      if let newline {
        replay = Array(pending[(newline + 1)...])
        replayStart = 0
      }
      drop()
      return .unclosed(first)
    }
    guard let start = replayStart else { return nil }
    let end = replay[start...].firstIndex(of: UInt8(ascii: "\n"))
    replayStart = end.map { $0 + 1 }
    let lines = replay
    let step = lines.withUnsafeBufferPointer { bytes in
      add(UnsafeBufferPointer(rebasing: bytes[start..<(end ?? bytes.count)]))
    }
    if replayStart == nil { replay = [] }
    guard step == .open else { return step }
    drop()
    return .unclosed(Array(lines[start..<(end ?? lines.count)]))
  }

  private mutating func drop() {
    inQuotes = false
    pendingLines = 0
    pending.removeAll(keepingCapacity: true)
  }
}
