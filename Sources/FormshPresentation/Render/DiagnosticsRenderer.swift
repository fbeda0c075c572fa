import FormshDomain

/// `lint` and the load summary: a form's diagnostics grouped under one heading line.
///
///     Forms/hostile.json: 20 fields, 1 error, 24 warnings
///       error    region         required dropdown has no options; it can never be submitted
///       warning  color          unknown type "COLOR_PICKER"; field skipped
public enum DiagnosticsRenderer {
  /// The heading and one line per diagnostic, errors first, then in file order.
  /// `wrapped` (at the prompt): each line fits `options.width` (see `entries`).
  public static func render(_ loaded: LoadedForm, _ options: RenderOptions, wrapped: Bool = false)
    -> String
  {
    let heading =
      TerminalText.sanitize(loaded.source) + dialectNote(loaded) + ": " + summary(loaded)
    let lines = wrapped ? TerminalText.wrap(heading, width: options.width) : [heading]
    return (lines + entries(loaded, options, wrapped: wrapped)).map { $0 + "\n" }.joined()
  }

  /// Each diagnostic's text, errors first, then in file order: one line each, to be read by
  /// tools (`lint`, scripts); or, `wrapped` (at the prompt), fitting `options.width`, a
  /// message too long for its column going on under itself, broken at spaces.
  public static func entries(_ loaded: LoadedForm, _ options: RenderOptions, wrapped: Bool = false)
    -> [String]
  {
    let errors = loaded.diagnostics.filter { $0.severity == .error }
    let warnings = loaded.diagnostics.filter { $0.severity == .warning }
    let idWidth = min(
      wrapped ? max(1, options.width / 4) : 24,
      loaded.diagnostics.map { TerminalText.width(TerminalText.sanitize($0.field ?? "-")) }.max()
        ?? 0)
    let messageColumn = 2 + 9 + idWidth + 2
    return (errors + warnings).map { diagnostic in
      let severity = diagnostic.severity.rawValue
      let painted =
        options.mode == .none
        ? severity
        : (diagnostic.severity == .error ? "\u{1B}[1;31m" : "\u{1B}[33m") + severity + "\u{1B}[0m"
      let id = TerminalText.pad(
        TerminalText.truncate(TerminalText.sanitize(diagnostic.field ?? "-"), to: idWidth),
        to: idWidth)
      let message = TerminalText.sanitize(diagnostic.message)
      let lines =
        wrapped ? TerminalText.wrap(message, width: options.width - messageColumn) : [message]
      return "  " + painted + String(repeating: " ", count: 9 - severity.count) + id + "  "
        + lines.joined(separator: "\n" + String(repeating: " ", count: messageColumn))
    }
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
