import FormshDomain

/// `fields`: one line per field — id, kind, required mark (now: a condition may make it so),
/// value (after `(hidden)` while the form's conditions hide the field, and `(computed)`,
/// `(read-only)` or `(disabled)` for a field no edit changes now), and the error on show.
public enum FieldTableRenderer {
  /// The table, with a header row.
  public static func render(_ view: FormView, _ options: RenderOptions) -> String {
    let style = Style(mode: options.mode, theme: view.form.theme, painted: false)
    let rows = view.form.fields.enumerated().map { position, field in
      [
        TerminalText.sanitize(field.id), field.kind.name,
        view.status.required[position] ? "*" : "",
        (view.status.visible[position] ? "" : "(hidden) ")
          + view.marks(of: field).map { "(\($0)) " }.joined()
          + ValueSummary.summary(view.value(of: field), of: field),
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
    let valueColumn = widths[0] + widths[1] + widths[2] + 6
    let valueRoom = max(10, options.width - valueColumn)
    func line(_ cells: [String]) -> String {
      (0..<3).map {
        TerminalText.pad(TerminalText.truncate(cells[$0], to: widths[$0]), to: widths[$0])
      }
      .joined(separator: "  ") + "  " + TerminalText.truncate(cells[3], to: valueRoom)
    }
    var out = style.bold(line(headers)) + "\n"
    for (position, (field, row)) in zip(view.form.fields, rows).enumerated() {
      let text = line(row)
      out += text
      if let error = view.errors[field.id], view.status.visible[position] {
        // After the value when it fits, else on a line of its own under the value; cut to
        // the width either way, so the table never wraps.
        let mark = "✗ " + TerminalText.sanitize(error)
        let room = options.width - TerminalText.width(text) - 2
        let (gap, fit) =
          room >= 12 ? ("  ", room) : ("\n" + String(repeating: " ", count: valueColumn), valueRoom)
        out += gap + style.colored(TerminalText.truncate(mark, to: fit), view.form.theme.error)
      }
      out += "\n"
    }
    if rows.isEmpty { out += "(this form has no fields)\n" }
    return out
  }
}
