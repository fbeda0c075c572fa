import FormshData
import FormshDomain
import FormshPlatform
import Testing

@testable import FormshFill

/// `fill` checks a JSON Lines record's values on their bytes where it can (`FillEngine+Bytes`)
/// and leaves the rest to the general path; for every line, what it writes must be byte for
/// byte what the general path alone writes (`FillEngine(bytePath: false)`): the same verdict,
/// payload, messages and order. Over every form of the repository, the built-in one and forms
/// made to reach each kind and rule, thousands of seeded records each, plain and hostile,
/// with and without `--id` and `--first-record`.
@Suite struct BytePathAgreementTests {
  /// How records are read and numbered: `--id KEY` (a field, or no field) and
  /// `--first-record`.
  struct Setting: CustomStringConvertible {
    var key: String?
    var firstRecord = 1
    /// Lines for a terminal (the byte path is not taken for them, yet).
    var terminalSafe = false
    var description: String {
      "--id \(key ?? "(none)") --first-record \(firstRecord)"
        + (terminalSafe ? " to a terminal" : "")
    }
  }

  /// What comparing the two paths over some lines found.
  struct Comparison {
    /// Lines the byte path wrote.
    var bytePath = 0
    var records = 0
    var ok = 0
    /// The first few disagreements, described.
    var disagreements: [String] = []
  }

  static let root = Repository.root.path

  /// A form file of the repository.
  static func load(_ path: String) throws -> Form {
    try FormDecoder.decode(try FileSystem.read(root + "/" + path), source: path).form
  }

  static let repositoryForms = [
    "Forms/campaign.json", "Forms/checkout.json", "Forms/hostile.json", "Forms/showcase.json",
    "Forms/signup.json", "Forms/trip.json", "Benchmarks/campaign-bench.json",
    "Benchmarks/campaign-bench-conditions.json", "Benchmarks/campaign-bench-patterns.json",
  ]

  /// The byte path's engine and the general path's, for one setting: for JSON Lines, or for
  /// CSV rows under `header`.
  static func engines(_ form: Form, _ setting: Setting, header: [UInt8]? = nil) -> (
    bytes: FillEngine, general: FillEngine
  ) {
    let ids = form.fields.map(\.id)
    let identity = setting.key.map { RecordIdentity(key: $0, fieldIDs: ids) }
    let keys = RecordIdentity.lookupKeys(ids, identity)
    var parser = FillEngine.Parser.jsonl(JSONRecordParser(fieldIDs: keys))
    if let header {
      let csv = header.withUnsafeBufferPointer { header in
        Result { () throws(CSVError) in try CSVRecordParser(header: header, fieldIDs: keys) }
      }
      #expect(throws: Never.self) { parser = .csv(try csv.get()) }
    }
    let safe = setting.terminalSafe
    return (
      FillEngine(form: form, parser: parser, terminalSafe: safe, identity: identity),
      FillEngine(
        form: form, parser: parser, terminalSafe: safe, identity: identity, bytePath: false)
    )
  }

  /// Lines in batches as fill makes them (records after records, so what one leaves behind
  /// in the byte path's reused state meets the next).
  static func batches(_ lines: [[UInt8]], firstRecord: Int) -> [RecordBatch] {
    var batches: [RecordBatch] = []
    var start = 0
    while start < lines.count {
      var batch = RecordBatch(firstNumber: firstRecord + start, capacity: 1 << 16)
      for line in lines[start..<min(start + FillRun.batchRecords, lines.count)] {
        line.withUnsafeBufferPointer { batch.add($0) }
      }
      batches.append(batch)
      start += FillRun.batchRecords
    }
    return batches
  }

  static func output(_ engine: FillEngine, _ batch: RecordBatch) -> ([UInt8], FillSummary) {
    var space = FillEngine.Workspace()
    return output(engine, batch, &space)
  }

  /// The same in the caller's workspace, as a worker keeps it from block to block.
  static func output(
    _ engine: FillEngine, _ batch: RecordBatch, _ space: inout FillEngine.Workspace
  ) -> ([UInt8], FillSummary) {
    let (lines, summary) = engine.process(batch, in: &space)
    return (lines.withBytes { Array($0) }, summary)
  }

