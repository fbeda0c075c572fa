import FormshData
import Foundation
import Testing
@testable import FormshFill

@Suite struct LineStreamTests {
  /// The lines a stream yields for some bytes, through a real pipe.
  func lines(_ bytes: [UInt8], chunkSize: Int = 1 << 20) throws -> [String] {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "ls-\(UUID().uuidString)")
    try Data(bytes).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let handle = try FileHandle(forReadingFrom: url)
    defer { try? handle.close() }
    let stream = LineStream(descriptor: handle.fileDescriptor, chunkSize: chunkSize)
    var result: [String] = []
    stream.forEach { line in
      switch line {
      case .bytes(let bytes): result.append(String(decoding: bytes, as: UTF8.self))
      case .tooLong(let length): result.append("<too long: \(length)>")
      }
      return true
    }
    return result
  }

  @Test func splitsOnNewlinesAndDropsCarriageReturns() throws {
    #expect(try lines(Array("a\r\nb\n\nc".utf8)) == ["a", "b", "", "c"])
  }

  @Test func aFinalNewlineDoesNotMakeAnEmptyLine() throws {
    #expect(try lines(Array("a\nb\n".utf8)) == ["a", "b"])
  }

  @Test func skipsAByteOrderMarkAtTheStart() throws {
    #expect(try lines([0xEF, 0xBB, 0xBF] + Array("a\nb".utf8)) == ["a", "b"])
  }

  @Test func linesLongerThanTheChunkGrowTheBuffer() throws {
    let long = String(repeating: "x", count: 10 << 20)
    #expect(
      try lines(Array((long + "\nend\n").utf8), chunkSize: 4096).map(\.count) == [10 << 20, 3])
  }

  @Test func aLineOverTheLimitIsReportedAndSkipped() throws {
    let length = LineStream.maximumLineLength + 10
    let bytes = [UInt8](repeating: UInt8(ascii: "y"), count: length) + Array("\nnext\n".utf8)
    #expect(try lines(bytes) == ["<too long: \(length)>", "next"])
  }
}
