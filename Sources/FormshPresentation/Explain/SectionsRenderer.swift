import FormshDomain

/// `sections`: one line per section, with whether it is shown and how far it is filled:
///
///     ID        TITLE             SHOWN   FILLED
///     (none)                      yes     2/2 filled
///     account   Account           yes     3/5 filled, 1 error
///     company   Company details   no      visible_if is false (account_type = "personal")
public enum SectionsRenderer {
  /// One section's figures, as `sections --json` prints them.
  public struct Row: Sendable, Equatable {
    /// The section's id; `nil` for the fields without one.
    public let id: SectionID?
    public let title: String
    public let visible: Bool
    /// Why it is hidden, when it is.
    public let hiddenBecause: String?
    /// Its shown fields, and how many of them have a value and fail a rule.
    public let fields: Int
    public let filled: Int
    public let errors: Int
  }

  /// The rows: the fields without a section first (when there are any), then each section.
  public static func rows(_ view: FormView, failures: [FieldFailure]) -> [Row] {
    let form = view.form
    let failing = Set(failures.map(\.field))
    func figures(_ section: SectionID?) -> (Int, Int, Int) {
      var counts = (0, 0, 0)
      for (position, field) in form.fields.enumerated()
      where field.section == section && view.status.visible[position] {
        counts.0 += 1
        if !view.value(of: field).isEmpty { counts.1 += 1 }
        if failing.contains(field.id) { counts.2 += 1 }
      }
      return counts
    }
    var rows: [Row] = []
    if form.fields.contains(where: { $0.section == nil }) {
      let (fields, filled, errors) = figures(nil)
      rows.append(
        Row(
          id: nil, title: "", visible: true, hiddenBecause: nil, fields: fields, filled: filled,
          errors: errors))
    }
    for (position, section) in form.sections.enumerated() {
      let (fields, filled, errors) = figures(section.id)
      // A section no field joins is never drawn (lint says so), whatever its condition.
      guard form.fields.contains(where: { $0.section == section.id }) else {
        rows.append(
          Row(
            id: section.id, title: section.title, visible: false,
            hiddenBecause: "no field joins it", fields: 0, filled: 0, errors: 0))
        continue
      }
      var because = ConditionExplainer.hiddenReason(ofSection: position, in: view)
      if let condition = section.visibleIf, because != nil {
        let readings = ConditionExplainer.readings(of: condition, in: view)
        if !readings.isEmpty { because! += " (" + readings.joined(separator: ", ") + ")" }
      }
      rows.append(
        Row(
          id: section.id, title: section.title, visible: view.status.sectionVisible[position],
          hiddenBecause: because, fields: fields, filled: filled, errors: errors))
    }
    return rows
  }

  /// The table.
  public static func render(_ view: FormView, failures: [FieldFailure], _ options: RenderOptions)
    -> String
  {
    let rows = rows(view, failures: failures)
    guard !rows.isEmpty else { return "(this form has no fields)\n" }
    let style = Style(mode: options.mode, theme: view.form.theme, painted: false)
    let cells = rows.map { row -> [String] in
      let progress: String
      if let because = row.hiddenBecause {
        progress = because
      } else if row.fields == 0 {
        progress = "no field shown"
      } else {
        progress =
          "\(row.filled)/\(row.fields) filled"
          + (row.errors == 0 ? "" : ", \(row.errors) error\(row.errors == 1 ? "" : "s")")
      }
      return [
        TerminalText.sanitize(row.id ?? "(none)"), TerminalText.sanitize(row.title),
        row.visible ? "yes" : "no", TerminalText.sanitize(progress),
      ]
    }
    let headers = ["ID", "TITLE", "SHOWN", "FILLED"]
    var widths = headers.map(TerminalText.width)
    for row in cells {
      for column in 0..<3 { widths[column] = max(widths[column], TerminalText.width(row[column])) }
    }
    widths[0] = min(widths[0], options.width / 4)
    widths[1] = min(widths[1], options.width / 3)
    let room = max(10, options.width - widths[0] - widths[1] - widths[2] - 6)
    func line(_ cells: [String]) -> String {
      (0..<3).map {
        TerminalText.pad(TerminalText.truncate(cells[$0], to: widths[$0]), to: widths[$0])
      }
      .joined(separator: "  ") + "  " + TerminalText.truncate(cells[3], to: room)
    }
    return ([style.bold(line(headers))] + cells.map(line)).map {
      $0.trimmingTrailingSpaces()
    }.joined(separator: "\n") + "\n"
  }
}
