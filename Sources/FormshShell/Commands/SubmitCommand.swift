import FormshData
import FormshDomain
import FormshPlatform
import FormshPresentation
import FormshSession

/// `submit [-o|--output FILE [--follow-symlinks]]`: the payload as JSON when every rule passes;
/// otherwise a refusal listing every problem, which then show under the fields.
/// `submit --to URL [--method M] [--as json|form]` sends it to a server instead: the status
/// and the body are printed, the server's field errors land on the fields, and a status other
/// than 2xx fails the command: at once at the prompt, or in a script unless the next command
/// is an `expect status`, which decides. `--status CODE|Nxx` says on the line which status
/// is expected (a negative test: `--status 422`; a list, `--status 2xx,422`, takes any).
/// `--follow` then loads the form the server answered with (a flow's next step); `--curl`
/// first prints the request as a `curl` line.
struct SubmitCommand: Command, Equatable {
  static let spec = CommandSpec(
    "submit",
    synopsis:
      "submit [-o|--output FILE] | submit [--to URL] [--method POST|PUT|PATCH] [--as json|form] "
      + "[--status CODE|Nxx[,…]] [--follow] [--curl]",
    summary: "print or send the payload, or refuse and list the problems",
    details: """
      -o FILE (--output FILE) writes the payload to FILE instead, atomically: all of
      it or nothing. A file replaced keeps its permissions; a device or FIFO
      (/dev/stdout, a named pipe) is written through. A symbolic link is refused
      unless --follow-symlinks, which writes to the file it points to. (--out FILE,
      the old spelling, still works; -o is the one formsh uses for a file wherever a
      command writes one, --out for a folder.) --to URL sends the payload to a server
      (POST as JSON unless --method or --as say otherwise), with the session's headers
      and cookies, and prints HTTP STATUS and the body. Field errors in the response
      (RFC 9457 problem details, JSON:API, the Rails/Laravel map) show under their
      fields until the value changes; errors naming no field are the form's. A status
      other than 2xx fails the command (1), its message listing the server's errors
      (or the first lines of its body); in a script, an expect status on the next line
      decides instead (submit --to URL, then expect status 422, is a negative test
      that passes). --status CODE|Nxx says the same on one line: the command succeeds
      when the status is that one (422) or of that class (4xx), and fails otherwise, a
      2xx included; a list takes any of its statuses (--status 200,201 or 2xx,422). No
      answer at all (refused, time-out, TLS) is status 69. expect status, expect
      response and capture read the response.
      A form with an action (its own target: a URL, a method, json or form) is sent
      there by submit with no --to, as if --to had named it (a relative URL resolves
      against the URL the form was loaded from; --method and --as override the
      action's); -o FILE still writes the payload to a file.
      --follow then follows the answer (see follow): when its body is a form, in any
      dialect, it becomes the current form, the next step of a flow. A form is
      followed whatever the status (Ory Kratos answers 400 with the same flow, its
      error messages then the fields' errors, as a server's); a body that is no form
      (an error body never is one) fails the command only when the submit went well
      (2xx, or the --status given); after a refusal the form stays. The submit itself
      still succeeds or fails by its status, as above.
      --curl first prints the request as a curl command line for a POSIX context
      (method, URL, headers, the session's cookies, body), then sends it as usual.
      Secrets are
      ${NAME} placeholders, never their values: a --secret variable by its name, a
      secure field by its id upper-cased (${PASSWORD}), a secret header with no such
      variable in it by its name (${AUTHORIZATION}), each cookie as ${COOKIE_NAME}:
      export them, as they are, to run the line (in a JSON body the line escapes them
      as JSON does). formsh test --curl FILE writes every request of a suite that way.
      """,
    options: [
      CommandOption("--output", value: "FILE"), CommandOption("-o", value: "FILE"),
      CommandOption("--out", value: "FILE"), CommandOption("--follow-symlinks"),
      CommandOption("--to", value: "URL"), CommandOption("--method", value: "METHOD"),
      CommandOption("--as", value: "json|form"), CommandOption("--status", value: "CODE|Nxx"),
      CommandOption("--follow"), CommandOption("--curl"),
    ], tooMany: "-o FILE writes the payload to a file")

