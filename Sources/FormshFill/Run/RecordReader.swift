import FormshData
import FormshDomain
import FormshPlatform

/// The records of a fill's input handed out one at a time, for `fill --to`, which reads a
/// record only when it can send one: JSON Lines, or CSV whose header (read first) makes the
/// engine. The units are those `FillRun` batches: a record's bytes, or why a line is not
/// one (too long, a quoted cell never closed).
final class RecordReader {
  private let stream: LineStream
  private let form: Form
  private let terminalSafe: Bool
  private let identity: RecordIdentity?
  /// The CSV input's records, after its header; `nil` for JSON Lines.
  private var csv: CSVRecords?
  /// Fills and checks the records: made at once for JSON Lines, from the header for CSV.
  private(set) var engine: FillEngine?
  /// Why the CSV header could not be read (nothing is filled then).
  var badHeader: String? { csv?.badHeader }
  /// Whether the input has ended (or Ctrl-C or a bad header ended it).
  private(set) var ended = false
  /// Whether the stream has no more lines (what the CSV assembler holds may still give
  /// records).
  private var streamEnded = false
  /// The bytes of the last record handed out (`RecordBatch.Unit.record` ranges into them).
  private(set) var bytes: [UInt8] = []

  init(
    form: Form, format: FillFormat, input: Int32, leading: [UInt8] = [], terminalSafe: Bool,
    identity: RecordIdentity? = nil
  ) {
    self.form = form
    self.terminalSafe = terminalSafe
    self.identity = identity
    stream = LineStream(descriptor: input, leading: leading, interrupt: .stopOnCtrlC)
    let keys = RecordIdentity.lookupKeys(form.fields.map(\.id), identity)
    if format == .csv {
      csv = CSVRecords(fieldIDs: keys)
    } else {
      engine = FillEngine(
        form: form, parser: .jsonl(JSONRecordParser(form: form, identity: identity)),
        terminalSafe: terminalSafe, identity: identity)
    }
  }

  /// Why reading failed, if it did (the system's reason).
  var readError: String? { stream.readError }

  /// Bytes of the input read so far (for the progress line).
  var consumed: Int { stream.consumed }

  /// Whether `next()` would not wait for the input.
  var isReady: Bool { ended || streamEnded || stream.isReady }

  /// The next record, or `nil` once the input has ended.
  func next() -> RecordBatch.Unit? {
    while !ended {
      if streamEnded {
        // A quoted cell still open: its record is malformed, and the lines after its first
        // are read again.
        guard !Signals.wasInterrupted,
          let unit = csv?.nextAtEnd(readFailed: stream.readError != nil)
        else {
          ended = true
          return nil
        }
        return take(unit)
      }
      var called = false
      var unit: RecordBatch.Unit?
      stream.forEach { line in
        called = true
        unit = take(line)
        return false
      }
      if let unit { return unit }
      if badHeader != nil { ended = true }
      if !called { streamEnded = true }
    }
    return nil
  }

  /// Reads the rest of the input and counts its records, without filling them (after Ctrl-C,
  /// to say how many were not sent).
  func countRest() -> Int {
    var count = 0
    while next() != nil { count += 1 }
    return count
  }

  /// The unit one line makes, if it ends one.
  private func take(_ line: LineStream.RawLine) -> RecordBatch.Unit? {
    guard csv == nil else { return take(csv!.take(line)) }
    switch line {
    case .tooLong(let length): return .malformed(RecordBatch.tooLong(length))
    case .bytes(let line):
      bytes = Array(line)
      return .record(0..<bytes.count)
    }
  }

  /// The unit of what CSV lines, or the end of the input, gave; the engine once the header
  /// is read.
  private func take(_ unit: CSVRecords.Unit?) -> RecordBatch.Unit? {
    if engine == nil, let parser = csv?.parser {
      engine = FillEngine(
        form: form, parser: .csv(parser), terminalSafe: terminalSafe, identity: identity)
    }
    switch unit {
    case .record(let record)?:
      bytes = record
      return .record(0..<bytes.count)
    case .malformed(let reason)?: return .malformed(reason)
    case nil: return nil
    }
  }
}
