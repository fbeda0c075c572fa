import FormshData
import FormshDomain
import FormshPlatform

/// What a worker does with a batch: parse each record, fill and validate it, write its line.
/// Immutable: shared by the threads of a round, or copied for each worker that fills blocks
/// (`forAnotherThread`).
struct FillEngine: Sendable {
  enum Parser: Sendable {
    case jsonl(JSONRecordParser)
    case csv(CSVRecordParser)

    /// Reads a record into `spans` for the byte path; false when it must take the general
    /// path.
    @inline(__always)
    func spans(_ record: UnsafeBufferPointer<UInt8>, into spans: inout RecordSpans) -> Bool {
      switch self {
      case .jsonl(let json): json.spans(record, into: &spans)
      case .csv(let csv): csv.spans(record, into: &spans)
      }
    }
  }

  let fill: FillRecord
  /// The form's patterns, by field position.
  let patterns: [Pattern?]
  let parser: Parser
  let keys: FillResultKeys
  /// The lines go to a terminal (see `FillResultWriter`).
  let terminalSafe: Bool
  let fieldCount: Int
  /// `--id KEY`: whose value each line carries (the parser must look KEY up:
  /// `RecordIdentity.lookupKeys`).
  let identity: RecordIdentity?
  /// The slots of a `ParsedRecord` for this engine: the fields, and KEY's when it is none.
  let slotCount: Int
  /// KEY's slot, -1 without `--id`: a plain integer, which a record's test reads without
  /// copying `identity` (and its string).
  let idSlot: Int
  /// The byte path (`FillEngine+Bytes`): each field's check, for records not written to a
  /// terminal; `nil` when every record takes the general path.
  let byteChecks: [FieldByteCheck?]?
  /// The form's conditions compiled for the byte path (`nil`: it has none), shared by the
  /// threads of a fill.
  let conditions: ConditionTables?
  /// What each field's payload carries when a record leaves it out and that is valid, as
  /// JSON (`absentJSON[absentStarts[i]..<absentStarts[i + 1]]`; an empty range: its default
  /// fails, or it takes the general path).
  let absentJSON: [UInt8]
  let absentStarts: [Int]
  /// On a form with conditions: the fields whose values they read (`FillRecord.readPositions`),
  /// kept here to be read without going through `fill` for each record.
  let conditionFields: [Int]
  /// Whether every option id of each field has nothing JSON escapes, so that it is written as
  /// it is.
  let plainOptionIDs: [Bool]
  /// On a form with repeating groups: the engines of its numbers of items, which fill its
  /// records (`FillEngine+Lists`).
  let lists: ListEngines?
  /// The lists without items its records' conditions hide: left out of the payload (the
  /// engine of a record of a form with lists, `ListEngines`).
  let hiddenLists: Set<FieldID>

  /// `terminalSafe`: the lines go to a terminal (see `FillResultWriter`). Without
  /// `bytePath`, every record takes the general path (for tests, which compare the two).
  /// A form with repeating groups fills each JSON Lines record on the form of its numbers
  /// of items (`ListEngines`), unless `lists` is false (that engine's own).
  init(
    form: Form, parser: Parser, terminalSafe: Bool = false, identity: RecordIdentity? = nil,
    bytePath: Bool = true, lists: Bool = true, hiddenLists: Set<FieldID> = []
  ) {
    let fill = FillRecord(form: form)
    var engines: ListEngines?
    if lists, !form.lists.isEmpty, case .jsonl = parser {
      engines = ListEngines(form: form, terminalSafe: terminalSafe, identity: identity)
    }
    self.init(
      fill: fill, parser: parser, terminalSafe: terminalSafe, identity: identity,
      bytePath: bytePath, conditions: form.logic.isEmpty ? nil : ConditionTables(fill),
      lists: engines, hiddenLists: hiddenLists)
  }

