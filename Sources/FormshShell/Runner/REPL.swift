import FormshData
import FormshDomain
import FormshPlatform
import FormshPresentation

/// The interactive loop: banner, prompt, line editing, history, Ctrl-C and Ctrl-D.
struct REPL {
  let interpreter: Interpreter

  /// Runs until `quit`, `exit` or Ctrl-D; returns the exit status.
  func run() -> Int32 {
    defer { interpreter.close() }
    let console = interpreter.console
    let reader: any LineReader
    if let reason = EditLineReader.unavailable {
      console.printError("formsh: warning: no line editing or history: \(reason)\n")
      reader = PromptingLineReader()
    } else {
      reader = EditLineReader(
        completer: { [interpreter] in
          let session = interpreter.session
          return Completer(
            form: session.form, checkpoints: interpreter.form.checkpoints.names,
            hidden: Set(session.form.fields.filter { !session.isVisible($0) }.map(\.id)))
        },
        historyFile: HistoryFile.standard())
    }
    let form = interpreter.session.form
    // Broken at spaces to the window, never inside a word.
    let banner =
      "\(Version.banner) · \(TerminalText.sanitize(form.title)) · help lists the commands, quit leaves"
    for line in TerminalText.wrap(banner, width: interpreter.settings.render.width) {
      console.print(line + "\n")
    }
    interpreter.announce(interpreter.session.loaded)
    interpreter.refreshOptions()
    var warnedOnEnd = false
    while true {
      console.flush()
      switch reader.readLine(prompt: prompt()) {
      case .interrupted:
        continue
      case .tooLong(let length):
        interpreter.fail(
          .lineTooLong(bytes: length, limit: PlainLineReader.maximumLineLength), at: .prompt)
      case .notUTF8(let byte):
        interpreter.fail(.notUTF8(byte: byte), at: .prompt)
      case .end:
        if interpreter.session.hasUnsubmittedChanges && !warnedOnEnd
          && !interpreter.form.warnedAboutChanges
        {
          warnedOnEnd = true
          console.print(
            "\nThere are changes that were not submitted. Ctrl-D again (or quit) leaves anyway.\n")
          continue
        }
        console.print("\n")
        return ExitStatus.success
      case .line(let first):
        let next = { () -> String? in
          guard case .line(let text) = reader.readLine(prompt: "... ") else { return nil }
          return text
        }
        let line: String
        switch LogicalLine.read(first, next: next) {
        case .line(let joined): line = joined
        case .tooLong(let length):
          interpreter.fail(
            .lineTooLong(bytes: length, limit: PlainLineReader.maximumLineLength), at: .prompt)
          continue
        }
        if line.allSatisfy({ $0 == " " || $0 == "\t" }) { continue }
        if warnedOnEnd { interpreter.form.warnedAboutChanges = true }
        followResize()
        let keepGoing = enter(line, remember: reader.remember) { [interpreter] prompt in
          switch reader.readLine(prompt: prompt) {
          case .line(let text): return text
          case .interrupted:
            interpreter.readCancelled = true
            return nil
          default: return nil
          }
        }
        if !keepGoing { return interpreter.exitRequest ?? ExitStatus.success }
      }
    }
  }

  /// Runs a line typed at the prompt, after handing `remember` what the history file may
  /// keep of it: the line is parsed once, for both. Returns false once the run should stop.
  func enter(_ line: String, remember: (String) -> Void, more: (String) -> String?) -> Bool {
    let parsed = interpreter.parse(line)
    remember(interpreter.historyEntry(for: parsed))
    return interpreter.run(parsed, at: .prompt, more: more)
  }

  /// `name> `, or `name [2 errors]> ` while validation errors are on show (on shown fields,
  /// or the form's own).
  func prompt() -> String {
    let session = interpreter.session
    var name = session.loaded.source == BuiltinFormSource.name ? "showcase" : session.loaded.source
    if let slash = name.lastIndex(of: "/") { name = String(name[name.index(after: slash)...]) }
    if name.hasSuffix(".json") { name = String(name.dropLast(5)) }
    name = TerminalText.sanitize(name)
    let errors = session.visibleErrorCount
    if errors == 0 { return "\(name)> " }
    return "\(name) [\(errors) error\(errors == 1 ? "" : "s")]> "
  }

  /// Renders for the terminal's width as it is now: the window may have been resized since
  /// the last command (libedit follows SIGWINCH for the line itself).
  func followResize() {
    guard let width = Terminal.width(of: 1) else { return }
    let render = interpreter.settings.render
    interpreter.settings.render = RenderOptions(mode: render.mode, width: width)
  }
}
