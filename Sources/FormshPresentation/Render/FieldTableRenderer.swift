import FormshDomain

/// `fields`: one line per field — id, kind, required mark, value, and the error on show.
public enum FieldTableRenderer {
  /// The table, with a header row.
  public static func render(_ view: FormView, _ options: RenderOptions) -> String {
    let style = Style(mode: options.mode, theme: view.form.theme)
    let rows = view.form.fields.map { field in
      [
        TerminalText.sanitize(field.id), field.kind.rawValue, field.isRequired ? "*" : "",
        ValueSummary.summary(view.value(of: field), of: field),
      ]
    }
    let headers = ["ID", "KIND", "REQ", "VALUE"]
    var widths = headers.map(TerminalText.width)
    for row in rows {
      for (column, cell) in row.enumerated() where column < 3 {
        widths[column] = max(widths[column], TerminalText.width(cell))
      }
    }
    widths[0] = min(widths[0], options.width / 3)
    let valueRoom = max(10, options.width - widths[0] - widths[1] - widths[2] - 6)
    func line(_ cells: [String]) -> String {
      (0..<3).map { TerminalText.pad(TerminalText.truncate(cells[$0], to: widths[$0]), to: widths[$0]) }
        .joined(separator: "  ") + "  " + TerminalText.truncate(cells[3], to: valueRoom)
    }
    var out = style.bold(line(headers)) + "\n"
    for (field, row) in zip(view.form.fields, rows) {
      out += line(row)
      if let error = view.errors[field.id] {
        out += "  " + style.colored("✗ " + TerminalText.sanitize(error), view.form.theme.error)
      }
      out += "\n"
    }
    if rows.isEmpty { out += "(this form has no fields)\n" }
    return out
  }
}