  static func text(_ bytes: some Collection<UInt8>) -> String {
    String(decoding: bytes, as: UTF8.self).debugDescription
  }

  /// Fills the lines with both engines and compares their output; a batch whose output
  /// differs is filled again a line at a time to name the lines that disagree.
  static func compare(
    _ form: Form, _ lines: [[UInt8]], _ setting: Setting, header: [UInt8]? = nil
  ) -> Comparison {
    let (bytes, general) = engines(form, setting, header: header)
    var comparison = Comparison()
    // The byte path's engine as a worker of `fill` has it: a copy for its thread, and one
    // scratch that remembers verdicts from batch to batch.
    let worker = bytes.forAnotherThread()
    var space = FillEngine.Workspace()
    for batch in batches(lines, firstRecord: setting.firstRecord) {
      let (fast, fastSummary) = output(worker, batch, &space)
      let (slow, slowSummary) = output(general, batch)
      comparison.bytePath += fastSummary.bytePath
      comparison.records += slowSummary.records
      comparison.ok += slowSummary.ok
      #expect(slowSummary.bytePath == 0)
      guard
        fast != slow || fastSummary.ok != slowSummary.ok
          || fastSummary.invalid != slowSummary.invalid
          || fastSummary.malformed != slowSummary.malformed
      else { continue }
      comparison.disagreements += culprits(batch, lines, setting, bytes, general)
    }
    return comparison
  }

  /// The lines of a batch that disagree alone; the batch's first differing output line when
  /// none does (then the byte path carries something from one record to the next).
  static func culprits(
    _ batch: RecordBatch, _ lines: [[UInt8]], _ setting: Setting, _ bytes: FillEngine,
    _ general: FillEngine
  ) -> [String] {
    var found: [String] = []
    let first = batch.firstNumber - setting.firstRecord
    for index in first..<first + batch.count where found.count < 3 {
      let alone = batches([lines[index]], firstRecord: setting.firstRecord + index)[0]
      let fast = output(bytes, alone).0
      let slow = output(general, alone).0
      guard fast != slow else { continue }
      found.append(
        "\(setting): record \(text(lines[index]))\n  byte path: \(text(fast))\n  general:   \(text(slow))"
      )
    }
    if found.isEmpty {
      let fast = output(bytes, batch).0.split(separator: 0x0A, omittingEmptySubsequences: false)
      let slow = output(general, batch).0.split(separator: 0x0A, omittingEmptySubsequences: false)
      let index =
        zip(fast, slow).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(fast.count, slow.count)
      found.append(
        "\(setting): every line agrees alone, but not in its batch; line \(index):\n"
          + "  byte path: \(index < fast.count ? text(fast[index]) : "none")\n"
          + "  general:   \(index < slow.count ? text(slow[index]) : "none")")
    }
    return found
  }

  /// The settings a form is filled with: no `--id`, `--id` of a key that is no field (which
  /// records name too), `--id` of a field; numbers from 1 or far on.
  static func settings(_ form: Form) -> [Setting] {
    [
      Setting(key: nil), Setting(key: "rid", firstRecord: 987_654_321),
      Setting(key: form.fields.first?.id, firstRecord: 1_000),
      Setting(key: form.fields.last?.id), Setting(key: "rid", terminalSafe: true),
    ]
  }