  /// Where to write the payload; `nil` prints it.
  let out: String?
  /// Whether a symbolic link at `out` is followed (else refused).
  let followSymlinks: Bool
  /// The server to send it to, if any.
  let to: String?
  /// How it is sent, when said (else POST as JSON, or as the form's action says).
  let method: String?
  let encoding: BodyEncoding?
  /// The status the server is expected to answer with (`--status`), if said.
  let status: StatusPattern?
  /// Whether the form the server answered with is then followed (`--follow`).
  let follow: Bool
  /// Whether the request is printed as a `curl` line first (`--curl`).
  let curl: Bool

  init(
    out: String?, followSymlinks: Bool = false, to: String? = nil, method: String? = nil,
    encoding: BodyEncoding? = nil, status: StatusPattern? = nil, follow: Bool = false,
    curl: Bool = false
  ) {
    self.follow = follow
    self.curl = curl
    self.out = out
    self.followSymlinks = followSymlinks
    self.to = to
    self.method = method
    self.encoding = encoding
    self.status = status
  }

  init(_ arguments: Arguments) throws(ParseError) {
    // -o and --output, and --out as scripts wrote it before: one of them at most.
    let given = ["-o", "--output", "--out"].filter { arguments.has($0) }
    if given.count > 1 {
      throw arguments.usage("\(given.joined(separator: " and ")) say the same: give -o FILE once")
    }
    out = given.first.flatMap { arguments.options[$0] }
    followSymlinks = arguments.has("--follow-symlinks")
    to = arguments.options["--to"]
    method =
      arguments.has("--method")
      ? try HTTPContext.method(arguments.options["--method"], arguments) : nil
    encoding =
      arguments.has("--as") ? try BodyEncoding.parse(arguments.options["--as"], arguments) : nil
    status = try HTTPContext.statusOption(arguments)
    follow = arguments.has("--follow")
    curl = arguments.has("--curl")
    if followSymlinks, out == nil { throw arguments.usage("--follow-symlinks goes with -o FILE") }
    if to != nil, out != nil { throw arguments.usage("-o FILE and --to do not go together") }
    if out != nil, arguments.has("--method") || arguments.has("--as") || status != nil {
      throw arguments.usage("--method, --as and --status go with --to URL, not with -o FILE")
    }
    if out != nil, follow || curl {
      throw arguments.usage("--follow and --curl go with --to URL, not with -o FILE")
    }
    if let to, !HTTPRequest.isWebURL(to) {
      throw arguments.usage("--to takes an http(s) URL, not \"\(to)\"")
    }
  }

  func run(in context: RequestContext, more: (String) -> String?) throws(ShellError) {
    if let to {
      try send(to: to, method: method ?? "POST", encoding: encoding ?? .json, in: context)
      return
    }
    if out == nil,
      let action = try context.actionTarget(instead: "submit --to URL says where to send it")
    {
      try send(
        to: action.url, method: method ?? action.method, encoding: encoding ?? action.encoding,
        credentialOrigin: action.credentialOrigin, in: context)
      return
    }
    if method != nil || encoding != nil || status != nil {
      throw .usage("--method, --as and --status go with --to URL (this form has no action)")
    }
    if follow || curl {
      throw .usage("--follow and --curl go with --to URL (this form has no action)")
    }
    switch context.form.session.submit() {
    case .failure(let refusal):
      throw .submitRefused(refusal.failures)
    case .success(let payload):
      guard let out else {
        // The payload is what the user asked to see, secure values and all; a transcript
        // (`formsh test`, events) keeps none.
        if context.settings.masksSecrets {
          let masked = payload.maskingSecrets(of: context.form.session.form)
          context.console.print(
            PayloadWriter.string(masked, style: .pretty, terminalSafe: true) + "\n")
        } else {
          context.console.printPayload(
            PayloadWriter.string(payload, style: .pretty, terminalSafe: true) + "\n")
        }
        return
      }
      let text = PayloadWriter.string(payload, style: .pretty) + "\n"
      let replaced: Bool
      do {
        let file = try AtomicFile(out, followingSymlinks: followSymlinks)
        // Written through to standard output, the payload comes after what was printed.
        if file.writesThrough { context.console.flush() }
        replaced = file.replacesAFile
        try file.write(Array(text.utf8))
        try file.commit()
      } catch {
        throw .file(error)
      }
      // -o replaces what is there, as curl -o does, and says so: never silently.
      context.tell(
        "payload written to \(TerminalText.sanitize(out))"
          + (replaced ? " (it replaced the file that was there)" : ""))
    }
  }

  /// Names no field.
  var namedField: String? { nil }

