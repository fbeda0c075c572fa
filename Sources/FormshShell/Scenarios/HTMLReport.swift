import FormshDomain

/// `formsh test --report html`: the run as one self-contained HTML page for people: the
/// summary, each scenario with its status and its failures (file, line, message and the
/// server's errors under it), and with `--coverage` each form drawn as its fields with what
/// the suite never exercised marked on them (`HTMLReport+Coverage.swift`).
///
/// The page loads nothing (its style is inline) and runs no script. Every text in it comes
/// from scenarios, forms and servers, so every text is escaped; the outcomes it is given are
/// already masked (`Scenario.run`), so no secret reaches it.
///
/// Classes a reader (or a test) can rely on: `scenario pass|fail` on each scenario's row,
/// `failure` on each failure, `where`, `message` and `details` inside it; `form` on each
/// form's block, `field` on each field's row (`untested` too when any of its items is), and
/// on each item's side `seen` or `untested`.
enum HTMLReport {
  /// The page.
  static func page(
    _ outcomes: [Scenario.Outcome], seconds: Double, coverage: SuiteCoverage?, data: String?,
    notStarted: Int = 0
  ) -> String {
    let failed = outcomes.count { !$0.passed }
    let passed = outcomes.count - failed
    let counts = "\(passed) passed, \(failed) failed"
    var html = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>formsh test: \(counts)</title>
      <style>
      \(style)</style>
      </head>
      <body>
      <header>
      <h1>formsh test</h1>
      <p class="summary"><span class="\(failed == 0 ? "passed" : "failed") verdict">\(failed == 0 ? "PASSED" : "FAILED")</span> <span class="count-passed">\(passed) passed</span> · <span class="count-failed">\(failed) failed</span> · \(escape(Formatting.duration(seconds: seconds)))
      """
    if notStarted > 0 {
      html += " · <span class=\"count-not-started\">\(TestReport.notStartedLine(notStarted))</span>"
    }
    if let coverage {
      html +=
        " · coverage <span class=\"figure\">"
        + escape(CoverageReport.figure(coverage.covered, of: coverage.applicable)) + "</span>"
    }
    html += "</p>\n"
    if let data {
      let rows = outcomes.compactMap(\.row).max() ?? 0
      html +=
        "<p class=\"data\">Each scenario ran once per row of <code>\(escape(data))</code>"
        + " (\(rows) \(rows == 1 ? "row" : "rows"), counted from 1).</p>\n"
    }
    html += "</header>\n<main>\n"
    html += scenarios(outcomes)
    if let coverage { html += self.coverage(coverage) }
    return html + "</main>\n</body>\n</html>\n"
  }

  /// The table of scenarios, the failing ones first (in run order), each followed by its
  /// failures, then the passing ones.
  private static func scenarios(_ outcomes: [Scenario.Outcome]) -> String {
    var html = """
      <section id="scenarios">
      <h2>Scenarios</h2>
      <table class="scenarios">
      <thead><tr><th>Status</th><th>Scenario</th><th>Time</th></tr></thead>
      <tbody>

      """
    for outcome in outcomes.filter({ !$0.passed }) + outcomes.filter(\.passed) {
      let status = outcome.passed ? "pass" : "fail"
      html +=
        "<tr class=\"scenario \(status)\"><td class=\"status\">\(status.uppercased())</td>"
        + "<td class=\"name\">\(escape(outcome.name))</td>"
        + "<td class=\"time\">\(escape(TestReport.milliseconds(outcome.seconds)))</td></tr>\n"
      guard !outcome.passed else { continue }
      html += "<tr class=\"failures\"><td colspan=\"3\">\n<ol class=\"failures\">\n"
      for failure in outcome.failures {
        html += "<li class=\"failure\">"
        if let file = failure.file, let line = failure.line {
          html += "<span class=\"where\">\(escape(file)):\(line)</span> "
        }
        html += "<span class=\"message\">\(escape(failure.message))</span>"
        if !failure.details.isEmpty {
          html += "\n<ul class=\"details\">"
          for detail in failure.details { html += "<li>\(escape(detail))</li>" }
          html += "</ul>"
        }
        html += "</li>\n"
      }
      html += "</ol>\n"
      if !outcome.output.isEmpty {
        html +=
          "<details><summary>What it printed</summary><pre class=\"output\">"
          + escape(outcome.output) + "</pre></details>\n"
      }
      html += "</td></tr>\n"
    }
    return html + "</tbody>\n</table>\n</section>\n"
  }

  /// Text safe in HTML, as in XML: `&`, `<`, `>` and both quotes escaped (so safe in an
  /// attribute too), control characters replaced.
  static func escape(_ text: String) -> String { TestReport.escape(text) }

  /// The page's style: plain, readable on screen and paper, colours with text beside them
  /// (PASS, FAIL, ✗ never …) so that nothing is said by colour alone.
  static let style = """
    body { font: 15px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; margin: 0; color: #1f2328; background: #f6f8fa; }
    header { background: #fff; border-bottom: 1px solid #d0d7de; padding: 16px 28px; }
    h1 { font-size: 22px; margin: 0 0 6px; }
    h2 { font-size: 18px; margin: 24px 0 10px; }
    h3 { font-size: 16px; margin: 0 0 8px; }
    main { padding: 0 28px 28px; }
    code, pre, .where { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; font-size: 13px; }
    .verdict { font-weight: 700; padding: 2px 8px; border-radius: 4px; color: #fff; }
    .verdict.passed { background: #1a7f37; } .verdict.failed { background: #cf222e; }
    table { border-collapse: collapse; width: 100%; background: #fff; border: 1px solid #d0d7de; }
    th, td { text-align: left; vertical-align: top; padding: 6px 10px; border-bottom: 1px solid #eaeef2; }
    th { background: #f6f8fa; font-weight: 600; }
    tr.scenario td { padding: 3px 10px; }
    tr.scenario td.status { font-weight: 700; width: 4em; }
    tr.scenario.pass td.status { color: #1a7f37; } tr.scenario.fail td.status { color: #cf222e; }
    tr.scenario.fail { background: #fff5f5; }
    td.time { white-space: nowrap; color: #57606a; width: 6em; }
    tr.failures td { background: #fffafa; padding-left: 4.5em; }
    ol.failures { margin: 0; padding-left: 1.2em; }
    li.failure { margin: 2px 0 6px; }
    .where { color: #57606a; }
    ul.details { margin: 2px 0 0; padding-left: 1.2em; color: #82071e; }
    pre.output { background: #f6f8fa; padding: 8px; overflow-x: auto; }
    article.form { background: #fff; border: 1px solid #d0d7de; border-radius: 6px; padding: 14px 16px; margin: 0 0 18px; }
    article.form table { border: none; }
    .source { color: #57606a; font-weight: 400; }
    .label { font-weight: 600; }
    .kind { color: #57606a; }
    ul.items { list-style: none; margin: 0; padding: 0; }
    ul.items li { margin: 1px 0; }
    .side { display: inline-block; padding: 0 6px; margin: 1px 2px; border-radius: 10px; font-size: 13px; }
    .side.seen { background: #dafbe1; color: #116329; }
    .side.untested { background: #ffebe9; color: #a40e26; font-weight: 600; }
    tr.field.untested td:first-child { border-left: 4px solid #cf222e; }
    tr.field td:first-child { border-left: 4px solid #2da44e; }
    tr.field.inert td:first-child { border-left: 4px solid #d0d7de; }

    """
}
