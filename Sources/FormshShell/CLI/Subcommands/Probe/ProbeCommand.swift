import FormshCases
import FormshData
import FormshDomain
import FormshFill
import FormshPlatform
import FormshPresentation

/// `formsh probe FORM [--to URL]`: tests what a server enforces of a form's rules
/// (docs/probe.md). The valid baseline goes first, alone: when the server refuses it,
/// nothing else can be judged, and the probe stops there. Then every probe `PlanProbes`
/// derives is sent as `fill --to` sends records (`ListSendRun`), and each answer judged
/// (`ProbeVerdict`). `--dry-run` prints the payloads instead of sending them.
struct ProbeCommand: Subcommand {
  let options: ProbeOptions
  let console: Console

  /// The longest value a probe sends (as `cases` writes them: the same cases).
  static let longestValue = CaseScript.longestValue

  func run() -> Int32 {
    let named = options.operands.count + (options.form.form == nil ? 0 : 1)
    guard named <= 1 else { return fail(.usage("one form at a time; got \(named)")) }
    guard let path = options.operands.first ?? options.form.form else {
      return fail(.usage("name the form whose rules to probe: formsh probe FORM --to URL"))
    }
    let junit: String?
    do throws(UsageError) {
      junit = try reportFile()
    } catch {
      return fail(.usage(error.message))
    }
    if options.dryRun, junit != nil || options.json {
      return fail(.usage("--dry-run sends nothing, so it has no results for --json or --report"))
    }
    let http: HTTPClient
    let loaded: LoadedForm
    do throws(ShellError) {
      http = try options.http.makeClient()
      do {
        loaded = try OptionsLoader.loadForRun(
          FormSources.source(
            path, client: http, dialect: options.form.dialect, htmlForm: options.form.htmlForm,
            operation: options.form.operation),
          client: http)
      } catch {
        throw ShellError.load(error)
      }
    } catch {
      return fail(error)
    }
    // A report that cannot be written fails now, with nothing sent (records not created).
    if let junit,
      let status = OutputCheck.refuse(
        [junit], followingSymlinks: options.output.followSymlinks, in: Self.spec, console: console)
    {
      return status
    }
    let target: FillTarget
    do throws(ShellError) {
      target = try self.target(for: loaded)
    } catch {
      return fail(error)
    }
    let planner = PlanProbes(
      form: loaded.form, longestValue: Self.longestValue,
      isInterrupted: { Signals.wasInterrupted })
    var plan = planner()
    if Signals.wasInterrupted {
      console.printError("formsh probe: interrupted; nothing was sent\n")
      return ExitStatus.interrupted
    }
    let form = planner.form
    do throws(ProbePlan.DistinctError) {
      let token = Self.runToken()
      for id in options.unique { plan = try plan.distinct(id, in: form, token: token) }
    } catch {
      return fail(.usage(error.message))
    }
    guard let baseline = plan.baseline else {
      // Nothing to send: the form, not the server, is what needs a look (65, as lint's).
      // The rule no fill passes, and why the generator found no value for its field.
      let reason =
        plan.unfilled.map { failure in
          let why = plan.notProbed.first { $0.subject == failure.field }.map { " (\($0.reason))" }
          return "\(failure.field) \(failure.message)" + (why ?? "")
        }
        ?? plan.notProbed.first { $0.subject == "the form" }?.reason ?? "none was found"
      _ = ErrorPrinter.report(
        .other(
          "no valid payload of \(path) could be derived, so nothing can be probed: \(reason)"
            + " (formsh lint \(path) lists the form's problems)"), in: Self.spec, to: console)
      return ExitStatus.malformed
    }
    let limit = options.maxRequests ?? 500
    let sent = Array(([baseline] + plan.probes).prefix(limit))
    let leftOut = Array(plan.probes.dropFirst(limit - 1))
    let shownURL = HTTPRequest.shown(target.url)
    // The baseline's secure values are secrets wherever they show (a form's default may be a
    // real one); each probe's own are masked in the errors of its answer (`ProbeOutcome`).
    console.secrets.remember(ProbeOutcome.secureValues(of: baseline, form: form))
    // To the form's own action, the session's credentials go only to the origin of the
    // server that served the form (a URL the user gave with --to takes them anywhere).
    let credentialOrigin = options.send.to == nil ? loaded.credentialOrigin : nil
    let requests = sent.map { probe in
      var request = request(for: probe.payload, form: form, target: target)
      request.credentialOrigin = credentialOrigin
      return request
    }
    if options.dryRun {
      for (index, probe) in sent.enumerated() {
        let request = requests[index]
        console.print(
          ProbeReport.dryRun(
            probe, number: index + 1, of: sent.count, method: target.method, url: shownURL,
            headers: request.sentHeaders(with: http.settings),
            body: body(for: probe.payload.maskingSecrets(of: form), target: target)))
      }
      let payloads = sent.count == 1 ? "1 payload" : "\(sent.count) payloads"
      var note = "formsh probe: --dry-run: \(payloads) would be sent; nothing was"
      if !leftOut.isEmpty {
        note += "; \(leftOut.count) left out (--max-requests \(limit)): "
        note += leftOut.map(ProbeReport.name).joined(separator: ", ")
      }
      console.printError(note + "\n")
      return ExitStatus.success
    }
    do {
      try HTTPClient.checkAvailable(for: shownURL)
    } catch {
      return fail(.http(error))
    }
    // A password in the URL goes out as credentials; a server that echoes it shows a mask.
    console.secrets.remember(HTTPRequest.credentials(of: target.url))
    // The baseline alone: a server that refuses it refuses everything for its own reasons.
    let first: HTTPResponse
    switch ListSendRun(requests: [requests[0]], target: target).run(with: http)[0] {
    case .success(let response)?: first = response
    case .failure(let error)?: return fail(.http(error))
    case nil:
      console.printError("formsh probe: interrupted; nothing was sent\n")
      return ExitStatus.interrupted
    }
    let judged = ProbeOutcome(baseline, .success(first), form: form)
    var outcomes: [ProbeOutcome] = []
    var notSent: [Probe] = []
    if judged.agreed, sent.count > 1 {
      let results = ListSendRun(requests: Array(requests.dropFirst()), target: target).run(
        with: http)
      for (probe, result) in zip(sent.dropFirst(), results) {
        if let result {
          outcomes.append(ProbeOutcome(probe, result, form: form))
        } else {
          notSent.append(probe)
        }
      }
    }
    let run = ProbeRun(
      source: loaded.source, form: form, method: target.method, url: shownURL,
      baseline: judged, outcomes: outcomes, leftOut: notSent + (judged.agreed ? leftOut : []),
      maxRequests: limit, interrupted: !notSent.isEmpty, notProbed: plan.notProbed,
      unique: options.unique)
    return finish(run, first: first, junit: junit, http: http)
  }

