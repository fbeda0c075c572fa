import FormshData
import FormshDomain
import FormshPresentation

/// `validate [--json] [--strict] [FIELD]`: runs the rules; prints `valid` or the problems,
/// which then show under the fields until their values change. Finding problems is what
/// `validate` is for, so it succeeds either way, unless `--strict` asks it to fail the run.
/// `--remote URL` also sends the values to a server's validation endpoint and shows the
/// field errors it answers with, without submitting.
struct ValidateCommand: Command, Equatable {
  static let spec = CommandSpec(
    "validate", synopsis: "validate [--json] [--strict] [--remote URL] [FIELD]",
    summary: "run the rules and show the problems",
    details: """
      --json prints one JSON object: {"ok":true}, or {"ok":false,"errors":{FIELD:MESSAGE}},
      as fill does for a record. --strict makes problems fail the command (status 1), so a
      script stops at them with --bail; expect valid does the same without the list.
      --remote URL then POSTs the values as they are (valid or not, as JSON) to a server's
      validation endpoint and shows its answer: its field errors land under the fields, as
      submit --to's do, and count as problems for --strict. Nothing is submitted. No answer
      at all (refused, time-out, TLS) is status 69.
      """,
    arguments: [.field(.any)],
    options: [
      CommandOption("--json"), CommandOption("--strict"), CommandOption("--remote", value: "URL"),
    ])

  let field: String?
  let json: Bool
  let strict: Bool
  /// A server's validation endpoint, if any.
  let remote: String?

  init(field: String?, json: Bool = false, strict: Bool = false, remote: String? = nil) {
    self.field = field
    self.json = json
    self.strict = strict
    self.remote = remote
  }

  init(_ arguments: Arguments) throws(ParseError) {
    try arguments.expect(0, 1)
    field = arguments.count == 1 ? arguments[0] : nil
    json = arguments.has("--json")
    strict = arguments.has("--strict")
    remote = arguments.options["--remote"]
    if let remote, !HTTPRequest.isWebURL(remote) {
      throw arguments.usage("--remote takes an http(s) URL, not \"\(remote)\"")
    }
  }

  func run(in shell: Interpreter, more: (String) -> String?) throws(ShellError) {
    let failures: [FieldFailure]
    do {
      failures = try shell.session.validate(field)
    } catch {
      throw .edit(error)
    }
    if !json { printLocal(failures, in: shell) }
    var serverErrors = 0
    var response: HTTPResponse?
    if let remote {
      let answer = try shell.send(
        shell.session.currentPayload, to: remote, method: "POST", as: .json)
      response = answer
      if !json { shell.console.print(answer.statusLine + "\n") }
      shell.applyServerErrors(of: answer, printing: !json)
      serverErrors = shell.session.serverErrors.count
      if !answer.isSuccess, serverErrors == 0 {
        if !json {
          shell.console.print(shell.secrets.scrub(TerminalText.sanitize(answer.excerpt())) + "\n")
        }
        serverErrors = 1
      }
    } else if !shell.session.serverErrors.isEmpty {
      // The last server's errors stay on show until the values change: they are problems too.
      serverErrors = shell.session.serverErrors.count
      if !json {
        shell.printServerErrors(
          shell.session.serverErrors, heading: "server errors (until the values change)")
      }
    }
    if json { printJSON(failures, response: response, serverErrors: serverErrors, in: shell) }
    if strict, !failures.isEmpty || serverErrors > 0 {
      let local = failures.isEmpty ? nil : FailuresRenderer.headline(failures)
      let server =
        serverErrors == 0
        ? nil : "the server found \(serverErrors) problem\(serverErrors == 1 ? "" : "s")"
      throw .other(
        "validate --strict: " + [local, server].compactMap { $0 }.joined(separator: "; "))
    }
  }

  /// `valid`, or the rules' problems.
  private func printLocal(_ failures: [FieldFailure], in shell: Interpreter) {
    if failures.isEmpty {
      let server = remote == nil && !shell.session.serverErrors.isEmpty
      shell.console.print(server ? "valid by the form's rules\n" : "valid\n")
    } else {
      shell.console.print(
        FailuresRenderer.headline(failures) + ":\n" + FailuresRenderer.render(failures))
    }
  }

  /// One JSON object: `ok`, the rules' `errors`, and when a server answered or its errors
  /// are on show, `status` and `server_errors` (`{FIELD: [MESSAGE], "_form": [...]}`).
  private func printJSON(
    _ failures: [FieldFailure], response: HTTPResponse?, serverErrors: Int, in shell: Interpreter
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
      var errors = ServerErrors()
      for (field, messages) in shell.session.serverErrors.fields {
        for message in messages { errors.add(shell.secrets.scrub(message), to: field) }
      }
      for message in shell.session.serverErrors.formErrors {
        errors.addFormError(shell.secrets.scrub(message))
      }
      members.append(("server_errors", errors.json))
    }
    shell.console.print(JSONWriter.string(.object(JSONObject(members)), terminalSafe: true) + "\n")
  }
}
