import FormshData
import FormshDomain
import FormshPlatform

/// The loop of `formsh fill`. JSON Lines go through `runBlocks` (FillRun+Blocks.swift): the
/// main thread reads blocks of whole lines, which worker threads split and fill. CSV, and
/// records typed at a terminal, go through `run`'s own loop: the main thread reads lines into
/// batches; each round, the batches are filled on every core and their lines written in input
/// order. Memory stays bounded by the round size whatever the input size and whatever `--jobs`
/// says (see `roundBatches`); Ctrl-C stops after the round in flight, so the output holds
/// complete lines for every record read so far.
public final class FillRun {
  public struct Result {
    public var summary: FillSummary
    public var seconds: Double
    public var interrupted: Bool
    public var readError: String?
    /// The CSV header could not be read (nothing was filled).
    public var badHeader: String?
  }

  /// Records per batch, and bytes per batch at the most (CSV, a terminal; JSON Lines come in
  /// blocks of `LineBlockReader.blockSize`).
  static let batchRecords = 1024
  static let batchBytes = 512 << 10
  /// Batches per round at the most: 32 MiB of records. A round, the one being filled and the
  /// lines of the one before (about twice its input) are what a fill holds, so this bounds its
  /// memory (some 200 MiB) however many threads it is given.
  static let maximumRoundBatches = 64

  let form: Form
  private let format: FillFormat
  /// The input, read by `stream` (CSV, a terminal) or in blocks (`runBlocks`).
  let input: Int32
  private let stream: LineStream
  let sink: (UnsafeBufferPointer<UInt8>) -> Bool
  let threads: Int
  /// Batches per round: two per thread that has a processor to run on (more threads than
  /// processors only take turns), at most `maximumRoundBatches`. Blocks of JSON Lines in
  /// flight are two more (`runBlocks`).
  let roundBatches: Int
  let terminalSafe: Bool
  var progress: ProgressBar?
  /// Whether each record's line is written as soon as its line is read (records typed at a
  /// terminal), rather than in rounds.
  private let lineByLine: Bool
  /// `--id KEY`: each line carries the value of the record's KEY.
  let identity: RecordIdentity?
  /// `--first-record N`: the number of the first record.
  let firstRecord: Int
  /// The bytes of a block of JSON Lines (`runBlocks`); `nil` reads them line by line, as CSV
  /// is read (the tests compare the two).
  let blockSize: Int?

  public init(
    form: Form, format: FillFormat, input: Int32, inputSize: Int?, progress: Bool,
    threads: Int = Parallel.processorCount, terminalSafe: Bool = false, lineByLine: Bool = false,
    identity: RecordIdentity? = nil, firstRecord: Int = 1,
    blockSize: Int? = LineBlockReader.blockSize,
    sink: @escaping (UnsafeBufferPointer<UInt8>) -> Bool
  ) {
    self.input = input
    self.blockSize = blockSize
    self.identity = identity
    self.firstRecord = firstRecord
    self.terminalSafe = terminalSafe
    self.lineByLine = lineByLine
    self.form = form
    self.format = format
    self.stream = LineStream(descriptor: input, interrupt: .stopOnCtrlC)
    self.sink = sink
    self.threads = threads
    self.roundBatches = min(
      2 * min(threads, Parallel.processorCount), FillRun.maximumRoundBatches)
    self.progress = progress ? ProgressBar(totalBytes: inputSize) : nil
  }

  /// The reason a CSV record whose quoted cell is still open at the end of the input is
  /// malformed (it stands for its first line; the lines after it are read again).
  static let unclosedAtEnd =
    "unterminated quoted cell: no closing quote before the end of the input;"
    + " reading resumed at the next line"

  /// Why a CSV header whose quoted cell is still open at the end of the input is no header:
  /// the parser's word on its first line (`unterminated quoted cell 2`).
  static func unclosedHeader(_ line: [UInt8], fieldIDs: [String]) -> String {
    let parsed = line.withUnsafeBufferPointer { header in
      Swift.Result { () throws(CSVError) in try CSVRecordParser(header: header, fieldIDs: fieldIDs)
      }
    }
    guard case .failure(let error) = parsed else {
      return "unterminated quoted cell: no closing quote before the end of the input"
    }
    return error.message
  }

  /// The reason a CSV record whose quoted cell never closed is malformed.
  static func unclosedQuote(_ bytes: Int, lines: Int) -> String {
    "a quoted cell is still open after \(lines) lines and \(bytes) bytes, past the 16 MiB"
      + " limit of a record; skipped up to here, reading resumes at the next line"
  }