  /// Generates `count` records per setting from `seed`, compares, and reports every
  /// disagreement; returns what was compared, all settings together.
  @discardableResult
  static func check(
    _ name: String, _ form: Form, count: Int, seed: UInt64,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> (comparison: Comparison, clean: Int) {
    var total = Comparison()
    var clean = 0
    for (offset, setting) in settings(form).enumerated() {
      let extra = setting.key.flatMap { form.field($0) == nil ? $0 : nil }
      var generator = HostileRecords(form: form, extraKey: extra, seed: seed &+ UInt64(offset))
      let (lines, plain) = generator.lines(count)
      clean += plain.filter { $0 }.count
      let comparison = compare(form, lines, setting)
      total.bytePath += comparison.bytePath
      total.records += comparison.records
      total.ok += comparison.ok
      total.disagreements += comparison.disagreements
    }
    report(name, total, sourceLocation: sourceLocation)
    return (total, clean)
  }

  /// Records the first few disagreements as issues.
  static func report(
    _ name: String, _ comparison: Comparison, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for disagreement in comparison.disagreements.prefix(6) {
      Issue.record("\(name): \(disagreement)", sourceLocation: sourceLocation)
    }
  }

  @Test(arguments: repositoryForms)
  func everyRepositoryFormAgrees(_ path: String) throws {
    let (comparison, _) = Self.check(path, try Self.load(path), count: 600, seed: 0x5EED_0001)
    #expect(comparison.records == 3_000)
  }

  @Test func theBuiltInFormAgrees() throws {
    let form = try BuiltinFormSource().load().form
    let (comparison, _) = Self.check("built-in", form, count: 600, seed: 0x5EED_0002)
    #expect(comparison.records == 3_000)
  }

  @Test(arguments: AgreementForms.all.indices)
  func everyKindAndRuleAgrees(_ index: Int) {
    let (name, form) = AgreementForms.all[index]
    let (comparison, _) = Self.check(name, form, count: 600, seed: 0x5EED_0100 + UInt64(index))
    #expect(comparison.records == 3_000)
    // Valid records, whose payloads are compared, and not only messages.
    #expect(comparison.ok > 300)
  }

  /// Forms no test wrote by hand (`GeneratedForms`): conditions of every shape on every kind,
  /// answered on the byte path from the tables the evaluator filled or by the evaluator, and
  /// on the general path by the evaluator alone.
  @Test(arguments: 0..<UInt64(32))
  func everyGeneratedFormAgrees(_ seed: UInt64) {
    let (name, form) = GeneratedForms.form(seed: 0x6E_0000 + seed)
    let (comparison, _) = Self.check(name, form, count: 200, seed: 0x5EED_0200 + seed)
    #expect(comparison.records == 1_000)
    #expect(comparison.bytePath > 0)
  }

  /// Plain records of valid values (`Benchmarks/gen_records.py`'s shape) all take the byte
  /// path on the benchmark form, and so do many others: otherwise the tests above would
  /// compare the general path with itself.
  @Test func theBenchmarkFormsRecordsTakeTheBytePath() throws {
    let form = try Self.load("Benchmarks/campaign-bench.json")
    for setting in [Setting(), Setting(key: "rid", firstRecord: 5)] {
      var generator = HostileRecords(form: form, extraKey: setting.key, seed: 0x5EED_0003)
      let (lines, clean) = generator.lines(2_000)
      let plain = zip(lines, clean).filter(\.1).map(\.0)
      #expect(plain.count > 900)
      let comparison = Self.compare(form, plain, setting)
      Self.report("bench, plain", comparison)
      #expect(comparison.bytePath == plain.count)
      #expect(comparison.ok == plain.count)
      // A value the byte path is not sure of goes through the general step inside the byte
      // path's line: many hostile records are written by it too.
      let all = Self.compare(form, lines, setting)
      Self.report("bench", all)
      #expect(all.bytePath > plain.count + 200)
    }
  }

  /// Plain records take the byte path whether every field has a check or only some (a field
  /// without one is filled by the general step inside the byte path's line), and on forms
  /// whose conditions it answers on bytes (one dropdown, multi-select, on/off or number field
  /// each). Forms with other conditions are left out: whether they take it is the byte path's
  /// to change; the tests above compare them either way.
  @Test(arguments: [
    "every kind, required", "wide", "options", "patterns and ranges", "single",
    "conditional on bytes", "enabled on bytes", "Benchmarks/campaign-bench-conditions.json",
  ])
  func theBytePathIsTakenByPlainRecords(_ name: String) throws {
    let form =
      try AgreementForms.all.first { $0.0 == name }?.1 ?? Self.load(name)
    var generator = HostileRecords(form: form, seed: 7)
    let (lines, clean) = generator.lines(400)
    let plain = zip(lines, clean).filter(\.1).map(\.0)
    #expect(plain.count > 50)
    let comparison = Self.compare(form, plain, Setting())
    Self.report(name, comparison)
    #expect(comparison.bytePath == plain.count)
  }
}
