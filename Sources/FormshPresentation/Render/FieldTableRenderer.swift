import FormshDomain

/// `fields`: one line per field — id, kind, required mark (now: a condition may make it so),
/// value (after `(hidden)` while the form's conditions hide the field, and `(computed)`,
/// `(read-only)` or `(disabled)` for a field no edit changes now), and the error on show.
/// Each repeating group has a line of its own before its items (`guests  list  2 items`),
/// so that a list without items is seen too, with the command that adds one.
public enum FieldTableRenderer {
  /// One line of the table: its four cells, and the error shown after it.
  private struct Row {
    var cells: [String]
    var error: String?
  }

  /// The table, with a header row.
  public static func render(_ view: FormView, _ options: RenderOptions) -> String {
    let style = Style(mode: options.mode, theme: view.form.theme, painted: false)
    var lists = view.form.lists.sorted { $0.fields.lowerBound < $1.fields.lowerBound }[...]
    var rows: [Row] = []
    for (position, field) in view.form.fields.enumerated() {
      while let list = lists.first, list.fields.lowerBound <= position {
        rows.append(row(of: list, view))
        lists.removeFirst()
      }
      let visible = view.status.visible[position]
      rows.append(
        Row(
          cells: [
            TerminalText.sanitize(field.id), field.kind.name,
            view.status.required[position] ? "*" : "",
            (visible ? "" : "(hidden) ")
              + view.marks(of: field).map { "(\($0)) " }.joined()
              + ValueSummary.summary(view.value(of: field), of: field),
          ], error: visible ? view.errors[field.id] : nil))
    }
    rows += lists.map { row(of: $0, view) }
    let headers = ["ID", "KIND", "REQ", "VALUE"]
    var widths = headers.map(TerminalText.width)
    for row in rows {
      for (column, cell) in row.cells.enumerated() where column < 3 {
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
    for row in rows {
      let text = line(row.cells)
      out += text
      if let error = row.error {
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

  /// A list's line: its id, `list`, required when it needs an item, and how many it has
  /// (with `add LIST` when none).
  private static func row(of list: FieldGroup, _ view: FormView) -> Row {
    let count = view.form.itemCount(of: list)
    let shown = view.form.isShown(list, view.state, status: view.status)
    let items =
      count == 0
      ? "0 items (add \(list.id))" : "\(count) \(count == 1 ? "item" : "items")"
    return Row(
      cells: [
        TerminalText.sanitize(list.id), "list", (list.bounds?.min ?? 0) > 0 ? "*" : "",
        (shown ? "" : "(hidden) ") + TerminalText.sanitize(items),
      ], error: shown ? view.errors[list.id] : nil)
  }
}