  /// The same engine for another thread: the objects the byte path touches for every record
  /// are its own (two threads retaining one object make its count's cache line cross between
  /// cores at every retain); the compiled conditions, which take a moment to build, are
  /// shared.
  func forAnotherThread() -> FillEngine {
    FillEngine(
      fill: FillRecord(form: fill.form), parser: parser, terminalSafe: terminalSafe,
      identity: identity, bytePath: byteChecks != nil, conditions: conditions, lists: lists,
      hiddenLists: hiddenLists)
  }

  private init(
    fill: FillRecord, parser: Parser, terminalSafe: Bool, identity: RecordIdentity?,
    bytePath: Bool, conditions: ConditionTables?, lists: ListEngines? = nil,
    hiddenLists: Set<FieldID> = []
  ) {
    self.lists = lists
    self.hiddenLists = hiddenLists
    let form = fill.form
    self.fill = fill
    self.terminalSafe = terminalSafe
    patterns = form.fields.map(\.constraints.pattern)
    self.parser = parser
    keys = FillResultKeys(
      fieldIDs: form.payloadIDs, paths: form.payloadIDPaths,
      emptyLists: form.lists.filter { $0.fields.isEmpty && !hiddenLists.contains($0.id) }
        .map { (before: $0.fields.lowerBound, path: $0.path) },
      terminalSafe: terminalSafe,
      carriesID: identity != nil)
    fieldCount = form.fields.count
    self.identity = identity
    slotCount = fieldCount + (identity?.isExtra == true ? 1 : 0)
    idSlot = identity?.slot ?? -1
    // A form with read-only or computed fields, `submit_data` or groups takes the general
    // path.
    if bytePath, !terminalSafe, !fill.hasExtras, form.groups.isEmpty {
      byteChecks = form.fields.map(FieldByteCheck.init)
    } else {
      byteChecks = nil
    }
    self.conditions = conditions
    let writer = FillResultWriter(keys: keys, capacity: 16)
    var absentJSON: [UInt8] = []
    var absentStarts = [0]
    for index in form.fields.indices {
      if case .success(let value) = fill.outcome(of: index, given: nil) {
        absentJSON += writer.json(of: value)
      }
      absentStarts.append(absentJSON.count)
    }
    self.absentJSON = absentJSON
    self.absentStarts = absentStarts
    plainOptionIDs = (byteChecks ?? []).map { check in
      guard let check else { return false }
      return (0..<check.optionCount).allSatisfy {
        check.withOptionID($0, FillResultWriter.needsNoEscape)
      }
    }
    conditionFields = fill.readPositions
  }

  /// The output lines of a batch and its counts. After Ctrl-C (or SIGTERM), a costly pattern
  /// match gives up at once (`Pattern.isInterrupted`), and so does a long evaluation of the
  /// form's conditions (`LogicRule.isInterrupted`): the batch stops before the first record
  /// with such a check (`summary.cut`), whose verdict is not known, and its records up to
  /// there are written.
  func process(_ batch: RecordBatch) -> (lines: FilledLines, summary: FillSummary) {
    var space = Workspace()
    return process(batch, in: &space)
  }

  /// What one thread fills its batches in, kept from batch to batch: the use case's scratch,
  /// and the conditions' readings, whose verdicts worked out then serve every batch. It fits
  /// itself to the engine it is used with.
  struct Workspace {
    var scratch = FillScratch()
    var readings: ConditionReadings?
  }

  /// A workspace held by reference, for the batches of `FillRun`'s rounds, filled on other
  /// threads: each batch of a round has its own, kept from round to round, and rounds do not
  /// overlap, so one is never used by two threads at once.
  final class RoundWorkspace: @unchecked Sendable {
    var space = Workspace()
  }

  /// The same, in the caller's workspace, reused from batch to batch.
  func process(_ batch: RecordBatch, in space: inout Workspace) -> (
    lines: FilledLines, summary: FillSummary
  ) {
    if let lists { return processLists(batch, lists, in: &space) }
    return processOwn(batch, in: &space)
  }

