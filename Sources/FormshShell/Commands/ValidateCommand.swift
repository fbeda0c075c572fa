import FormshData
import FormshDomain
import FormshPresentation

/// `validate [--json] [--strict] [FIELD]`: runs the rules; prints `valid` or the problems,
/// which then show under the fields until their values change. Finding problems is what
/// `validate` is for, so it succeeds either way, unless `--strict` asks it to fail the run.
/// `--remote URL` also sends the values to a server's validation endpoint and shows the
/// field errors it answers with, without submitting, each verdict on a line of its own (the
/// form's rules', then the server's); without it, the errors the last server answered with
/// that still stand are listed after the rules' (and count for `--strict`).
struct ValidateCommand: Command, Equatable {
  static let spec = CommandSpec(
    "validate",
    synopsis: "validate [--json] [--strict] [--remote [URL] [--status CODE|Nxx[,…]]] [FIELD]",
    summary: "run the rules and show the problems",
    details: """
      --json prints one JSON object: {"ok":true}, or
      {"ok":false,"errors":{FIELD:MESSAGE}}, as fill does for a record. --strict makes
      problems fail the command (status 1), so a script stops at them with --bail;
      expect valid does the same without the list.
      --remote URL then POSTs the values as they are (valid or not, as JSON) to a
      server's validation endpoint and shows its answer: its field errors land under
      the fields, as submit --to's do, and count as problems for --strict. Two
      verdicts are printed, each on its line: "by the form's rules: valid" (or the
      problems), then "by the server: valid (HTTP 200 OK)", "invalid (HTTP 422 …)"
      with its errors, or "no verdict (HTTP 500 …)" with the start of its body.
      Nothing is submitted. In a script, an expect status on the next line decides
      whether the server's problems fail --strict; --status CODE|Nxx[,…] (or a list:
      200,422) says on the line which status is expected (the command fails on any
      other, and the server's problems then do not count for --strict). No answer at
      all (refused, time-out, TLS) is status 69. --remote without a URL sends to the
      form's action, as submit does, its method and encoding (json or form) included.
      Without --remote, the errors the last
      server answered with that still stand (their fields unchanged) are listed after
      the rules' and count for --strict too.
      """,
    arguments: [.optional(.field(.any))],
    options: [
      CommandOption("--json"), CommandOption("--strict"),
      CommandOption("--remote", value: "URL", urlMayBeLeftOut: true),
      CommandOption("--status", value: "CODE|Nxx[,…]"),
    ])

  let field: String?
  let json: Bool
  let strict: Bool
  /// A server's validation endpoint, if any; empty: the form's action.
  let remote: String?
  /// The status the server is expected to answer with (`--status`), if said.
  let status: StatusPattern?

  init(
    field: String?, json: Bool = false, strict: Bool = false, remote: String? = nil,
    status: StatusPattern? = nil
  ) {
    self.field = field
    self.json = json
    self.strict = strict
    self.remote = remote
    self.status = status
  }

  init(_ arguments: Arguments) throws(ParseError) {
    field = arguments.given(0)
    json = arguments.has("--json")
    strict = arguments.has("--strict")
    remote = arguments.options["--remote"]
    if let remote, !remote.isEmpty, !HTTPRequest.isWebURL(remote) {
      throw arguments.usage("--remote takes an http(s) URL, not \"\(remote)\"")
    }
    status = try HTTPContext.statusOption(arguments)
    if status != nil, remote == nil { throw arguments.usage("--status goes with --remote URL") }
  }

  func run(in context: RequestContext, more: (String) -> String?) throws(ShellError) {
    let failures: [FieldFailure]
    do {
      failures = try context.form.session.validate(field)
    } catch {
      throw .edit(error)
    }
    if !json { printLocal(failures, serverErrors: standingServerErrors(in: context), in: context) }
    var serverErrors = 0
    var response: HTTPResponse?
    if let remote {
      let target = try remoteTarget(remote, in: context)
      let answer = try context.send(
        context.form.session.currentPayload, to: target.url, method: target.method,
        as: target.encoding, credentialOrigin: target.credentialOrigin)
      response = answer
      let errors = context.applyServerErrors(of: answer, printing: false)
      serverErrors = context.form.session.serverErrors.count
      if !json { printServer(answer, errors: errors, in: context) }
      if !answer.isSuccess, serverErrors == 0 { serverErrors = 1 }
    } else {
      // The last server's errors stand until their fields change: they are problems too.
      let standing = standingServerErrors(in: context)
      serverErrors = standing.count
      if !json, !standing.isEmpty {
        context.printServerErrors(
          standing, heading: "server errors (from the last response, until the values change)")
      }
    }
    if json { printJSON(failures, response: response, serverErrors: serverErrors, in: context) }
    if let status, let response {
      guard status.matches(response.status) else {
        throw .expectation(
          expected: "status \(status.text)",
          found: response.statusLine + StatusExpectation.errorsInBrief(of: response, in: context))
      }
      // The answer was the one expected: its problems are what the line asked for.
      serverErrors = 0
    }
    guard strict, !failures.isEmpty || serverErrors > 0 else { return }
    let local = failures.isEmpty ? nil : FailuresRenderer.headline(failures)
    let server =
      serverErrors == 0
      ? nil : "the server found \(serverErrors) problem\(serverErrors == 1 ? "" : "s")"
    let failure = ShellError.other(
      "validate --strict: " + [local, server].compactMap { $0 }.joined(separator: "; "),
      code: .validationFailed)
    // Only the server's problems, to a request that was answered: an expect status next
    // decides (in a script).
    if failures.isEmpty, response?.isSuccess == false {
      try context.refuse(failure)
    } else {
      throw failure
    }
  }

