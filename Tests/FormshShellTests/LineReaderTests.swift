import Foundation
import Testing

@testable import FormshShell

@Suite struct LineReaderTests {
  static func lines(_ reader: PlainLineReader) -> [LineRead] {
    var lines: [LineRead] = []
    while true {
      let input = reader.readLine(prompt: "ignored> ")
      lines.append(input)
      if input == .end { return lines }
    }
  }

  @Test(arguments: [
    ("a\nb\n", [LineRead.line("a"), .line("b"), .end]),
    ("a\nb", [.line("a"), .line("b"), .end]),
    ("a\r\nb\r\n", [.line("a"), .line("b"), .end]),
    ("\n\n", [.line(""), .line(""), .end]),
    ("", [.end]),
    ("日本\n", [.line("日本"), .end]),
  ])
  func linesFromText(text: String, expected: [LineRead]) {
    #expect(Self.lines(PlainLineReader(text: text)) == expected)
  }

  @Test func linesFromADescriptor() throws {
    let pipe = Pipe()
    let text = (1...20_000).map { "echo \($0)" }.joined(separator: "\n") + "\nlast"
    let writer = Thread {
      pipe.fileHandleForWriting.write(Data(text.utf8))
      try? pipe.fileHandleForWriting.close()
    }
    writer.start()
    let lines = Self.lines(PlainLineReader(descriptor: pipe.fileHandleForReading.fileDescriptor))
    #expect(lines.count == 20_002)
    #expect(lines[0] == .line("echo 1"))
    #expect(lines[19_999] == .line("echo 20000"))
    #expect(lines[20_000] == .line("last"))
  }

  @Test func aLineOverTheLimitIsSkippedAndMeasured() {
    let limit = PlainLineReader.maximumLineLength
    let long = String(repeating: "x", count: limit + 1)
    let text = "echo one\n" + long + "\r\nset bio=" + long + "\necho two\n" + long
    #expect(
      Self.lines(PlainLineReader(text: text)) == [
        .line("echo one"), .tooLong(limit + 2), .tooLong(limit + 9), .line("echo two"),
        .tooLong(limit + 1), .end,
      ])
    let exactly = String(repeating: "y", count: limit)
    #expect(Self.lines(PlainLineReader(text: exactly + "\n")) == [.line(exactly), .end])
  }

  @Test func anOverlongLineFromADescriptorIsNeverHeld() throws {
    let pipe = Pipe()
    let chunk = Data(repeating: UInt8(ascii: "a"), count: 1 << 20)
    let writer = Thread {
      for _ in 0..<40 { pipe.fileHandleForWriting.write(chunk) }
      pipe.fileHandleForWriting.write(Data("\necho after\n".utf8))
      try? pipe.fileHandleForWriting.close()
    }
    writer.start()
    let lines = Self.lines(PlainLineReader(descriptor: pipe.fileHandleForReading.fileDescriptor))
    #expect(lines == [.tooLong(40 << 20), .line("echo after"), .end])
  }
}
