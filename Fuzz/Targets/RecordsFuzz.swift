// Fuzz target: bytes as records for Benchmarks/campaign-bench-conditions.json (the benchmark
// form with conditions and rules, so the conditions' fast path and its fall-back to the
// evaluator are fuzzed too). The first byte picks the
// reader ('c' CSV, anything else JSON Lines); each record is parsed, filled with FillRecord
// and written as fill writes it, and the line written must be JSON. The JSON Lines fast path
// must agree with the strict parser, and the conditions' fast path with the evaluator: the
// line must be the same when every condition goes through the evaluator.

nonisolated(unsafe) let benchForm: Form = {
  let path = FuzzCheck.root + "/Benchmarks/campaign-bench-conditions.json"
  return try! FormDecoder.decode(try! FileSystem.read(path), source: path).form
}()
let fieldIDs = benchForm.fields.map(\.id)
let fill = FillRecord(form: benchForm)
let fillSlowly = FillRecord(form: benchForm, fastConditions: false)
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
  if text != line(record, number: number, fillSlowly) {
    FuzzCheck.fail("the conditions' fast path and the evaluator differ: \(text.prefix(300))")
  }
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
    return 0
  }
  var assembler = CSVRecordAssembler()
  var parser: CSVRecordParser?
  var number = 0
  for line in lines {
    let complete: [UInt8]
    switch Array(line).withUnsafeBufferPointer({ assembler.add($0) }) {
    case .open: continue
    case .tooLong: continue
    case .record(let bytes): complete = bytes
    }
    complete.withUnsafeBufferPointer { buffer in
      guard let parser else {
        parser = try? CSVRecordParser(header: buffer, fieldIDs: fieldIDs)
        return
      }
      number += 1
      parser.parse(buffer, into: &record)
      emit(record, number: number)
    }
    if parser == nil { return 0 }
  }
  if let rest = assembler.remainder(), let parser {
    rest.withUnsafeBufferPointer { parser.parse($0, into: &record) }
    emit(record, number: number + 1)
  }
  return 0
}