  /// `process` with this engine's own form.
  func processOwn(_ batch: RecordBatch, in space: inout Workspace) -> (
    lines: FilledLines, summary: FillSummary
  ) {
    if byteChecks != nil, let conditions {
      if space.readings?.tables !== conditions {
        space.readings = ConditionReadings(conditions, form: fill.form)
      }
      fill.prepare(&space.scratch)
    } else {
      space.readings = nil
    }
    var writer = FillResultWriter(keys: keys, capacity: batch.bytes.count * 2)
    var summary = FillSummary()
    var record = ParsedRecord(fieldCount: slotCount)
    var payload: [PayloadValue] = []
    var spans = RecordSpans(slotCount: byteChecks == nil ? 0 : slotCount)
    var work = ByteWork(fieldCount: fieldCount)
    batch.bytes.withUnsafeBufferPointer { bytes in
      for (offset, unit) in batch.units.enumerated() {
        let number = batch.firstNumber + offset
        if let byteChecks, case .record(let range) = unit {
          let line = UnsafeBufferPointer(rebasing: bytes[range])
          switch emitBytes(
            line, number: number, byteChecks, &spans, &space.readings, &space.scratch,
            &work, &writer,
            &summary)
          {
          case .written:
            summary.bytePath += 1
            continue
          case .interrupted:
            summary.cut = true
            return
          case .general: break
          }
        }
        read(unit, bytes: bytes, into: &record)
        guard emit(&record, number: number, &payload, &space.scratch, &writer, &summary) else {
          summary.cut = true
          break
        }
      }
    }
    return (FilledLines(writer.finish()), summary)
  }

  /// Parses one unit of a batch into `record` (a malformed line becomes a malformed record).
  @inline(__always)
  func read(
    _ unit: RecordBatch.Unit, bytes: UnsafeBufferPointer<UInt8>, into record: inout ParsedRecord
  ) {
    switch unit {
    case .malformed(let reason): record.setMalformed(reason)
    case .record(let range):
      let slice = UnsafeBufferPointer(rebasing: bytes[range])
      switch parser {
      case .jsonl(let json): json.parse(slice, into: &record)
      case .csv(let csv): csv.parse(slice, into: &record)
      }
    }
  }

  /// `read` of a record held in an array (a list's record, read again off the hot path).
  func read(_ unit: RecordBatch.Unit, in bytes: [UInt8], into record: inout ParsedRecord) {
    // Not for speed: the byte reader takes a buffer, as fill's lines are never copied.
    bytes.withUnsafeBufferPointer { read(unit, bytes: $0, into: &record) }
  }

  /// What `check` found of one record.
  enum Verdict {
    /// Valid: its payload, aligned with the fields, which fields its conditions hid (empty
    /// when none can be), its `--id` value, and the form it was filled on when that is not
    /// the engine's (a form with lists: the record's numbers of items).
    case valid([PayloadValue], hidden: [Bool], id: Input?, form: Form? = nil)
    /// Invalid (`malformed` when it was not a record at all): its output line.
    case invalid(line: [UInt8], malformed: Bool)
    /// Ctrl-C stopped one of its checks: it has no verdict.
    case interrupted
  }

  /// Checks one record on its own, for `fill --to`, which sends each valid record before it
  /// writes its line: the same parsing, filling and validation as `process`, so the same
  /// verdicts. `record`, `payload` and `scratch` are the caller's, reused record to record;
  /// `summary` too, which counts the record (and its errors, for the breakdown).
  func check(
    _ unit: RecordBatch.Unit, bytes: UnsafeBufferPointer<UInt8>, number: Int,
    record: inout ParsedRecord, payload: inout [PayloadValue], scratch: inout FillScratch,
    summary: inout FillSummary
  ) -> Verdict {
    if let lists, case .record(let range) = unit {
      let one = RecordBatch(
        firstNumber: number, bytes: Array(bytes[range]), units: [.record(0..<range.count)])
      switch lists.route(one.bytes) {
      case .own:
        break
      case .refused(let list, let slot, let failure):
        let line = refusal(one, list: list, slot: slot, failure: failure, summary: &summary)
        return .invalid(line: line.bytes, malformed: false)
      case .engine(let engine):
        var own = ParsedRecord(fieldCount: engine.slotCount)
        var counted = FillSummary()
        var ownScratch = FillScratch()
        let verdict = engine.check(
          unit, bytes: bytes, number: number, record: &own, payload: &payload,
          scratch: &ownScratch, summary: &counted)
        summary = summary + lists.rekeyed(counted, from: engine)
        guard case .valid(let values, let hidden, let id, _) = verdict else { return verdict }
        return .valid(values, hidden: hidden, id: id, form: engine.fill.form)
      }
    }
    read(unit, bytes: bytes, into: &record)
    var writer = FillResultWriter(keys: keys, capacity: 256)
    let (ok, malformed) = (summary.ok, summary.malformed)
    guard emit(&record, number: number, &payload, &scratch, &writer, &summary) else {
      return .interrupted
    }
    if summary.ok > ok { return .valid(payload, hidden: scratch.hidden, id: writer.id) }
    return .invalid(line: writer.finish().bytes, malformed: summary.malformed > malformed)
  }

