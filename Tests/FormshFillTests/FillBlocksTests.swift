import FormshData
import FormshPlatform
import Foundation
import Testing

@testable import FormshFill

/// `fill` reads JSON Lines in blocks that the worker threads split into records
/// (`FillRun.runBlocks`): the same lines, numbered the same, as reading them one by one,
/// wherever the blocks' boundaries fall (blocks of a few bytes put them inside records, inside
/// a `\r\n`, and make every record longer than a block).
@Suite struct FillBlocksTests {
  static let form = try! FormDecoder.decode(
    try FileSystem.read(Repository.root.path + "/Benchmarks/campaign-bench.json"),
    source: "campaign-bench.json"
  ).form

  /// Records of the benchmark form: valid ones, and every seventh one invalid.
  static func records(_ count: Int, separator: String = "\n") -> String {
    (1...count).map { index in
      let email = index % 7 == 0 ? "not an email" : "user\(index)@example.com"
      return #"{"campaign_name":"Campaign \#(index)","daily_budget":\#(index).5,"#
        + #""destination_url":"https://shop.example.com/\#(index)","#
        + #""contact_email":"\#(email)","account_password":"secret-password-\#(index)","#
        + #""primary_objective":"obj_sales","ad_networks":["net_meta"],"accept_legal":true}"#
        + separator
    }.joined()
  }

  /// What a fill of `bytes` writes and its summary; `blockSize` nil reads line by line.
  static func fill(
    _ bytes: [UInt8], blockSize: Int?, threads: Int = 2, firstRecord: Int = 1, id: String? = nil
  ) throws -> (output: String, summary: String) {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "fb-\(UUID().uuidString)")
    try Data(bytes).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let handle = try FileHandle(forReadingFrom: url)
    defer { try? handle.close() }
    final class Output { var bytes: [UInt8] = [] }
    let output = Output()
    let run = FillRun(
      form: form, format: .jsonl, input: handle.fileDescriptor, inputSize: bytes.count,
      progress: false, threads: threads,
      identity: id.map { RecordIdentity(key: $0, fieldIDs: form.fields.map(\.id)) },
      firstRecord: firstRecord, blockSize: blockSize
    ) { line in
      output.bytes.append(contentsOf: line)
      return true
    }
    let result = run.run()
    #expect(!result.interrupted)
    #expect(result.readError == nil)
    let summary = result.summary
    return (
      String(decoding: output.bytes, as: UTF8.self),
      "\(summary.ok) ok, \(summary.invalid) invalid, \(summary.malformed) malformed"
    )
  }

  /// Checks that blocks of every size give the lines of reading line by line.
  static func expectSameLines(
    _ bytes: [UInt8], firstRecord: Int = 1, id: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let expected = try fill(bytes, blockSize: nil, firstRecord: firstRecord, id: id)
    for blockSize in [1, 3, 7, 64, 333, LineBlockReader.blockSize] {
      for threads in [1, 2, 3] {
        let got = try fill(
          bytes, blockSize: blockSize, threads: threads, firstRecord: firstRecord, id: id)
        #expect(
          got.output == expected.output, "blocks of \(blockSize), \(threads) threads",
          sourceLocation: sourceLocation)
        #expect(got.summary == expected.summary, sourceLocation: sourceLocation)
      }
    }
  }

  @Test func recordNumbersAreExactAcrossBlocks() throws {
    let bytes = Array(Self.records(150).utf8)
    try Self.expectSameLines(bytes)
    let (output, summary) = try Self.fill(bytes, blockSize: 64)
    #expect(summary == "129 ok, 21 invalid, 0 malformed")
    let numbers = output.split(separator: "\n").map { line in
      Int(line.dropFirst(#"{"record":"#.count).prefix { $0.isNumber })
    }
    #expect(numbers == (1...150).map { $0 })
  }

  @Test func carriageReturnsSplitAcrossBlocks() throws {
    try Self.expectSameLines(Array(Self.records(40, separator: "\r\n").utf8))
  }

  @Test func blankAndMalformedLinesAndNoFinalNewline() throws {
    var text = Self.records(20)
    text += "\n" + #"{"campaign_name": "# + "\n" + "not json at all\r\n" + Self.records(20)
    text += #"{"campaign_name":"last, without a newline"}"#
    try Self.expectSameLines(Array(text.utf8))
  }

  @Test func aByteOrderMarkAtTheStart() throws {
    try Self.expectSameLines([0xEF, 0xBB, 0xBF] + Array(Self.records(12, separator: "\r\n").utf8))
    try Self.expectSameLines([0xEF, 0xBB, 0xBF])
    try Self.expectSameLines([0xEF, 0xBB, 0xBF, 0x0A] + Array(Self.records(3).utf8))
  }

  @Test func emptyInputs() throws {
    for text in ["", "\n", "\r", "\r\n\n"] { try Self.expectSameLines(Array(text.utf8)) }
  }

  @Test func firstRecordAndID() throws {
    let bytes = Array(Self.records(60).utf8)
    try Self.expectSameLines(bytes, firstRecord: 5)
    try Self.expectSameLines(bytes, id: "campaign_name")
    try Self.expectSameLines(bytes, firstRecord: 1_000_000, id: "campaign_name")
  }

  /// A line past the 16 MiB limit is one malformed record, numbered in its place.
  @Test func aLineOverTheLimitIsOneMalformedRecord() throws {
    let long = [UInt8](repeating: 0x78, count: LineStream.maximumLineLength + 7)
    let bytes =
      Array(Self.records(3).utf8) + long + Array("\r\n".utf8)
      + Array(Self.records(2).utf8)
    let expected = try Self.fill(bytes, blockSize: nil)
    #expect(expected.summary == "5 ok, 0 invalid, 1 malformed")
    #expect(expected.output.contains(#""record":4"#))
    for blockSize in [1000, LineBlockReader.blockSize] {
      let got = try Self.fill(bytes, blockSize: blockSize)
      #expect(got.output == expected.output)
      #expect(got.summary == expected.summary)
    }
  }
}
