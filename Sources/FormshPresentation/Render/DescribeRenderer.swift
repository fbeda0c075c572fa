import FormshDomain

/// `describe FIELD`: every property, rule and option of one field.
public enum DescribeRenderer {
  /// The description, one property per line.
  public static func render(_ field: Field, _ view: FormView, _ options: RenderOptions) -> String {
    let style = Style(mode: options.mode, theme: view.form.theme, painted: false)
    var rows: [(String, String)] = [
      ("kind", field.kind.name),
      ("required", required(field, view)),
    ]
    let marks = view.marks(of: field)
    if !marks.isEmpty { rows.append(("marked", marks.joined(separator: ", "))) }
    if let computed = field.computed {
      let inputs = computed.readsEverything ? ["every field"] : computed.reads
      rows.append(
        (
          "computed",
          TerminalText.sanitize(
            computed.text + " (inputs: "
              + (inputs.isEmpty ? "none" : inputs.joined(separator: ", "))
              + ")")
        ))
    }
    if let defaultFrom = field.defaultFrom {
      rows.append(("default from", TerminalText.sanitize(defaultFrom.text)))
    }
    if let text = field.placeholder { rows.append(("placeholder", TerminalText.sanitize(text))) }
    if let text = field.supportingText { rows.append(("supporting", TerminalText.sanitize(text))) }
    rows.append(("rules", ruleList(field)))
    if let text = field.errorMessage { rows.append(("error message", TerminalText.sanitize(text))) }
    let start = view.form.position(of: field.id).map { view.form.startValues[$0] }
    rows.append(("default", ValueSummary.summary(start ?? field.defaultValue, of: field)))
    rows.append(("value", ValueSummary.summary(view.value(of: field), of: field)))
    if let error = view.errors[field.id] { rows.append(("error", TerminalText.sanitize(error))) }
    if let remote = field.remoteOptions {
      rows.append(("options from", TerminalText.sanitize(remote.loadedFrom ?? remote.url)))
    }
    rows.append(("accepts", accepts(field)))
    rows += conditionRows(field, view)

    let title = TerminalText.sanitize("\(field.id) — \(field.label)")
    var out = style.bold(title) + "\n"
    for (name, value) in rows {
      let lines = TerminalText.wrap(value, width: options.width - 16)
      out += "  " + TerminalText.pad(name, to: 14) + lines[0] + "\n"
      for line in lines.dropFirst() { out += String(repeating: " ", count: 16) + line + "\n" }
    }
    if !field.options.isEmpty {
      out += "  options\n"
      let defaults = Set(field.defaultValue.selection ?? [])
      let idWidth =
        field.options.map { TerminalText.width(TerminalText.sanitize($0.id)) }.max() ?? 0
      for option in field.options {
        out +=
          "    " + TerminalText.pad(TerminalText.sanitize(option.id), to: idWidth) + "  "
          + TerminalText.sanitize(option.label)
          + (defaults.contains(option.id) ? "  (default)" : "") + "\n"
      }
    } else if field.kind.shape.takesOptions {
      out += "  options       (none)\n"
    }
    if !field.links.isEmpty {
      out += "  links\n"
      var number = view.firstLinkNumber(of: field)
      for link in field.links {
        out +=
          "    [\(number)] " + TerminalText.sanitize(link.text) + " → "
          + TerminalText.sanitize(link.url)
          + (link.range == nil ? "  (phrase not in the label)" : "") + "\n"
        number += 1
      }
    }
    return out
  }

  /// The conditions that decide the field and the form's rules that name or read it, each
  /// with what it gives now (as `why` explains them), then the conditions that read it.
  static func conditionRows(_ field: Field, _ view: FormView) -> [(String, String)] {
    var rows: [(String, String)] = []
    for (offset, check) in ConditionExplainer.checks(of: field, in: view).enumerated() {
      rows.append(
        (
          offset == 0 ? "conditions" : "",
          TerminalText.sanitize(
            "\(check.name) is \(ConditionExplainer.outcome(check.outcome)): \(check.condition.text)"
          )
        ))
    }
    for (offset, (rule, outcome)) in ConditionExplainer.rules(of: field, in: view).enumerated() {
      let verdict =
        outcome.isTrue ? "holds" : "does not hold (\(ConditionExplainer.outcome(outcome)))"
      rows.append(
        (
          offset == 0 ? "form rules" : "",
          TerminalText.sanitize("\(quoted(rule.message)) \(verdict): \(rule.check.text)")
        ))
    }
    let readers = WhyRenderer.readers(of: field, in: view.form)
    if !readers.isEmpty {
      rows.append(("read by", TerminalText.sanitize(readers.joined(separator: ", "))))
    }
    return rows
  }

  /// Whether the form marks the field required, or a condition makes it so now.
  private static func required(_ field: Field, _ view: FormView) -> String {
    if field.isRequired { return "yes" }
    let now = view.form.position(of: field.id).map { view.status.required[$0] } ?? false
    return now ? "yes, now: a condition makes it so" : "no"
  }

  /// The rules of a field in words, in the order they are checked.
  public static func ruleList(_ field: Field) -> String {
    let rules = field.rules.map(\.description)
    return rules.isEmpty ? "(none)" : TerminalText.sanitize(rules.joined(separator: " · "))
  }

  private static func accepts(_ field: Field) -> String {
    if field.computed != nil { return "no edit: its value is computed" }
    if field.isReadOnly { return "no edit: it is read-only" }
    return field.kind.behavior.acceptsDescription(id: TerminalText.sanitize(field.id))
  }
}