  /// Writes one record's line; false, writing nothing, when Ctrl-C stopped one of its checks.
  func emit(
    _ record: inout ParsedRecord, number: Int, _ payload: inout [PayloadValue],
    _ scratch: inout FillScratch, _ writer: inout FillResultWriter, _ summary: inout FillSummary
  ) -> Bool {
    // Before fill, which takes the values out (KEY may be a field).
    if idSlot >= 0 { writer.id = record.inputs[idSlot] }
    if let reason = record.malformed {
      summary.malformed += 1
      writer.malformed(number, reason)
      return true
    }
    let errors = record.withInputs { fill(taking: &$0, into: &payload, scratch: &scratch) }
    if Signals.wasInterrupted, scratch.wasInterrupted || wasInterrupted(errors) { return false }
    if errors.isEmpty, record.unknownKeys.isEmpty, record.repeatedFields.isEmpty,
      record.misshapen.isEmpty
    {
      summary.ok += 1
      writer.valid(number, payload, hidden: scratch.hidden)
      return true
    }
    summary.invalid += 1
    var unknown = record.unknownKeys.map { ($0, "is not a field of this form") }
    let repeated = record.repeatedFields.filter { $0 < fieldCount }.map {
      FillError(field: $0, message: "is named more than once in the record", code: .repeatedField)
    }
    // `--id KEY` named twice: which value identifies the record is what it must say.
    if let identity, identity.isExtra, record.repeatedFields.contains(identity.slot) {
      unknown.append((identity.key, "is named more than once in the record"))
    }
    for _ in record.unknownKeys { summary.count(.unknownKey, .unknownField) }
    if unknown.count > record.unknownKeys.count { summary.count(.unknownKey, .repeatedField) }
    // A group or a list given as something else than an object or an array of them.
    unknown += record.misshapen.map { ($0.key, $0.message) }
    for entry in record.misshapen { summary.count(.unknownKey, entry.code) }
    guard !errors.isEmpty else {
      summary.count(repeated)
      writer.invalid(number, fields: repeated, keys: unknown)
      return true
    }
    // Fill's errors are in field order already. A field named twice is that error, whatever
    // its first value gave: which value was meant is what the record must say.
    let fields =
      repeated.isEmpty
      ? errors
      : (errors.filter { error in !repeated.contains { $0.field == error.field } } + repeated)
        .sorted { ($0.field ?? .max) < ($1.field ?? .max) }
    summary.count(fields)
    writer.invalid(number, fields: fields, keys: unknown)
    return true
  }

  /// Whether one of a record's errors is a pattern check that Ctrl-C stopped. Asked only
  /// after Ctrl-C; a field's `error_message` never replaces that failure's message.
  func wasInterrupted(_ errors: [FillError]) -> Bool {
    errors.contains { error in
      guard let field = error.field, field < patterns.count, let pattern = patterns[field] else {
        return false
      }
      return error.message
        == ValidationFailure.patternNotChecked(pattern.source, interrupted: true).message
    }
  }
}
