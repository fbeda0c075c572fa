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

  @Test func everyLineOnStandardErrorIsSanitised() {
    let err = StringSink()
    let console = Console(out: StringSink(), err: err)
    console.printError("formsh: error: /tmp/\u{1B}]0;pwned\u{07}.csv: bad\nsecond \u{9B}31m line\n")
    #expect(err.text == "formsh: error: /tmp/\\x1B]0;pwned\\x07.csv: bad\nsecond \\u{9B}31m line\n")
    // Already sanitised text passes unchanged: printing twice is harmless.
    let once = err.text
    let again = StringSink()
    Console(out: StringSink(), err: again).printError(once)
    #expect(again.text == once)
  }
}
