import FormshData
import FormshDomain
import FormshPlatform
import Foundation
import Testing

@testable import FormshFill

/// `fill` on a form with conditions, in blocks filled by 1, 2 or 8 worker threads, each with
/// its own engine and a scratch that remembers verdicts from block to block
/// (`FillRun.runBlocks`): every line is the general path's, byte for byte, in input order.
@Suite struct FillThreadsAgreementTests {
  static let forms = BytePathAgreementTests.repositoryForms

  /// What the general path alone writes for the lines, one batch after another.
  static func general(_ form: Form, _ lines: [[UInt8]]) -> [UInt8] {
    let engine = FillEngine(
      form: form, parser: .jsonl(JSONRecordParser(fieldIDs: form.fields.map(\.id))),
      bytePath: false)
    return BytePathAgreementTests.batches(lines, firstRecord: 1).flatMap {
      BytePathAgreementTests.output(engine, $0).0
    }
  }

  /// What `fill` writes for `bytes` in blocks of `blockSize` on `threads` threads.
  static func fill(_ form: Form, _ bytes: [UInt8], blockSize: Int, threads: Int) throws
    -> [UInt8]
  {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "fta-\(UUID().uuidString)")
    try Data(bytes).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let handle = try FileHandle(forReadingFrom: url)
    defer { try? handle.close() }
    final class Output: @unchecked Sendable { var bytes: [UInt8] = [] }
    let output = Output()
    let run = FillRun(
      form: form, format: .jsonl, input: handle.fileDescriptor, inputSize: bytes.count,
      progress: false, threads: threads, blockSize: blockSize
    ) { line in
      output.bytes.append(contentsOf: line)
      return true
    }
    let result = run.run()
    #expect(!result.interrupted)
    return output.bytes
  }

  @Test(arguments: forms)
  func everyThreadCountWritesTheGeneralPathsLines(_ path: String) throws {
    let form = try BytePathAgreementTests.load(path)
    var generator = HostileRecords(form: form, seed: 0x7EAD_0001)
    // Lines as the reader finds them: none holds a line feed, none ends with a carriage
    // return (the line's end, which the reader takes off).
    let lines = generator.lines(4_000).lines.filter { !$0.contains(0x0A) && $0.last != 0x0D }
    let expected = Self.general(form, lines)
    let bytes: [UInt8] = lines.flatMap { $0 + [UInt8(0x0A)] }
    for threads in [1, 2, 8] {
      for blockSize in [4_096, LineBlockReader.blockSize] {
        let got = try Self.fill(form, bytes, blockSize: blockSize, threads: threads)
        guard got != expected else { continue }
        let gotLines = got.split(separator: 0x0A, omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: 0x0A, omittingEmptySubsequences: false)
        let index =
          zip(gotLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
          ?? min(gotLines.count, expectedLines.count)
        Issue.record(
          """
          \(path): \(threads) threads, blocks of \(blockSize): line \(index + 1) of \(expectedLines.count)
            record:  \(index < lines.count ? BytePathAgreementTests.text(lines[index]) : "none")
            fill:    \(index < gotLines.count ? BytePathAgreementTests.text(gotLines[index]) : "none")
            general: \(index < expectedLines.count ? BytePathAgreementTests.text(expectedLines[index]) : "none")
          """)
      }
    }
  }
}
