import FormshData
import Foundation
import Testing
@testable import FormshFill

/// `LineBlockReader` cuts the input into blocks that another thread splits: the lines are
/// `LineStream`'s, byte for byte, wherever a block's boundary falls.
@Suite struct LineBlockReaderTests {
  /// A file holding `bytes`, open for reading, for `body`.
  func withFile<T>(_ bytes: [UInt8], _ body: (Int32) throws -> T) throws -> T {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lb-\(UUID().uuidString)")
    try Data(bytes).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let handle = try FileHandle(forReadingFrom: url)
    defer { try? handle.close() }
    return try body(handle.fileDescriptor)
  }

  /// The lines LineStream gives.
  func streamLines(_ bytes: [UInt8], leading: [UInt8] = []) throws -> [String] {
    try withFile(bytes) { descriptor in
      var result: [String] = []
      LineStream(descriptor: descriptor, leading: leading).forEach { line in
        switch line {
        case .bytes(let bytes): result.append(String(decoding: bytes, as: UTF8.self))
        case .tooLong(let length): result.append("<too long: \(length)>")
        }
        return true
      }
      return result
    }
  }

  /// The lines of the blocks, each block's line count checked against the lines it splits
  /// into, and the bytes handed out.
  func blockLines(_ bytes: [UInt8], blockSize: Int, leading: [UInt8] = []) throws -> [String] {
    try withFile(bytes) { descriptor in
      let reader = LineBlockReader(descriptor: descriptor, leading: leading, blockSize: blockSize)
      var result: [String] = []
      while let block = reader.next() {
        if let length = block.tooLong {
          result.append("<too long: \(length)>")
          continue
        }
        var count = 0
        block.forEachLine { range in
          result.append(String(decoding: block.bytes[range], as: UTF8.self))
          count += 1
        }
        #expect(count == block.lineCount)
      }
      #expect(reader.consumed == leading.count + bytes.count)
      #expect(reader.readError == nil)
      return result
    }
  }

  /// Bytes read before (`fill` reads a pipe's first record to judge it) come first, as if
  /// never read: the same lines wherever the split falls, a byte order mark still skipped.
  @Test func bytesReadBeforeAreGivenFirst() throws {
    let text: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("{\"a\":1}\r\nsecond\n\nthird".utf8)
    let whole = try streamLines(text)
    #expect(whole == [#"{"a":1}"#, "second", "", "third"])
    for split in 0...text.count {
      let (leading, rest) = (Array(text[..<split]), Array(text[split...]))
      #expect(try streamLines(rest, leading: leading) == whole, "split at \(split)")
      for blockSize in [1, 4, 64] {
        #expect(
          try blockLines(rest, blockSize: blockSize, leading: leading) == whole,
          "split at \(split), blocks of \(blockSize)")
      }
    }
  }

  @Test func theLinesOfShortInputsAreLineStreamsWhateverTheBlockSize() throws {
    let edges: [[UInt8]] = [
      [], Array("\n".utf8), Array("\r".utf8), Array("\r\n".utf8), Array("a".utf8),
      Array("a\r\nb\n\nc".utf8), Array("a\nb\n".utf8), Array("\n\n\r\n".utf8),
      [0xEF, 0xBB, 0xBF], [0xEF, 0xBB, 0xBF, 0x0A], [0xEF, 0xBB, 0xBF, 0x0D, 0x0A],
      [0xEF, 0xBB, 0xBF] + Array("a\r\nb".utf8), [0xEF, 0xBB, 0x0A, 0xBF],
      Array("a\n".utf8) + [0xEF, 0xBB, 0xBF] + Array("b\n".utf8),
    ]
    for bytes in edges {
      let expected = try streamLines(bytes)
      for blockSize in [1, 2, 3, 4, 5, 8, 1 << 18] {
        #expect(try blockLines(bytes, blockSize: blockSize) == expected, "\(bytes) \(blockSize)")
      }
    }
  }

  /// Random inputs of newlines, carriage returns, byte order mark bytes and letters: every
  /// boundary a block can have, a `\r\n` split between two blocks among them.
  @Test func randomInputsGiveLineStreamsLines() throws {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func random(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    let alphabet: [UInt8] = [0x0A, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF, 0x61, 0x62]
    for _ in 0..<300 {
      var bytes = (0..<random(40)).map { _ in alphabet[random(alphabet.count)] }
      if random(3) == 0 { bytes = [0xEF, 0xBB, 0xBF] + bytes }
      let expected = try streamLines(bytes)
      let blockSize = 1 + random(12)
      #expect(try blockLines(bytes, blockSize: blockSize) == expected, "\(bytes) \(blockSize)")
    }
  }

  @Test func aLineLongerThanTheBlockIsOneLine() throws {
    let long = String(repeating: "x", count: 100_000)
    let bytes = Array(("a\n" + long + "\r\nb\n" + long).utf8)
    let expected = try streamLines(bytes)
    #expect(expected.map(\.count) == [1, 100_000, 1, 100_000])
    for blockSize in [1, 1000, 99_999, 100_001, 1 << 18] {
      #expect(try blockLines(bytes, blockSize: blockSize) == expected)
    }
  }

  /// At and past the 16 MiB limit, with and without a `\r` and a newline: the lengths
  /// LineStream reports, and the lines after them.
  @Test func linesAtTheLimitAreLineStreams() throws {
    let limit = LineStream.maximumLineLength
    let cases: [[UInt8]] = [
      [UInt8](repeating: 0x79, count: limit - 1) + Array("\nnext\n".utf8),
      [UInt8](repeating: 0x79, count: limit) + Array("\nnext\n".utf8),
      [UInt8](repeating: 0x79, count: limit + 10) + Array("\r\nnext".utf8),
      [UInt8](repeating: 0x79, count: limit - 1) + Array("\r\na\n".utf8),
      Array("first\n".utf8) + [UInt8](repeating: 0x79, count: limit + 3),
    ]
    for bytes in cases {
      let expected = try streamLines(bytes)
      #expect(expected.count == 2)
      for blockSize in [1000, 1 << 18] {
        #expect(try blockLines(bytes, blockSize: blockSize) == expected)
      }
    }
  }

  @Test func newlinesAreCountedInEveryPosition() {
    var bytes: [UInt8] = []
    for length in 0..<200 {
      bytes.append(length % 3 == 0 ? 0x0A : 0x61)
      let expected = bytes.filter { $0 == 0x0A }.count
      #expect(bytes.withUnsafeBufferPointer { LineBlock.newlines(in: $0) } == expected)
    }
    // More than 255 steps of 32 bytes, every byte a newline: no count wraps.
    let newlines = [UInt8](repeating: 0x0A, count: 40_003)
    #expect(newlines.withUnsafeBufferPointer { LineBlock.newlines(in: $0) } == 40_003)
  }
}
