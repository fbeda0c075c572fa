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
      let title = TerminalText.sanitize(loaded.form.title)
      let dialect = DiagnosticsRenderer.dialectNote(loaded)
      console.print("\(title)\(dialect): \(DiagnosticsRenderer.summary(loaded))\n")
      guard !loaded.diagnostics.isEmpty else { return }
      let lines = DiagnosticsRenderer.render(loaded, settings.render).split(separator: "\n")
      for line in lines.dropFirst().prefix(12) { console.print(line + "\n") }
      if lines.count > 13 {
        console.print(
          "  … and \(lines.count - 13) more: warnings lists them all\n")
      }
    } else if !loaded.diagnostics.isEmpty {
      let counts = DiagnosticsRenderer.summary(loaded)
      console.printError(
        ErrorPrinter.warning(
          "\(loaded.source): \(counts) (formsh lint \(loaded.source) lists them)"))
    }
  }
}
