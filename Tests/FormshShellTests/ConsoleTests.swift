import Testing

@testable import FormshShell

@Suite struct ConsoleTests {
  final class Log: TextSink {
    var entries: [String] = []
    var pending: [String] = []
    let name: String
    let shared: SharedLog
    init(_ name: String, _ shared: SharedLog) {
      self.name = name
      self.shared = shared
    }
    func write(_ text: String) { pending.append(text) }
    func flush() {
      for text in pending { shared.lines.append("\(name): \(text)") }
      pending = []
    }
  }

  final class SharedLog { var lines: [String] = [] }

  @Test func outputAndErrorsReachTheTerminalInTheOrderWritten() {
    let log = SharedLog()
    let console = Console(out: Log("out", log), err: Log("err", log))
    console.print("one")
    console.printError("two")
    console.print("three")
    console.print("four")
    console.printError("five")
    console.flush()
    #expect(log.lines == ["out: one", "err: two", "out: three", "out: four", "err: five"])
  }

  @Test func stringSinkKeepsEverything() {
    let sink = StringSink()
    sink.write("a")
    sink.flush()
    sink.write("b")
    #expect(sink.text == "ab")
  }
}
