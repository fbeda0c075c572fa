/// Runs a script's lines through an interpreter: counts lines for `FILE:LINE`, joins lines
/// continued with a trailing backslash, and hands following lines to commands that read them.
struct ScriptRunner {
  let interpreter: Interpreter

  /// Runs every line until the end, `quit`, `exit` or `--bail`.
  func run(_ reader: LineReader, name: String) {
    var lineNumber = 0
    func next() -> String? {
      guard case .line(let text) = reader.readLine(prompt: "") else { return nil }
      lineNumber += 1
      return text
    }
    while var line = next() {
      let start = lineNumber
      while Lexer.continues(line), let continuation = next() {
        line = String(line.dropLast()) + continuation
      }
      let keepGoing = interpreter.run(
        line: line, at: Location(file: name, line: start), more: { _ in next() })
      if !keepGoing || Signals.wasInterrupted { return }
    }
  }
}
