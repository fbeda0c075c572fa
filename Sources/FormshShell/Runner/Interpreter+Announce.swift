import FormshData
import FormshDomain
import FormshPresentation

extension Interpreter {
  /// Shows what loading found, once: the summary and problems at the prompt, a one-line
  /// warning on standard error in scripts.
  /// Then reports the conditions that fail to evaluate on the form's defaults.
  public func announce(_ loaded: LoadedForm) {
    defer { reportConditionErrors() }
    if settings.interactive {
      // Wrapped at spaces to the window, as is the banner.
      let title = TerminalText.sanitize(loaded.form.title)
      let dialect = DiagnosticsRenderer.dialectNote(loaded)
      let heading = "\(title)\(dialect): \(DiagnosticsRenderer.summary(loaded))"
      for line in TerminalText.wrap(heading, width: settings.render.width) {
        console.print(line + "\n")
      }
      let entries = DiagnosticsRenderer.entries(loaded, settings.render, wrapped: true)
      for entry in entries.prefix(12) { console.print(entry + "\n") }
      if entries.count > 12 {
        console.print("  … and \(entries.count - 12) more: warnings lists them all\n")
      }
    } else if !loaded.diagnostics.isEmpty {
      let counts = DiagnosticsRenderer.summary(loaded)
      console.printError(
        ErrorPrinter.warning(
          "\(loaded.source): \(counts) (formsh lint \(loaded.source) lists them)"))
    }
  }
}