  /// Where `--remote` sends: its URL (POST, JSON), or, given none, the form's action.
  private func remoteTarget(_ remote: String, in context: RequestContext) throws(ShellError)
    -> ActionTarget
  {
    guard remote.isEmpty else {
      return ActionTarget(url: remote, method: "POST", encoding: .json, credentialOrigin: nil)
    }
    guard
      let action = try context.actionTarget(
        instead: "validate --remote URL says where to send it")
    else {
      throw .usage(
        "validate --remote has no URL and the form has no action: give one, validate --remote"
          + " URL")
    }
    return action
  }

  /// The field validated, if one.
  var namedField: String? { field }

  /// `errors`: the rules' failures, `[{"field","code","message"}]` in render order (of the
  /// one field validated, when one is).
  func eventDetails(in context: RequestContext) -> [(key: String, value: JSONValue)] {
    var failures = context.form.session.failures()
    if let field, let id = try? context.form.session.field(field).id {
      failures = failures.filter { $0.field == id }
    }
    return [("errors", CommandEvent.errors(failures, scrub: context.output.scrub))]
  }

  /// The server's errors that stand for what is validated: the field's, or all.
  private func standingServerErrors(in context: RequestContext) -> ServerErrors {
    let standing = context.form.session.serverErrors
    guard let field, let id = try? context.form.session.field(field).id else { return standing }
    var errors = ServerErrors()
    for message in standing.messages(for: id) { errors.add(message, to: id) }
    return errors
  }

  /// `valid` (`valid by the form's rules` while a server's errors stand), or the rules'
  /// problems; with `--remote`, the same after `by the form's rules: `, since the server's
  /// verdict follows on a line of its own (issue 28, point 10).
  private func printLocal(
    _ failures: [FieldFailure], serverErrors: ServerErrors, in context: RequestContext
  ) {
    let prefix = remote == nil ? "" : "by the form's rules: "
    if failures.isEmpty {
      let server = remote == nil && !serverErrors.isEmpty
      context.console.print(server ? "valid by the form's rules\n" : prefix + "valid\n")
    } else {
      context.console.print(
        prefix + FailuresRenderer.headline(failures) + ":\n" + FailuresRenderer.render(failures))
    }
  }

  /// The server's verdict: `by the server: valid (HTTP 200 OK)`; `invalid (HTTP 422 …)` (a
  /// 4xx) with its errors, one per line; `no verdict (HTTP 500 …)` for any other status,
  /// with the start of the body when no error could be read from it.
  private func printServer(
    _ response: HTTPResponse, errors: ServerErrors, in context: RequestContext
  ) {
    let verdict =
      response.isSuccess
      ? "valid" : (400..<500).contains(response.status) ? "invalid" : "no verdict"
    var text = "by the server: \(verdict) (\(response.statusLine))\n"
    if !response.isSuccess {
      let lines = errors.isEmpty ? [response.excerpt()] : errors.lines
      for line in lines where !line.isEmpty { text += "  " + TerminalText.sanitize(line) + "\n" }
    }
    context.console.print(context.secrets.scrub(text))
  }

  /// One JSON object: `ok`, the rules' `errors`, and when a server answered or its errors
  /// are on show, `status` and `server_errors` (`{FIELD: MESSAGE, "_form": MESSAGE}`, as a
  /// `fill --to` line has them).
  private func printJSON(
    _ failures: [FieldFailure], response: HTTPResponse?, serverErrors: Int,
    in context: RequestContext
  ) {
    var members: [(key: String, value: JSONValue)] = [
      ("ok", .bool(failures.isEmpty && serverErrors == 0))
    ]
    if !failures.isEmpty {
      members.append(
        ("errors", .object(JSONObject(failures.map { ($0.field, .string($0.message)) }))))
    }
    if let response { members.append(("status", .number(String(response.status)))) }
    if serverErrors > 0 {
      // A server's words may echo a secret back: each message is scrubbed, not the JSON.
      let standing =
        remote == nil ? standingServerErrors(in: context) : context.form.session.serverErrors
      members.append(
        (
          "server_errors",
          standing.json(in: context.form.session.form) { context.secrets.scrub($0) }
        ))
    }
    context.console.print(
      JSONWriter.string(.object(JSONObject(members)), terminalSafe: true) + "\n")
  }
}
