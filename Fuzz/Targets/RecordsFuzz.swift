// Fuzz target: bytes as records for Benchmarks/campaign-bench-conditions.json (the benchmark
// form with conditions and rules). The first byte picks the reader ('c' CSV, anything else
// JSON Lines); each record is parsed, filled with FillRecord (the reference: its conditions
// are the evaluator's) and written as fill writes it, and the line written must be JSON. The
// JSON Lines fast path must agree with the strict parser. JSON Lines input is also filled as
// `fill` fills a batch, on the benchmark form, Forms/showcase.json and the benchmark form with
// conditions, with and without `--id`, and CSV records on the benchmark form with conditions:
// the byte path's line for each record (its conditions answered from tables the evaluator
// filled, or by the evaluator) must be the general path's, byte for byte.

nonisolated(unsafe) let benchForm: Form = {
  let path = FuzzCheck.root + "/Benchmarks/campaign-bench-conditions.json"
  return try! FormDecoder.decode(try! FileSystem.read(path), source: path).form
}()
let fieldIDs = benchForm.fields.map(\.id)
let fill = FillRecord(form: benchForm)
let keys = FillResultKeys(fieldIDs: fieldIDs)
let jsonParser = JSONRecordParser(fieldIDs: fieldIDs)

/// Whether the fast path, where it takes a line, reads it as the strict parser does (the same
/// check as Tests/FormshDataTests/JSONRecordAgreementTests, on the fuzzer's inputs).
func checkAgreement(_ line: UnsafeBufferPointer<UInt8>) {
  var fast = ParsedRecord(fieldCount: fieldIDs.count)
  var strict = ParsedRecord(fieldCount: fieldIDs.count)
  jsonParser.strictParse(line, into: &strict)
  guard jsonParser.fastParse(line, into: &fast) else { return }
  if strict.malformed != nil {
    FuzzCheck.fail("the fast path took a line the strict parser refuses")
  }
  if fast.inputs != strict.inputs || fast.unknownKeys != strict.unknownKeys
    || fast.repeatedFields != strict.repeatedFields
  {
    FuzzCheck.fail("the fast path and the strict parser differ")
  }
}

/// `fill`'s engine with its byte path and without, for a form and a `--id` key.
struct BytePathPair {
  let bytes: FillEngine
  let general: FillEngine

  init(_ path: String, key: String?) {
    let file = FuzzCheck.root + "/" + path
    let form = try! FormDecoder.decode(try! FileSystem.read(file), source: path).form
    let ids = form.fields.map(\.id)
    let identity = key.map { RecordIdentity(key: $0, fieldIDs: ids) }
    let parser = JSONRecordParser(fieldIDs: RecordIdentity.lookupKeys(ids, identity))
    self.init(form: form, parser: .jsonl(parser), identity: identity)
  }

  init(form: Form, parser: FillEngine.Parser, identity: RecordIdentity? = nil) {
    bytes = FillEngine(form: form, parser: parser, identity: identity)
    general = FillEngine(form: form, parser: parser, identity: identity, bytePath: false)
  }
}

/// Chosen by the input's length: without `--id`, or with `--id` of a key that is no field (on
/// the benchmark forms) and of a field (on the showcase form).
let bytePathPairs: [[BytePathPair]] = [
  [
    BytePathPair("Benchmarks/campaign-bench.json", key: nil),
    BytePathPair("Forms/showcase.json", key: nil),
    BytePathPair("Benchmarks/campaign-bench-conditions.json", key: nil),
  ],
  [
    BytePathPair("Benchmarks/campaign-bench.json", key: "id"),
    BytePathPair("Forms/showcase.json", key: "email"),
    BytePathPair("Benchmarks/campaign-bench-conditions.json", key: "id"),
  ],
]