  public func run() -> Result {
    let started = MonotonicTime.now()
    if format == .jsonl, !lineByLine, let blockSize {
      return runBlocks(blockSize: blockSize, started: started)
    }
    let fieldIDs = RecordIdentity.lookupKeys(form.fields.map(\.id), identity)
    var engine: FillEngine? =
      format == .jsonl
      ? FillEngine(
        form: form, parser: .jsonl(JSONRecordParser(fieldIDs: fieldIDs)),
        terminalSafe: terminalSafe, identity: identity) : nil
    var assembler = CSVRecordAssembler()
    var badHeader: String?
    var summary = FillSummary()
    var writeFailed = false
    var interrupted = false
    var batches: [RecordBatch] = []
    var current = RecordBatch(firstNumber: firstRecord, capacity: FillRun.batchBytes)

    // Round N is filled on worker threads while this thread reads round N + 1 and writes
    // round N - 1: the cores fill records, and reading and writing cost no core of their own.
    var inFlight: Parallel.Running<(lines: FilledLines, summary: FillSummary)>?

    func finishInFlight() -> [(lines: FilledLines, summary: FillSummary)] {
      defer { inFlight = nil }
      return inFlight?.wait() ?? []
    }

    func write(_ results: [(lines: FilledLines, summary: FillSummary)]) {
      // After a batch that Ctrl-C cut short, nothing more: the output stays the records from
      // the first up to the last one written, with no gap.
      for result in results where !summary.cut {
        summary = summary + result.summary
        if !writeFailed { writeFailed = !result.lines.withBytes(sink) }
      }
      if !results.isEmpty { progress?.update(records: summary.records, bytes: stream.consumed) }
    }

    func runRound() {
      if current.count > 0 {
        batches.append(current)
        current = RecordBatch(
          firstNumber: current.firstNumber + current.count, capacity: FillRun.batchBytes)
      }
      let previous = finishInFlight()
      if let engine, !batches.isEmpty {
        let round = batches
        batches.removeAll(keepingCapacity: true)
        inFlight = Parallel.start(round.count, threads: threads) { engine.process(round[$0]) }
      }
      write(previous)
    }

    func added() {
      if lineByLine {
        runRound()
        return write(finishInFlight())
      }
      guard current.isFull else { return }
      batches.append(current)
      current = RecordBatch(
        firstNumber: current.firstNumber + current.count, capacity: FillRun.batchBytes)
      if batches.count >= roundBatches { runRound() }
    }

    /// Takes what the CSV assembler made of a line, or of the end of the input: a record, the
    /// header, or a malformed record. False stops the reading (a bad header).
    func take(_ step: CSVRecordAssembler.Step) -> Bool {
      let malformed: String
      switch step {
      case .open: return true
      case .tooLong(let length, let lines): malformed = FillRun.unclosedQuote(length, lines: lines)
      case .unclosed(let line):
        guard engine != nil else {
          badHeader = FillRun.unclosedHeader(line, fieldIDs: fieldIDs)
          return false
        }
        malformed = FillRun.unclosedAtEnd
      case .record(let record):
        guard engine != nil else {
          let parsed = record.withUnsafeBufferPointer { header in
            Swift.Result { () throws(CSVError) in
              try CSVRecordParser(header: header, fieldIDs: fieldIDs)
            }
          }
          switch parsed {
          case .success(let parser):
            engine = FillEngine(
              form: form, parser: .csv(parser), terminalSafe: terminalSafe, identity: identity)
          case .failure(let error): badHeader = error.message
          }
          return badHeader == nil
        }
        record.withUnsafeBufferPointer { current.add($0) }
        added()
        return true
      }
      guard engine != nil else {
        badHeader = malformed
        return false
      }
      current.add(malformed: malformed)
      added()
      return true
    }

    stream.forEach { line in
      switch (line, format) {
      case (.tooLong(let length), _):
        if let open = assembler.abandon(withLineOf: length) {
          // The line is part of a quoted cell that never closed: one record, both of them.
          guard take(.tooLong(bytes: open.bytes, lines: open.lines)) else { return false }
        } else {
          current.add(malformed: RecordBatch.tooLong(length))
          added()
        }
      case (.bytes(let bytes), .jsonl):
        current.add(bytes)
        added()
      case (.bytes(let bytes), .csv):
        guard take(assembler.add(bytes)) else { return false }
      }
      if Signals.wasInterrupted {
        interrupted = true
        return false
      }
      return !writeFailed
    }
    if Signals.wasInterrupted { interrupted = true }
    if format == .csv, !interrupted, badHeader == nil {
      // A quoted cell still open: its record is malformed, and the lines after its first
      // are read again.
      while !writeFailed, let step = assembler.nextAtEnd(), take(step) {}
    }
    if format == .csv, engine == nil, badHeader == nil, !interrupted, stream.readError == nil {
      badHeader = "the input is empty; CSV starts with a header of field ids"
    }
    runRound()
    write(finishInFlight())
    progress?.clear()
    return Result(
      summary: summary, seconds: MonotonicTime.now() - started, interrupted: interrupted,
      readError: stream.readError, badHeader: badHeader)
  }
}
