import FormshData
import FormshDomain
import FormshPlatform

extension FillRun {
  /// JSON Lines, not typed at a terminal. The main thread reads blocks of whole lines
  /// (`LineBlockReader`: a read, a search for the last newline and a count of the newlines per
  /// block, so it knows each block's first record number); the worker threads split each
  /// block into records and fill them (`OrderedPipeline`: a thread that is done takes the next
  /// block at once, with no round to wait for); the main thread writes each block's lines in
  /// input order. It does nothing per record, so its share of a core stays small however
  /// cheap filling a record gets, and `--jobs 2` is not held back by it. At most
  /// `roundBatches + 2` blocks are in flight, which bounds memory as rounds do. Ctrl-C stops
  /// the reading; the blocks in flight are filled and written, so the output holds complete
  /// lines for every record read.
  func runBlocks(blockSize: Int, started: Double) -> Result {
    let reader = LineBlockReader(
      descriptor: input, leading: leading, blockSize: blockSize, interrupt: .stopOnCtrlC)
    // Built here once; each worker takes a copy of its own on its own thread (see
    // `OrderedPipeline.init(threads:capacity:worker:)`), and a workspace for all its blocks,
    // so what it works out stays for the next.
    let engine = FillEngine(
      form: form, parser: .jsonl(JSONRecordParser(form: form, identity: identity)),
      terminalSafe: terminalSafe, identity: identity)
    let pipeline = OrderedPipeline(
      threads: threads, capacity: roundBatches + 2,
      worker: {
        let engine = engine.forAnotherThread()
        var space = FillEngine.Workspace()
        return { (item: (block: LineBlock, firstNumber: Int)) in
          let batch = RecordBatch(item.block, firstNumber: item.firstNumber)
          let (lines, summary) = engine.process(batch, in: &space)
          return (lines: lines, summary: summary, bytes: batch.bytes)
        }
      })
    var summary = FillSummary()
    var writeFailed = false
    var number = firstRecord

    func write(_ result: (lines: FilledLines, summary: FillSummary, bytes: [UInt8])) {
      reader.recycle(result.bytes)
      // After a block that Ctrl-C cut short, nothing more: the output stays the records from
      // the first up to the last one written, with no gap.
      guard !summary.cut else { return }
      summary = summary + result.summary
      if !writeFailed { writeFailed = !result.lines.withBytes(sink) }
      progress?.update(records: summary.records, bytes: reader.consumed)
    }

    while !writeFailed, !Signals.wasInterrupted {
      // What is filled goes out before a read that would wait for the input (a pipe).
      while pipeline.inFlight > 0, !reader.isReady, let result = pipeline.next(waiting: true) {
        write(result)
      }
      while !pipeline.hasRoom, let result = pipeline.next(waiting: true) { write(result) }
      guard let block = reader.next() else { break }
      pipeline.submit((block, number))
      number += block.lineCount
      while let result = pipeline.next(waiting: false) { write(result) }
    }
    while let result = pipeline.next(waiting: true) { write(result) }
    pipeline.close()
    progress?.clear()
    return Result(
      summary: summary, seconds: MonotonicTime.now() - started,
      interrupted: Signals.wasInterrupted, readError: reader.readError, badHeader: nil)
  }
}
