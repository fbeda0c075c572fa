import FormshCases
import FormshData
import FormshDomain
import FormshPresentation

/// What `formsh probe` writes: the table and its summary, the JSON document, JUnit XML, and
/// the payloads of `--dry-run`. Secure values are masked here; every other secret is masked
/// by whoever writes the text (`Console`, `Secrets.scrub`).
enum ProbeReport {
  /// The most columns of a value in the table.
  static let valueWidth = 24

  /// The value a probe sends for its field, as the table shows it: compact JSON, a secure
  /// value masked, cut to `valueWidth` columns.
  static func shownValue(_ probe: Probe, form: Form) -> String {
    guard let field = probe.field, field != CrossFieldRule.formWide else { return "" }
    guard let value = probe.value else { return "(left out)" }
    let secret = form.field(field)?.kind.isSecret == true
    let text = JSONWriter.string(value.masked(ifSecret: secret).json)
    return TerminalText.truncate(TerminalText.sanitize(text, limit: nil), to: valueWidth)
  }

  /// The table, one row per probe, and the summary.
  static func text(_ run: ProbeRun) -> String {
    var text = "probe: \(run.method) \(run.url) (\(run.source))\n"
    text += "baseline: \(run.baseline.answer): \(run.baseline.verdictText)\n"
    if !run.baseline.agreed {
      text += "The server refuses the form's valid baseline, so nothing else can be judged.\n"
    }
    if !run.outcomes.isEmpty {
      let header = ["FIELD", "RULE", "VALUE", "EXPECT", "STATUS", "VERDICT"]
      let rows = run.outcomes.map { outcome in
        [
          TerminalText.sanitize(outcome.probe.field ?? ""),
          TerminalText.sanitize(outcome.probe.rule),
          shownValue(outcome.probe, form: run.form), outcome.probe.expectation.rawValue,
          outcome.status.map(String.init) ?? "-", TerminalText.sanitize(outcome.verdictText),
        ]
      }
      text += "\n" + table([header] + rows)
    }
    text += "\n" + summary(run) + "\n"
    if !run.leftOut.isEmpty {
      text +=
        "left out (\(run.leftOutReason)): "
        + run.leftOut.map(name).joined(separator: ", ") + "\n"
    }
    for suspect in run.uniqueSuspects {
      let times =
        suspect.count == 1 ? "the baseline" : "\(suspect.count) probes that sent it unchanged"
      text +=
        TerminalText.sanitize(
          "hint: the server blamed \(suspect.field) on \(times) (\(suspect.message)): if each"
            + " record needs its own \(suspect.field), --unique \(suspect.field) gives every payload"
            + " a distinct one", limit: nil) + "\n"
    }
    for note in run.notProbed {
      text +=
        TerminalText.sanitize("not probed: \(note.subject): \(note.reason)", limit: nil) + "\n"
    }
    return text
  }

  /// `17 probes: 14 agreed, 3 accepted what the form forbids, …`.
  static func summary(_ run: ProbeRun) -> String {
    let sent = run.all.count
    var parts = ["\(run.count(.agreed)) agreed"]
    for verdict in ProbeVerdict.allCases where verdict != .agreed {
      let count = run.count(verdict)
      parts.append("\(count) \(verdict.words)" + (verdict == .serverError && count != 1 ? "s" : ""))
    }
    var text = "\(sent) \(sent == 1 ? "probe" : "probes") sent: " + parts.joined(separator: ", ")
    if !run.leftOut.isEmpty { text += "; \(run.leftOut.count) left out" }
    if !run.notProbed.isEmpty { text += "; \(run.notProbed.count) not probed" }
    return text
  }

  /// `email required`: a probe's field and rule.
  static func name(_ probe: Probe) -> String {
    TerminalText.sanitize(probe.field.map { "\($0) \(probe.rule)" } ?? probe.rule)
  }

  /// The server's errors, one a line: the form's first, then each field's.
  static func errorLines(_ errors: ServerErrors) -> [String] {
    errors.lines.map { TerminalText.sanitize($0) }
  }

  /// Columns padded to their widest cell; the last is not padded.
  private static func table(_ rows: [[String]]) -> String {
    let widths = rows[0].indices.map { column in
      rows.map { TerminalText.width($0[column]) }.max() ?? 0
    }
    return rows.map { row in
      row.indices.map { column in
        column == row.count - 1 ? row[column] : TerminalText.pad(row[column], to: widths[column])
      }.joined(separator: "  ") + "\n"
    }.joined()
  }
}
