import Foundation
import Testing

@testable import FormshShell

@Suite struct LineReaderTests {
  static func lines(_ reader: PlainLineReader) -> [LineInput] {
    var lines: [LineInput] = []
    while true {
      let input = reader.readLine(prompt: "ignored> ")
      lines.append(input)
      if input == .end { return lines }
    }
  }

  @Test(arguments: [
    ("a\nb\n", [LineInput.line("a"), .line("b"), .end]),
    ("a\nb", [.line("a"), .line("b"), .end]),
    ("a\r\nb\r\n", [.line("a"), .line("b"), .end]),
    ("\n\n", [.line(""), .line(""), .end]),
    ("", [.end]),
    ("日本\n", [.line("日本"), .end]),
  ])
  func linesFromText(text: String, expected: [LineInput]) {
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
}
