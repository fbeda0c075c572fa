import FormshCases
import FormshData
import FormshDomain

/// The coverage part of the HTML report: each form a block, each field a row (label, id,
/// kind) with its items (value set, options, rules, message, conditions, links) and each
/// item's sides, `seen` or `untested`; what belongs to no field (section conditions, the
/// lists' numbers of items, the form's submit, the server error shapes seen) in a last row.
extension HTMLReport {
  static func coverage(_ coverage: SuiteCoverage) -> String {
    var html = """
      <section id="coverage">
      <h2>Coverage: \(escape(CoverageReport.figure(coverage.covered, of: coverage.applicable)))</h2>
      <p>A side marked <span class="side untested">✗ never …</span> is one no scenario \
      exercised (docs/coverage.md says when each counts).</p>

      """
    if coverage.forms.isEmpty { html += "<p>No scenario used a form.</p>\n" }
    for form in coverage.forms { html += self.form(form) }
    return html + "</section>\n"
  }

  private static func form(_ form: FormCoverage) -> String {
    var html = """
      <article class="form">
      <h3>\(escape(form.title)) <span class="source">\(escape(form.source))</span> \
      <span class="figure">\(escape(CoverageReport.figure(form.covered, of: form.applicable)))</span></h3>
      <table class="fields">
      <thead><tr><th>Field</th><th>Kind</th><th>What the suite exercised</th></tr></thead>
      <tbody>

      """
    let fieldIDs = Set(form.fields.map(\.id))
    var byField: [FieldID: [CoverageItem]] = [:]
    var ofTheForm: [CoverageItem] = []
    for item in form.applicableItems {
      if let field = item.field, item.section == nil, fieldIDs.contains(field) {
        byField[field, default: []].append(item)
      } else {
        ofTheForm.append(item)
      }
    }
    for field in form.fields {
      let items = byField[field.id] ?? []
      html +=
        "<tr class=\"field\(marks(items))\" data-field=\"\(escape(field.id))\">"
        + "<td><span class=\"label\">\(escape(field.label))</span><br><code>\(escape(field.id))</code></td>"
        + "<td class=\"kind\">\(escape(field.kind))</td><td>" + list(items) + "</td></tr>\n"
    }
    if !ofTheForm.isEmpty {
      html +=
        "<tr class=\"field form-level\(marks(ofTheForm))\"><td><span class=\"label\">The form"
        + "</span></td><td class=\"kind\">sections, lists, submit</td><td>" + list(ofTheForm)
        + "</td></tr>\n"
    }
    return html + "</tbody>\n</table>\n</article>\n"
  }

  /// ` untested` when a side of the items was never seen, ` inert` when there are none.
  private static func marks(_ items: [CoverageItem]) -> String {
    if items.isEmpty { return " inert" }
    return items.contains { !$0.missing.isEmpty } ? " untested" : ""
  }

  private static func list(_ items: [CoverageItem]) -> String {
    guard !items.isEmpty else { return "<span class=\"kind\">nothing to exercise</span>" }
    var html = "<ul class=\"items\">"
    for item in items {
      html +=
        "<li class=\"item \(escape(item.kind.rawValue))"
        + (item.missing.isEmpty ? "" : " untested") + "\">" + escape(name(of: item)) + ": "
      for (side, seen) in zip(item.sides, item.seen) {
        html +=
          seen
          ? "<span class=\"side seen\">✓ \(escape(side))</span>"
          : "<span class=\"side untested\">✗ never \(escape(side))</span>"
      }
      html += "</li>"
    }
    return html + "</ul>"
  }

  /// What an item is, in a field's row (or the form's).
  private static func name(of item: CoverageItem) -> String {
    let detail = item.detail ?? ""
    switch item.kind {
    case .field: return "value"
    case .option: return "option \(detail)"
    case .onOff: return detail
    case .rule: return detail
    case .message: return "its message \"\(detail)\""
    case .visibleIf, .requiredIf, .enabledIf:
      return item.section.map { "section \($0) " }.map { $0 + item.kind.rawValue }
        ?? item.kind.rawValue
    case .formRule: return "form rule \"\(detail)\""
    case .link: return "link \"\(detail)\""
    case .submit: return "submit"
    case .serverErrors:
      return "server errors as " + (ServerErrorShape(rawValue: detail)?.words ?? detail)
    case .items: return "items of \(item.field ?? "") (\(detail))"
    }
  }
}
