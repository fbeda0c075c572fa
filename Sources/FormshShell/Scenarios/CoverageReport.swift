import FormshCases
import FormshData
import FormshDomain
import FormshPresentation

/// How `formsh test --coverage` reports what a suite exercised: per form, its figure and what
/// it never exercised in the users' words, then the overall figure; or the same as JSON
/// (docs/coverage.md documents both).
enum CoverageReport {
  /// The text report.
  static func text(_ coverage: SuiteCoverage) -> String {
    var text = ""
    for form in coverage.forms {
      text +=
        "coverage of \(TerminalText.sanitize(form.source)) (\(TerminalText.sanitize(form.title))): "
        + figure(form.covered, of: form.applicable) + "\n"
      for item in form.applicableItems {
        for side in item.missing { text += "  " + words(item, never: side) + "\n" }
      }
      for (item, why) in form.leftOut {
        text +=
          "  unreachable, left out: " + words(item) + " (" + TerminalText.sanitize(why) + ")\n"
      }
    }
    text += "coverage overall: " + figure(coverage.covered, of: coverage.applicable)
    text += coverage.forms.isEmpty ? ": no scenario used a form\n" : "\n"
    return text
  }

  /// `87.5 % (35 of 40)`.
  static func figure(_ covered: Int, of applicable: Int) -> String {
    percent(covered, of: applicable) + " % (\(covered) of \(applicable))"
  }

  /// The percentage with one decimal, cut rather than rounded, so that a figure never shows
  /// more than was reached (89.96 is 89.9, not 90.0); 0.0 when nothing counts (no form).
  static func percent(_ covered: Int, of applicable: Int) -> String {
    guard applicable > 0 else { return "0.0" }
    let tenths = covered * 1000 / applicable
    return "\(tenths / 10).\(tenths % 10)"
  }

  /// What was never seen of an item, in the users' words: "regex on `password` never
  /// failed", "option `de` of `country` never selected".
  static func words(_ item: CoverageItem, never side: String) -> String {
    let field = "`" + TerminalText.sanitize(item.field ?? "") + "`"
    let detail = TerminalText.sanitize(item.detail ?? "")
    let target = item.section.map { "section `" + TerminalText.sanitize($0) + "`" } ?? field
    switch item.kind {
    case .field:
      return "\(field) never set"
    case .option:
      return "option `\(detail)` of \(field) never selected"
    case .onOff:
      let checkbox = item.detail == "checkbox"
      let word =
        side == "on"
        ? (checkbox ? "checked" : "turned on") : (checkbox ? "unchecked" : "turned off")
      return "\(field) never \(word)"
    case .rule:
      return "\(detail) on \(field) never \(side)"
    case .message:
      return "custom message of \(field) never shown (\"\(detail)\")"
    case .visibleIf, .requiredIf, .enabledIf:
      return "\(item.kind.rawValue) of \(target) never \(side)"
    case .formRule:
      return "form rule \"\(detail)\" never \(side)"
    case .link:
      return "link \"\(detail)\" of \(field) never listed or opened"
    case .submit:
      return "submit never \(side)"
    case .items:
      let how =
        side == "within bounds"
        ? "a number of items within its bounds (\(detail))" : "\(side) items (\(detail))"
      return "\(field) never validated with \(how)"
    case .serverErrors:
      let shape = ServerErrorShape(rawValue: item.detail ?? "")?.words ?? detail
      return "server errors as \(shape) never seen"
    }
  }

  /// What no scenario can reach of an item, its sides in the users' words: "number on
  /// `total` failing", "custom message of `code` shown".
  static func words(_ item: CoverageItem) -> String {
    let field = "`" + TerminalText.sanitize(item.field ?? "") + "`"
    let detail = TerminalText.sanitize(item.detail ?? "")
    switch item.kind {
    case .rule:
      let sides = item.sides.map { $0 == "failed" ? "failing" : "passing" }
      return "\(detail) on \(field) " + sides.joined(separator: " or ")
    case .message:
      return "custom message of \(field) shown (\"\(detail)\")"
    default:
      return "\(item.kind.rawValue) of \(field) " + item.sides.joined(separator: " or ")
    }
  }

  /// The JSON report: `version`, `overall` and one object per form under `forms`.
  static func json(_ coverage: SuiteCoverage) -> String {
    // Ids, titles and messages come from the form: their bidi and C1 controls are escaped,
    // since `--coverage-json -` may print the report on a terminal.
    JSONWriter.string(value(coverage), style: .pretty, terminalSafe: true) + "\n"
  }

  /// The JSON report as a value (also `coverage` in `formsh test --report json`).
  static func value(_ coverage: SuiteCoverage) -> JSONValue {
    let forms = coverage.forms.map { form in
      JSONValue.object(
        JSONObject([
          ("source", .string(form.source)),
          ("title", .string(form.title)),
          ("percent", .number(percent(form.covered, of: form.applicable))),
          ("covered", .number(String(form.covered))),
          ("applicable", .number(String(form.applicable))),
          ("talked_to_server", .bool(form.talkedToServer)),
          ("items", .array(form.applicableItems.map(json))),
          (
            "left_out",
            .array(
              form.leftOut.map { item, why in
                .object(JSONObject(leftOutKeys(item) + [("why", .string(why))]))
              })
          ),
        ]))
    }
    return JSONValue.object(
      JSONObject([
        ("version", .number("1")),
        (
          "overall",
          .object(
            JSONObject([
              ("percent", .number(percent(coverage.covered, of: coverage.applicable))),
              ("covered", .number(String(coverage.covered))),
              ("applicable", .number(String(coverage.applicable))),
            ]))
        ),
        ("forms", .array(forms)),
      ]))
  }

  /// An item left out: what it is, and the sides that cannot happen.
  private static func leftOutKeys(_ item: CoverageItem) -> [(key: String, value: JSONValue)] {
    func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }
    return [
      ("kind", .string(item.kind.rawValue)), ("field", optional(item.field)),
      ("section", optional(item.section)), ("detail", optional(item.detail)),
      ("sides", .array(item.sides.map(JSONValue.string))),
    ]
  }

  private static func json(_ item: CoverageItem) -> JSONValue {
    func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }
    return .object(
      JSONObject([
        ("kind", .string(item.kind.rawValue)),
        ("field", optional(item.field)),
        ("section", optional(item.section)),
        ("detail", optional(item.detail)),
        ("seen", .object(JSONObject(zip(item.sides, item.seen).map { ($0, .bool($1)) }))),
      ]))
  }
}
