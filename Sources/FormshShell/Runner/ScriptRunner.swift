import FormshPlatform

/// Runs a script's lines through an interpreter: counts lines for `FILE:LINE`, joins lines
/// continued with a trailing backslash, and hands following lines to commands that read them.
struct ScriptRunner {
  let interpreter: Interpreter
  /// Whether only the first error of the script may quote one of its lines (`source`): any
  /// readable file can be sourced (an `.env`, a key file), and an error per line quoting its
  /// first word would print the file. After the first error, a line that does not parse
  /// says so without its text.
  var quotesFirstErrorOnly = false

  /// Runs every line until the end, `quit`, `exit` or `--bail`.
  func run(_ reader: LineReader, name: String) {
    let quoted = interpreter.quotesLines
    let failuresBefore = interpreter.failures
    let defers = interpreter.http.defersRefusals
    interpreter.http.defersRefusals = true
    defer {
      // A refusal no `expect status` answered is the script's failure, before it ends, and
      // so is a `retry` no expectation took.
      interpreter.settleRefusal()
      interpreter.settleRetry()
      interpreter.http.defersRefusals = defers
      interpreter.quotesLines = quoted
    }
    let folder = ScriptRunner.folder(of: name)
    if let folder { interpreter.scriptFolders.append(folder) }
    defer { if folder != nil { interpreter.scriptFolders.removeLast() } }
    /// Lets a line's errors quote it only while this script has had none (when so asked).
    func allowQuoting() {
      if quotesFirstErrorOnly {
        interpreter.quotesLines = quoted && interpreter.failures == failuresBefore
      }
    }
    var lineNumber = 0
    func next() -> String? {
      while true {
        let failure: ShellError
        switch reader.readLine(prompt: "") {
        case .line(let text):
          lineNumber += 1
          return text
        case .tooLong(let length):
          failure = .lineTooLong(bytes: length, limit: PlainLineReader.maximumLineLength)
        case .notUTF8(let byte):
          failure = .notUTF8(byte: byte)
        case .end, .interrupted:
          return nil
        }
        lineNumber += 1
        interpreter.fail(failure, at: Location(file: name, line: lineNumber))
        if interpreter.exitRequest != nil { return nil }
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
      allowQuoting()
      let keepGoing = interpreter.run(
        line: line, at: Location(file: name, line: start), more: { _ in next() })
      if !keepGoing || Signals.wasInterrupted { return }
    }
  }

  /// The folder of a script file other than the working directory (`nil` for `-c`,
  /// standard input, or a file in the working directory).
  static func folder(of name: String) -> String? {
    guard let slash = name.lastIndex(of: "/"), FileSystem.exists(name),
      !FileSystem.isDirectory(name)
    else { return nil }
    let folder = String(name[..<slash])
    return folder.isEmpty ? "/" : folder
  }
}
