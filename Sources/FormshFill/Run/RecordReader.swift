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
  private let format: FillFormat
  private let terminalSafe: Bool
  private let identity: RecordIdentity?
  private var assembler = CSVRecordAssembler()
  /// Fills and checks the records: made at once for JSON Lines, from the header for CSV.
  private(set) var engine: FillEngine?
  /// Why the CSV header could not be read (nothing is filled then).
  private(set) var badHeader: String?
  /// Whether the input has ended (or Ctrl-C or a bad header ended it).
  private(set) var ended = false
  /// Whether the stream has no more lines (what the CSV assembler holds may still give
  /// records).
  private var streamEnded = false
  /// The bytes of the last record handed out (`RecordBatch.Unit.record` ranges into them).
  private(set) var bytes: [UInt8] = []

  init(
    form: Form, format: FillFormat, input: Int32, terminalSafe: Bool,
    identity: RecordIdentity? = nil
  ) {
    self.form = form
    self.format = format
    self.terminalSafe = terminalSafe
    self.identity = identity
    stream = LineStream(descriptor: input, interrupt: .stopOnCtrlC)
    if format == .jsonl {
      let keys = RecordIdentity.lookupKeys(form.fields.map(\.id), identity)
      engine = FillEngine(
        form: form, parser: .jsonl(JSONRecordParser(fieldIDs: keys)),
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
        guard format == .csv, !Signals.wasInterrupted, let step = assembler.nextAtEnd() else {
          return finish()
        }
        if let unit = take(step) { return unit }
        if badHeader != nil { ended = true }
        continue
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
    switch (line, format) {
    case (.tooLong(let length), _):
      if let open = assembler.abandon(withLineOf: length) {
        return malformedOrHeader(FillRun.unclosedQuote(open.bytes, lines: open.lines))
      }
      return .malformed("line of \(length) bytes is longer than the 16 MiB limit")
    case (.bytes(let line), .jsonl):
      bytes = Array(line)
      return .record(0..<bytes.count)
    case (.bytes(let line), .csv):
      return take(assembler.add(line))
    }
  }

  /// The unit a step of the CSV assembler makes, if any.
  private func take(_ step: CSVRecordAssembler.Step) -> RecordBatch.Unit? {
    switch step {
    case .open: return nil
    case .tooLong(let length, let lines):
      return malformedOrHeader(FillRun.unclosedQuote(length, lines: lines))
    case .unclosed(let line):
      let fieldIDs = RecordIdentity.lookupKeys(form.fields.map(\.id), identity)
      return malformedOrHeader(
        FillRun.unclosedAtEnd, header: FillRun.unclosedHeader(line, fieldIDs: fieldIDs))
    case .record(let record):
      guard engine != nil else {
        header(record)
        return nil
      }
      bytes = record
      return .record(0..<bytes.count)
    }
  }

  /// A malformed record, or a bad header when it is the CSV header that is.
  private func malformedOrHeader(_ reason: String, header: String? = nil) -> RecordBatch.Unit? {
    guard engine != nil else {
      badHeader = header ?? reason
      return nil
    }
    return .malformed(reason)
  }

  /// Reads the CSV header: the engine, or why there is none.
  private func header(_ record: [UInt8]) {
    let fieldIDs = RecordIdentity.lookupKeys(form.fields.map(\.id), identity)
    let parsed = record.withUnsafeBufferPointer { header in
      Swift.Result { () throws(CSVError) in try CSVRecordParser(header: header, fieldIDs: fieldIDs)
      }
    }
    switch parsed {
    case .success(let parser):
      engine = FillEngine(
        form: form, parser: .csv(parser), terminalSafe: terminalSafe, identity: identity)
    case .failure(let error): badHeader = error.message
    }
  }

  /// The end of the input: an input without a header is refused.
  private func finish() -> RecordBatch.Unit? {
    ended = true
    guard format == .csv, !Signals.wasInterrupted else { return nil }
    if engine == nil, badHeader == nil, stream.readError == nil {
      badHeader = "the input is empty; CSV starts with a header of field ids"
    }
    return nil
  }
}
