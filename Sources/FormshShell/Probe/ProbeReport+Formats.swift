import FormshCases
import FormshData
import FormshDomain
import FormshPresentation

extension ProbeReport {
  /// The run as one JSON document (docs/probe.md): `form`, `title`, `method`, `url`,
  /// `baseline` and `probes` (each `field`, `rule`, `expect`, `value`, `status`, `verdict`,
  /// `errors`, and `error` when no answer came), `summary`, `left_out`, `not_probed`.
  static func json(_ run: ProbeRun) -> String {
    var counts: [(String, JSONValue)] = [("probes", number(run.all.count))]
    for verdict in ProbeVerdict.allCases {
      counts.append((verdict.rawValue, number(run.count(verdict))))
    }
    counts += [
      ("left_out", number(run.leftOut.count)), ("not_probed", number(run.notProbed.count)),
    ]
    let document = JSONObject([
      ("form", .string(run.source)),
      ("title", .string(run.form.title)),
      ("method", .string(run.method)),
      ("url", .string(run.url)),
      ("agreed", .bool(run.agreed)),
      ("complete", .bool(run.leftOut.isEmpty)),
      ("baseline", json(run.baseline, form: run.form, payload: true)),
      ("probes", .array(run.outcomes.map { json($0, form: run.form) })),
      ("summary", .object(JSONObject(counts))),
      (
        "left_out",
        .array(
          run.leftOut.map { probe in
            .object(
              JSONObject([
                ("field", probe.field.map(JSONValue.string) ?? .null),
                ("rule", .string(probe.rule)),
                ("expect", .string(probe.expectation.rawValue)),
                ("value", value(of: probe, form: run.form)),
              ]))
          })
      ),
      (
        "not_probed",
        .array(
          run.notProbed.map { note in
            .object(
              JSONObject([("subject", .string(note.subject)), ("reason", .string(note.reason))]))
          })
      ),
    ])
    return JSONWriter.string(.object(document), style: .pretty) + "\n"
  }

  private static func number(_ value: Int) -> JSONValue { .number(String(value)) }

  /// The changed field's value as sent: a secure one masked, a long one cut.
  private static func value(of probe: Probe, form: Form) -> JSONValue {
    let secret = probe.field.flatMap { form.field($0) }?.kind.isSecret == true
    return probe.value.map { cut($0.masked(ifSecret: secret).json) } ?? .null
  }

  /// The most characters of a string value the JSON document holds.
  static let valueLimit = 1000

  /// A string value cut to `valueLimit` characters, ending in `…` (a probe of a
  /// `max_length` of 400,000 sends that many; the document need not hold them).
  private static func cut(_ value: JSONValue) -> JSONValue {
    guard case .string(let text) = value, text.count > valueLimit else { return value }
    return .string(String(text.prefix(valueLimit - 1)) + "…")
  }

  /// One probe's object; the baseline's with the whole `payload` (secure values masked).
  private static func json(_ outcome: ProbeOutcome, form: Form, payload: Bool = false)
    -> JSONValue
  {
    let probe = outcome.probe
    var members: [(String, JSONValue)] = [
      ("field", probe.field.map(JSONValue.string) ?? .null),
      ("rule", .string(probe.rule)),
      ("expect", .string(probe.expectation.rawValue)),
    ]
    if probe.field != nil { members.append(("value", value(of: probe, form: form))) }
    if payload {
      let masked = probe.payload.maskingSecrets(of: form)
      members.append(
        ("payload", .object(JSONObject(masked.entries.map { ($0.id, $0.value.json) }))))
    }
    members.append(("status", outcome.status.map(number) ?? .null))
    members.append(("verdict", .string(outcome.verdict.rawValue)))
    var errors: [(String, JSONValue)] = []
    if !outcome.errors.formErrors.isEmpty {
      errors.append(
        (CrossFieldRule.formWide, .array(outcome.errors.formErrors.map(JSONValue.string))))
    }
    for field in outcome.errors.fieldOrder {
      errors.append(
        (field, .array((outcome.errors.fieldErrors[field] ?? []).map(JSONValue.string))))
    }
    members.append(("errors", .object(JSONObject(errors))))
    if outcome.status == nil { members.append(("error", .string(outcome.answer))) }
    return .object(JSONObject(members))
  }

  /// JUnit XML: one test case per probe (the baseline first), a failure for each
  /// disagreement, a skipped case for each probe left out.
  static func junit(_ run: ProbeRun) -> String {
    let failed = run.all.count { !$0.agreed }
    let tests = run.all.count + run.leftOut.count
    var xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <testsuites name="formsh" tests="\(tests)" failures="\(failed)">
        <testsuite name="formsh probe \(TestReport.escape(run.url))" tests="\(tests)" failures="\(failed)" errors="0" skipped="\(run.leftOut.count)">

      """
    for outcome in run.all {
      xml +=
        "    <testcase classname=\"formsh.probe\" name=\"\(caseName(outcome.probe, form: run.form))\""
      guard !outcome.agreed else {
        xml += "/>\n"
        continue
      }
      let message = "\(outcome.verdictText): \(outcome.answer)"
      var details = "sent \(outcome.probe.field.map { "\($0) = " } ?? "the baseline")"
      if outcome.probe.field != nil { details += shownValue(outcome.probe, form: run.form) }
      details += ", which the form says to \(outcome.probe.expectation.rawValue)"
      let lines = errorLines(outcome.errors)
      if !lines.isEmpty { details += "\nserver errors:\n" + lines.joined(separator: "\n") }
      xml +=
        ">\n      <failure message=\"\(TestReport.escape(message))\" type=\"\(outcome.verdict.rawValue)\">"
        + "\(TestReport.escape(details))</failure>\n    </testcase>\n"
    }
    for probe in run.leftOut {
      xml +=
        "    <testcase classname=\"formsh.probe\" name=\"\(caseName(probe, form: run.form))\">"
        + "<skipped message=\"left out (\(TestReport.escape(run.leftOutReason)))\"/></testcase>\n"
    }
    return xml + "  </testsuite>\n</testsuites>\n"
  }

  /// `age format = "ten" (refuse)`, escaped for XML: two probes of a rule differ by value.
  private static func caseName(_ probe: Probe, form: Form) -> String {
    let value = probe.field == nil ? "" : " = " + shownValue(probe, form: form)
    return TestReport.escape(name(probe) + value + " (" + probe.expectation.rawValue + ")")
  }

  /// What `--dry-run` prints of one request: a comment naming the probe, the method and URL,
  /// the headers set, and the body (secure values masked).
  static func dryRun(
    _ probe: Probe, number: Int, of count: Int, method: String, url: String,
    headers: [HTTPHeader], body: String
  ) -> String {
    var text = "# \(number)/\(count) \(name(probe)): expect \(probe.expectation.rawValue)\n"
    text += "\(method) \(url)\n"
    for header in headers { text += "\(header.name): \(header.value)\n" }
    return text + "\n" + TerminalText.sanitize(body, limit: nil) + "\n\n"
  }
}