  /// Writes the results and says how the run ended.
  private func finish(_ run: ProbeRun, first: HTTPResponse, junit: String?, http: HTTPClient)
    -> Int32
  {
    // Cookies a server set during the run are credentials too.
    console.secrets.remember(http.cookieValues())
    console.print(options.json ? ProbeReport.json(run) : ProbeReport.text(run))
    if let junit {
      console.flush()  // the results first, should FILE be /dev/stdout
      do {
        try FileSystem.writeAtomically(
          junit, Array(console.secrets.scrub(ProbeReport.junit(run)).utf8),
          followingSymlinks: options.output.followSymlinks)
      } catch {
        return fail(.file(error))
      }
    }
    if http.cookieJar != nil {
      do {
        try http.saveCookies()
      } catch {
        return fail(.file(error))
      }
    }
    if !run.baseline.agreed {
      return fail(
        .serverRefused(
          first, details: Interpreter.refusalDetails(of: first, errors: run.baseline.errors)))
    }
    if Signals.wasInterrupted {
      console.printError("formsh probe: interrupted; the probes not sent are listed as left out\n")
      return ExitStatus.interrupted
    }
    if !run.leftOut.isEmpty {
      // An exit of 0 is for what was sent: say that not everything was.
      console.printError(
        "formsh probe: warning: \(run.leftOut.count) of \(run.all.count + run.leftOut.count)"
          + " probes were left out (\(run.leftOutReason)): the server was judged on the"
          + " \(run.all.count) sent\n")
    }
    return run.agreed ? ExitStatus.success : ExitStatus.failure
  }

  /// Where the payloads go: `--to URL`, else the form's action (a relative one resolved
  /// against the URL the form came from), with `--method`, `--as`, `--concurrency`, `--rate`
  /// and `--retries` checked as `fill --to` checks them.
  private func target(for loaded: LoadedForm) throws(ShellError) -> FillTarget {
    var sending = options.send
    if sending.to == nil {
      guard let action = loaded.form.action else {
        throw .usage(
          "say where to send the probes: --to URL (\(loaded.source) has no action)")
      }
      guard let url = HTTPRequest.resolve(action.url, against: loaded.source) else {
        throw .usage(
          "the form's action \(TerminalText.sanitize(action.url)) is relative, and the form was"
            + " not loaded from a URL: --to URL says where to send the probes")
      }
      sending.to = url
      sending.method = sending.method ?? action.method
      sending.bodyEncoding = sending.bodyEncoding ?? (action.asForm ? "form" : "json")
    }
    guard let target = try FillTarget.from(sending) else {
      throw .usage("say where to send the probes: --to URL")
    }
    return target
  }

  /// The request that sends a payload, as `submit --to` sends one.
  private func request(for payload: Payload, form: Form, target: FillTarget) -> HTTPRequest {
    HTTPRequest(
      method: target.method, url: target.url,
      headers: [
        HTTPHeader(
          name: "Content-Type",
          value: target.encoding == .json ? "application/json" : PayloadFormEncoding.contentType),
        HTTPHeader(name: "Accept", value: "application/json, */*;q=0.5"),
      ], body: Array(body(for: payload, target: target).utf8))
  }

  /// A payload's body in the target's encoding.
  private func body(for payload: Payload, target: FillTarget) -> String {
    switch target.encoding {
    case .json: PayloadWriter.string(payload)
    case .form: String(decoding: PayloadFormEncoding.encode(payload), as: UTF8.self)
    }
  }

  /// `--report junit -o FILE` (or `--report junit FILE`): the JUnit report's file, if asked.
  private func reportFile() throws(UsageError) -> String? {
    for report in options.output.kinds where report != "junit" {
      throw UsageError(
        "--report takes junit here, not \"\(report)\" (--json prints the results as JSON)")
    }
    guard !options.output.kinds.isEmpty else {
      if options.output.output != nil { throw UsageError("-o FILE goes with --report junit") }
      return nil
    }
    guard
      let path = options.output.output
        ?? options.output.reportFiles.last(where: { $0.kind == "junit" })?.path
    else {
      throw UsageError("--report junit writes a file: --report junit -o FILE")
    }
    return path
  }

  /// Six letters and digits, new each run, that `--unique` puts in the values it varies: a
  /// record an earlier run created does not hold them.
  static func runToken() -> String {
    let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789")
    return String((0..<6).map { _ in alphabet.randomElement()! })
  }

  private func fail(_ error: ShellError) -> Int32 {
    ErrorPrinter.report(error, in: Self.spec, to: console)
  }
}
