/// `formsh run SCRIPT…`: its spec and options.
struct RunOptions: SubcommandOptions, InterpreterOptions {
  static let spec = SubcommandSpec(
    "run",
    usage: [
      "formsh run [--form FORM] [--bail] [--echo] [--format jsonl] [--var NAME=VALUE]…"
        + " [--var-file FILE]… [--secret NAME[=VALUE]]… [--retry N [--retry-interval MS]]"
        + " SCRIPT…"
    ],
    overview: [("formsh run [--form FORM] SCRIPT…", "run script files, each in a fresh session")],
    help: [
      .usage,
      .text(
        """
        Runs each script in a fresh session on FORM (the built-in form when omitted),
        one command per line. Errors are reported as FILE:LINE: error: …; the run
        carries on unless --bail. A script can start with: #!/usr/bin/env -S formsh run
        --var NAME=VALUE gives ${NAME}; --secret NAME=VALUE gives it as a secret, masked
        in everything formsh writes (--secret NAME: the environment variable NAME's
        value).
        --var-file FILE gives the variables of FILE (NAME=VALUE lines or a JSON object),
        under --var's.
        --format jsonl writes one JSON event per command instead
        ({"event":"command","file":…,
        "line":…,"command":…,"ok":…,"code":…,"message":…}) and an end event per script
        ({"event":"end","file":…,"status":N}); nothing else on stdout
        (docs/protocol.md).
        Short for --form FORM: -f FORM. The options for talking to servers (--header,
        --cacert, --insecure …; formsh --help) apply to load URL, submit --to and
        validate --remote.
        --retry N: an expectation on the last response (expect status, header, response,
        duration) that fails re-sends the last request, a get or a PUT, and judges
        again, up to N more times, --retry-interval MS apart (default 1000), as retry N
        before it would.
        Exit status: that of the first failure (0 when none): 1 a command or expectation
        failed · 2 usage · 65 malformed form · 66 unreadable form or script · 69 a
        server cannot be reached (load URL, submit --to, validate --remote) · 73
        unwritable output · 130 interrupted.

        """),
    ])

  static let options =
    CommonOptions.taken(by: \Self.common)
    + [FormOptions.form, FormOptions.dialect, FormOptions.htmlForm, FormOptions.operation].map {
      $0.within(\Self.form)
    }
    + [VariableOptions.variable, VariableOptions.file, VariableOptions.secret].map {
      $0.within(\Self.variables)
    }
    + [ScriptOptions.bail, ScriptOptions.echo, ScriptOptions.format].map { $0.within(\Self.script) }
    + HTTPOptions.all.map { $0.within(\Self.http) }
    + [ScriptOptions.retry, ScriptOptions.retryInterval].map { $0.within(\Self.script) }

  static var variables: WritableKeyPath<RunOptions, VariableOptions>? { \.variables }
  static var http: KeyPath<RunOptions, HTTPOptions>? { \.http }

  var common = CommonOptions()
  var operands: [String] = []
  var form = FormOptions()
  var variables = VariableOptions()
  var script = ScriptOptions()
  var http = HTTPOptions()

  var urls: [String] { [form.form].compactMap(\.self) }
}
