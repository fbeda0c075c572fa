import FormshData
import FormshDomain
import FormshPlatform
import FormshPresentation

extension Interpreter {
  /// `load FORM`: replaces the session; on failure the current form stays.
  func load(_ path: String) throws(ShellError) {
    let loaded: LoadedForm
    do {
      loaded = try FileFormSource(path: path).load()
    } catch {
      throw .load(error)
    }
    session = Session(loaded)
    warnedAboutChanges = false
    announce(loaded)
  }

  /// Shows what loading found, once: the summary and problems at the prompt, a one-line
  /// warning on standard error in scripts.
  public func announce(_ loaded: LoadedForm) {
    if settings.interactive {
      let title = TerminalText.sanitize(loaded.form.title)
      console.print("\(title): \(DiagnosticsRenderer.summary(loaded))\n")
      guard !loaded.diagnostics.isEmpty else { return }
      let lines = DiagnosticsRenderer.render(loaded, settings.render).split(separator: "\n")
      for line in lines.dropFirst().prefix(12) { console.print(line + "\n") }
      if lines.count > 13 {
        console.print(
          "  … and \(lines.count - 13) more: formsh lint \(TerminalText.sanitize(loaded.source))\n")
      }
    } else if !loaded.diagnostics.isEmpty {
      let counts = DiagnosticsRenderer.summary(loaded)
      console.printError(
        ErrorPrinter.warning(
          "\(loaded.source): \(counts) (formsh lint \(loaded.source) lists them)"))
    }
  }

  /// `source FILE`: runs a script's lines in this session.
  func source(_ path: String) throws(ShellError) {
    guard sourceDepth < 32 else {
      throw .other("source nested more than 32 deep; is \(path) sourcing itself?")
    }
    let bytes: [UInt8]
    do {
      bytes = try FileSystem.read(path)
    } catch {
      throw .file(error)
    }
    sourceDepth += 1
    defer { sourceDepth -= 1 }
    ScriptRunner(interpreter: self).run(
      PlainLineReader(text: String(decoding: bytes, as: UTF8.self)), name: path)
  }

  /// `help [COMMAND]`.
  func help(_ topic: String?) throws(ShellError) {
    guard let topic else {
      console.print(HelpText.overview())
      return
    }
    guard let text = HelpText.command(topic) else {
      let suggestion = Suggestion.nearest(to: topic, in: CommandTable.names)
      throw .other(
        "no command \"\(topic)\""
          + (suggestion.map { "; did you mean \"\($0)\"?" } ?? "; help lists them all"))
    }
    console.print(text)
  }

  /// `quit`: at the prompt, warns once about changes that were not submitted.
  func quit() {
    if settings.interactive, session.hasUnsubmittedChanges, !warnedAboutChanges {
      warnedAboutChanges = true
      console.print(
        "There are changes that were not submitted. quit (or Ctrl-D) again to leave anyway.\n")
      return
    }
    exitRequest = settings.interactive ? ExitStatus.success : status
  }
}
