import FormshData
import FormshDomain
import FormshPresentation

/// `validate [--json] [--strict] [FIELD]`: runs the rules; prints `valid` or the problems,
/// which then show under the fields until their values change. Finding problems is what
/// `validate` is for, so it succeeds either way, unless `--strict` asks it to fail the run.
/// `--remote URL` also sends the values to a server's validation endpoint and shows the
/// field errors it answers with, without submitting; without it, the errors the last server
/// answered with that still stand are listed after the rules' (and count for `--strict`).
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
      at all (refused, time-out, TLS) is status 69. Without --remote, the errors the last
      server answered with that still stand (their fields unchanged) are listed after the
      rules' and count for --strict too.
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
    if json {
      shell.console.print(JSONWriter.string(failures.reportJSON, terminalSafe: true) + "\n")
    } else if failures.isEmpty {
      shell.console.print("valid\n")
    } else {
      shell.console.print(
        FailuresRenderer.headline(failures) + ":\n" + FailuresRenderer.render(failures))
    }
    var serverErrors = 0
    if remote == nil, !json {
      // The last server's errors stand until their fields change: they are problems too.
      let standing = shell.session.serverErrors
      var lines = standing.lines
      if let field, let id = try? shell.session.field(field).id {
        lines = standing.messages(for: id).map { "\(id): \($0)" }
      }
      if !lines.isEmpty {
        var text = "server errors (from the last response, until the values change):\n"
        for line in lines.prefix(100) { text += "  " + TerminalText.sanitize(line) + "\n" }
        if lines.count > 100 { text += "  … and \(lines.count - 100) more errors\n" }
        shell.console.print(shell.secrets.scrub(text))
        serverErrors = lines.count
      }
    }
    if let remote {
      let response = try shell.send(
        shell.session.currentPayload, to: remote, method: "POST", as: .json)
      shell.console.print(response.statusLine + "\n")
      shell.applyServerErrors(of: response)
      serverErrors = shell.session.serverErrors.count
      if !response.isSuccess, serverErrors == 0 {
        let body = response.excerpt()
        shell.console.print(shell.secrets.scrub(TerminalText.sanitize(body)) + "\n")
        serverErrors = 1
      }
    }
    if strict, !failures.isEmpty || serverErrors > 0 {
      let local = failures.isEmpty ? nil : FailuresRenderer.headline(failures)
      let server =
        serverErrors == 0
        ? nil : "the server found \(serverErrors) problem\(serverErrors == 1 ? "" : "s")"
      throw .other(
        "validate --strict: " + [local, server].compactMap { $0 }.joined(separator: "; "))
    }
  }
}
