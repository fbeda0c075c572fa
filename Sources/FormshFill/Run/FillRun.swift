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
  /// The bytes read from `input` before the run (`fill` looks at a pipe's first record), which
  /// the readers give first.
  let leading: [UInt8]
  /// The bytes of a block of JSON Lines (`runBlocks`); `nil` reads them line by line, as CSV
  /// is read (the tests compare the two).
  let blockSize: Int?

  public init(
    form: Form, format: FillFormat, input: Int32, leading: [UInt8] = [], inputSize: Int?,
    progress: Bool,
    threads: Int = Parallel.processorCount, terminalSafe: Bool = false, lineByLine: Bool = false,
    identity: RecordIdentity? = nil, firstRecord: Int = 1,
    blockSize: Int? = LineBlockReader.blockSize,
    sink: @escaping (UnsafeBufferPointer<UInt8>) -> Bool
  ) {
    self.input = input
    self.leading = leading
    self.blockSize = blockSize
    self.identity = identity
    self.firstRecord = firstRecord
    self.terminalSafe = terminalSafe
    self.lineByLine = lineByLine
    self.form = form
    self.format = format
    self.stream = LineStream(descriptor: input, leading: leading, interrupt: .stopOnCtrlC)
    self.sink = sink
    self.threads = threads
    self.roundBatches = min(
      2 * min(threads, Parallel.processorCount), FillRun.maximumRoundBatches)
    self.progress = progress ? ProgressBar(totalBytes: inputSize) : nil
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
        form: form, parser: .jsonl(JSONRecordParser(form: form, identity: identity)),
        terminalSafe: terminalSafe, identity: identity) : nil
    var csv = format == .csv ? CSVRecords(fieldIDs: fieldIDs) : nil
    var summary = FillSummary()
    var writeFailed = false
    var interrupted = false
    var batches: [RecordBatch] = []
    // The workspace of each batch of a round, so that what the byte path works out (the
    // verdicts of the form's conditions) serves the rounds after it too.
    let spaces = (0..<roundBatches).map { _ in FillEngine.RoundWorkspace() }
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
        inFlight = Parallel.start(round.count, threads: threads) {
          engine.process(round[$0], in: &spaces[$0].space)
        }
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

    /// Takes what CSV lines, or the end of the input, gave; false stops the reading (a bad
    /// header).
    func take(_ unit: CSVRecords.Unit?) -> Bool {
      if engine == nil, let parser = csv?.parser {
        engine = FillEngine(
          form: form, parser: .csv(parser), terminalSafe: terminalSafe, identity: identity)
      }
      switch unit {
      case .record(let record)?:
        record.withUnsafeBufferPointer { current.add($0) }
        added()
      case .malformed(let reason)?:
        current.add(malformed: reason)
        added()
      case nil: break
      }
      return csv?.badHeader == nil
    }

    stream.forEach { line in
      if csv != nil {
        guard take(csv!.take(line)) else { return false }
      } else {
        switch line {
        case .tooLong(let length): current.add(malformed: RecordBatch.tooLong(length))
        case .bytes(let bytes): current.add(bytes)
        }
        added()
      }
      if Signals.wasInterrupted {
        interrupted = true
        return false
      }
      return !writeFailed
    }
    if Signals.wasInterrupted { interrupted = true }
    if csv != nil, !interrupted {
      while !writeFailed, let unit = csv!.nextAtEnd(readFailed: stream.readError != nil),
        take(unit)
      {}
    }
    runRound()
    write(finishInFlight())
    progress?.clear()
    return Result(
      summary: summary, seconds: MonotonicTime.now() - started, interrupted: interrupted,
      readError: stream.readError, badHeader: csv?.badHeader)
  }
}
