import FormshPlatform

/// Runs a script's lines through an interpreter: counts lines for `FILE:LINE`, joins lines
/// continued with a trailing backslash, and hands following lines to commands that read them.
struct ScriptRunner {
  let interpreter: Interpreter

  /// Runs every line until the end, `quit`, `exit` or `--bail`.
  func run(_ reader: LineReader, name: String) {
    var lineNumber = 0
    func next() -> String? {
      while true {
        switch reader.readLine(prompt: "") {
        case .line(let text):
          lineNumber += 1
          return text
        case .tooLong(let length):
          lineNumber += 1
          interpreter.fail(
            .lineTooLong(bytes: length, limit: PlainLineReader.maximumLineLength),
            at: Location(file: name, line: lineNumber))
          if interpreter.exitRequest != nil { return nil }
        case .end, .interrupted:
          return nil
        }
      }
    }
    while let first = next() {
      let start = lineNumber
      let line: String
      switch LogicalLine.read(first, next: next) {
      case .line(let joined): line = joined
      case .tooLong(let length):
        interpreter.fail(
          .lineTooLong(bytes: length, limit: PlainLineReader.maximumLineLength),
          at: Location(file: name, line: start))
        if interpreter.exitRequest != nil { return }
        continue
      }
      let keepGoing = interpreter.run(
        line: line, at: Location(file: name, line: start), more: { _ in next() })
      if !keepGoing || Signals.wasInterrupted { return }
    }
  }
}
