import FormshDomain

/// `lint` and the load summary: a form's diagnostics grouped under one heading line.
///
///     Forms/hostile.json: 20 fields, 1 error, 24 warnings
///       error    region         required dropdown has no options; it can never be submitted
///       warning  color          unknown type "COLOR_PICKER"; field skipped
public enum DiagnosticsRenderer {
  /// The heading and one line per diagnostic, errors first, then in file order.
  public static func render(_ loaded: LoadedForm, _ options: RenderOptions) -> String {
    let errors = loaded.diagnostics.filter { $0.severity == .error }
    let warnings = loaded.diagnostics.filter { $0.severity == .warning }
    var out =
      TerminalText.sanitize(loaded.source) + dialectNote(loaded) + ": " + summary(loaded) + "\n"
    let idWidth = min(
      24,
      loaded.diagnostics.map { TerminalText.width(TerminalText.sanitize($0.field ?? "-")) }.max()
        ?? 0)
    for diagnostic in errors + warnings {
      let severity = diagnostic.severity.rawValue
      let painted =
        options.mode == .none
        ? severity
        : (diagnostic.severity == .error ? "\u{1B}[1;31m" : "\u{1B}[33m") + severity + "\u{1B}[0m"
      let id = TerminalText.pad(
        TerminalText.truncate(TerminalText.sanitize(diagnostic.field ?? "-"), to: idWidth),
        to: idWidth)
      out +=
        "  " + painted + String(repeating: " ", count: 9 - severity.count) + id + "  "
        + TerminalText.sanitize(diagnostic.message) + "\n"
    }
    return out
  }

  /// " (SurveyJS)" after a form of another system's name, nothing after formsh's own: its
  /// diagnostics speak of that dialect's words.
  public static func dialectNote(_ loaded: LoadedForm) -> String {
    loaded.dialect == "formsh" ? "" : " (\(loaded.dialect))"
  }

  /// "12 fields, 1 error, 3 warnings" (or "12 fields, no problems").
  public static func summary(_ loaded: LoadedForm) -> String {
    let errors = loaded.diagnostics.count { $0.severity == .error }
    let warnings = loaded.diagnostics.count { $0.severity == .warning }
    var parts = [count(loaded.form.fields.count, "field")]
    if errors == 0 && warnings == 0 { parts.append("no problems") }
    if errors > 0 { parts.append(count(errors, "error")) }
    if warnings > 0 { parts.append(count(warnings, "warning")) }
    return parts.joined(separator: ", ")
  }

  static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}