  /// `payload` (secrets masked) of a submit that printed or wrote it; `status` of one sent.
  func eventDetails(in context: RequestContext) -> [(key: String, value: JSONValue)] {
    if to != nil || (out == nil && context.form.session.form.action != nil) {
      return context.http.lastResponse.map { [("status", .number(String($0.status)))] } ?? []
    }
    guard let payload = context.form.session.lastSubmission else { return [] }
    let masked = payload.maskingSecrets(of: context.form.session.form)
    return [
      ("payload", .object(JSONObject(masked.entries.map { ($0.id, $0.value.json) })))
    ]
  }

  private func send(
    to url: String, method: String, encoding: BodyEncoding, credentialOrigin: String? = nil,
    in context: RequestContext
  ) throws(ShellError) {
    let payload: Payload
    switch context.form.session.prepareSubmission() {
    case .failure(let refusal): throw .submitRefused(refusal.failures)
    case .success(let valid): payload = valid
    }
    if curl {
      var request = HTTPContext.request(for: payload, to: url, method: method, as: encoding)
      request.credentialOrigin = credentialOrigin
      context.console.print(context.curlLine(for: request).text + "\n")
    }
    let response = try context.send(
      payload, to: url, method: method, as: encoding, credentialOrigin: credentialOrigin)
    // A form to follow is announced as it loads, as `load` announces one: not its JSON too.
    if follow, (try? HTTPContext.form(in: response)) != nil {
      context.console.print(response.statusLine + "\n")
    } else {
      context.show(response)
    }
    let errors = context.applyServerErrors(of: response)
    if !response.isSuccess { context.form.session.noteRefusedByServer() }
    // Whether the status is the one --status gave (nil: none given).
    let expected = status.map { $0.matches(response.status) }
    let wentWell = expected ?? response.isSuccess
    if follow {
      if response.isSuccess, expected != false { context.form.session.accept(payload) }
      try followAnswer(response, wentWell: wentWell, in: context)
    }
    if let status {
      guard status.matches(response.status) else {
        throw .expectation(
          expected: "status \(status.text)",
          found: response.statusLine + StatusExpectation.errorsInBrief(of: response, in: context))
      }
    } else if !response.isSuccess {
      try context.refuse(
        .serverRefused(
          response, details: context.maskedRefusalDetails(of: response, errors: errors)))
      return
    }
    if response.isSuccess, !follow { context.form.session.accept(payload) }
  }

  /// `--follow`: the form answered becomes the current one, which `undo` takes back as it
  /// does a `follow`. A body that is no form fails only a submit that went well; otherwise
  /// the status says what went wrong.
  private func followAnswer(_ response: HTTPResponse, wentWell: Bool, in context: RequestContext)
    throws(ShellError)
  {
    let before = context.form.session
    do {
      try context.follow(response, answering: context.http.lastRequest)
    } catch {
      if wentWell { throw error }
      return
    }
    context.form.edits.record("submit --follow", before: before, after: context.form.session)
  }

  func record(to recorder: Recorder, before: Session, after: Session) {
    let out = out.map { " --output " + Recorder.quoteWord($0) } ?? ""
    var to = to.map { " --to " + Recorder.quoteWord($0) } ?? ""
    if let method { to += " --method " + method }
    if let encoding { to += " --as " + encoding.rawValue }
    if let status { to += " --status " + status.text }
    if follow { to += " --follow" }
    recorder.write("submit" + out + to + (followSymlinks ? " --follow-symlinks" : ""))
    // The form followed: each value of it that is not its default.
    if follow, !after.hasSameForm(as: before) { recorder.writeValues(of: after) }
  }

  static func complete(_ words: [String], _ current: String, _ completer: Completer)
    -> Completion
  {
    let writes = ["-o", "--output", "--out"]
    if words.count == 2 {
      return completer.offer(
        ["--output", "--to", "--method", "--as", "--status", "--follow", "--curl"], current,
        suffix: " ")
    }
    if current.hasPrefix("-"), !writes.contains(words[1]) {
      let sending = ["--to", "--method", "--as", "--status", "--follow", "--curl"]
      return completer.offer(sending.filter { !words.contains($0) }, current, suffix: " ")
    }
    if words.count == 4 && writes.contains(words[1]) {
      return completer.offer(["--follow-symlinks"], current, suffix: " ")
    }
    return words.count == 3 && writes.contains(words[1]) ? completer.paths(current) : .none
  }
}