/// Fills the lines (or CSV records) as one batch on each pair's engines; the lines written
/// must be the same.
func checkBytePath(_ lines: [ArraySlice<UInt8>], _ pairs: [BytePathPair]) {
  var batch = RecordBatch(firstNumber: 1, capacity: 1 << 16)
  for line in lines { Array(line).withUnsafeBufferPointer { batch.add($0) } }
  for pair in pairs {
    let fast = pair.bytes.process(batch)
    let slow = pair.general.process(batch)
    let fastBytes = fast.lines.withBytes { Array($0) }
    let slowBytes = slow.lines.withBytes { Array($0) }
    guard
      fastBytes != slowBytes || fast.summary.ok != slow.summary.ok
        || fast.summary.invalid != slow.summary.invalid
    else { continue }
    let fastLines = fastBytes.split(separator: 0x0A, omittingEmptySubsequences: false)
    let slowLines = slowBytes.split(separator: 0x0A, omittingEmptySubsequences: false)
    let index =
      zip(fastLines, slowLines).enumerated().first { $0.element.0 != $0.element.1 }?
      .offset ?? 0
    func text(_ bytes: some Collection<UInt8>) -> String {
      String(decoding: bytes, as: UTF8.self).debugDescription.prefix(400).description
    }
    FuzzCheck.fail(
      "the byte path and the general path differ on record \(index + 1)"
        + (index < lines.count ? " \(text(lines[index]))" : "")
        + "\n  byte path: \(index < fastLines.count ? text(fastLines[index]) : "none")"
        + "\n  general:   \(index < slowLines.count ? text(slowLines[index]) : "none")")
  }
}

func line(_ record: ParsedRecord, number: Int, _ fill: FillRecord) -> String {
  var record = record
  var writer = FillResultWriter(keys: keys)
  if let reason = record.malformed {
    writer.malformed(number, reason)
  } else {
    // As fill's engine does: the batch call, with the payload's hidden fields left out.
    var payload: [PayloadValue] = []
    var scratch = FillScratch()
    let errors = record.withInputs { fill(taking: &$0, into: &payload, scratch: &scratch) }
    if errors.isEmpty {
      writer.valid(number, payload, hidden: scratch.hidden)
    } else {
      writer.invalid(number, fields: errors, keys: record.unknownKeys.map { ($0, "unknown") })
    }
  }
  return String(decoding: writer.bytes, as: UTF8.self)
}

func emit(_ record: ParsedRecord, number: Int) {
  let text = line(record, number: number, fill)
  guard text.hasSuffix("\n"), text.dropLast().firstIndex(of: "\n") == nil else {
    FuzzCheck.fail("not one line: \(text.debugDescription.prefix(300))")
  }
  FuzzCheck.parsesBack(String(text.dropLast()), "fill line")
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRecords(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  guard size > 0 else { return 0 }
  let bytes = FuzzCheck.bytes(data + 1, size - 1)
  let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
  var record = ParsedRecord(fieldCount: fieldIDs.count)
  if data[0] != UInt8(ascii: "c") {
    for (index, line) in lines.enumerated() {
      Array(line).withUnsafeBufferPointer { buffer in
        checkAgreement(buffer)
        jsonParser.parse(buffer, into: &record)
      }
      emit(record, number: index + 1)
    }
    checkBytePath(lines, bytePathPairs[size % 2])
    return 0
  }
  // As `fill` reads CSV (`CSVRecords`); the records are then filled as a batch on the byte
  // path and on the general path.
  var csv = CSVRecords(fieldIDs: fieldIDs)
  var number = 0
  var records: [ArraySlice<UInt8>] = []
  func take(_ unit: CSVRecords.Unit?) -> Bool {
    switch unit {
    case .record(let bytes)?:
      number += 1
      bytes.withUnsafeBufferPointer { csv.parser!.parse($0, into: &record) }
      emit(record, number: number)
      records.append(bytes[...])
    case .malformed?: number += 1  // a malformed record of its own
    case nil: break
    }
    return csv.badHeader == nil
  }
  for line in lines {
    let unit = Array(line).withUnsafeBufferPointer { csv.take(.bytes($0)) }
    guard take(unit) else { return 0 }
  }
  while let unit = csv.nextAtEnd(readFailed: false), take(unit) {}
  if let parser = csv.parser {
    checkBytePath(records, [BytePathPair(form: benchForm, parser: .csv(parser))])
  }
  return 0
}
