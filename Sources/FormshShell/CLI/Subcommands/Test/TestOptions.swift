/// `formsh test [SCRIPT|DIR]…`: its spec and options.
struct TestOptions: SubcommandOptions {
  static let spec = SubcommandSpec(
    "test",
    usage: [
      "formsh test [--jobs N] [--report junit|tap|json|html [--output FILE]]… [--form FORM]"
        + " [--coverage] [--coverage-json FILE] [--min-coverage PCT] [--data FILE]"
        + " [--var NAME=VALUE]… [--var-file FILE]… [--secret NAME[=VALUE]]… [--bail]"
        + " [--curl FILE] [--retry N [--retry-interval MS]] [SCRIPT|DIR]…"
    ],
    overview: [("formsh test [SCRIPT|DIR]…", "run test scenarios and report")],
    help: [
      .usage,
      .text(
        """
        Runs each scenario (a formsh script; a directory means every *.formsh in it,
        recursively) in a fresh session, several at once, and prints one line per
        scenario in a stable order, then "N passed, N failed". A scenario fails when any
        of its commands or expectations does.

        options:

        """),
      .table(
        OptionTable([
          .init(
            ParallelOptions.jobs,
            "run N scenarios at once (default: the number of processors; at most 4 per"
              + " processor)"),
          .init(
            OutputOptions.report, as: "--report junit -o FILE",
            "also write a JUnit XML report to FILE (a symbolic link only with"
              + " --follow-symlinks); --report junit FILE, the old spelling, still works"
              + " without -o"),
          .init(
            OutputOptions.report, as: "--report tap",
            "print TAP version 13 instead of the PASS/FAIL lines"),
          .init(
            OutputOptions.report, as: "--report json",
            "print the run as one JSON object instead of the PASS/FAIL lines"
              + " (docs/scenarios.md)"),
          .init(
            OutputOptions.report, as: "--report html -o FILE",
            "also write the run as one self-contained HTML page: the failures with their"
              + " lines and the server's errors, and with --coverage each form's fields marked"
              + " with what was never exercised; --report html FILE without -o"),
          .init(OutputOptions.output),
          .init(FormOptions.form, "start every scenario on FORM (default: the built-in form)"),
          .init(VariableOptions.variable, "define ${NAME} (a plain parameter, shown as it is)"),
          .init(
            VariableOptions.secret,
            "define ${NAME} as a secret: masked in output, reports and errors; --secret NAME"
              + " makes the environment variable NAME one"),
          .init(
            VariableOptions.file,
            "define the variables of FILE (NAME=VALUE lines or a JSON object), plain, under"
              + " --var's"),
          .init(VariableOptions.data),
          .init(ScriptOptions.bail, "stop each scenario at its first error"),
          .init(ScriptOptions.retry), .init(ScriptOptions.retryInterval),
          .init(coverage), .init(coverageJSON), .init(minCoverage), .init(curl),
          .init(
            HTTPOptions.header,
            as: "--header, --cacert, --insecure, --cookie-jar, --connect-timeout, --max-time …",
            "as for a form URL (formsh --help, \"talking to servers\")"),
        ])),
      .text(
        """
        Coverage counts what happened (docs/coverage.md): a rule seen passing and
        failing, an option selected, a condition seen true and false, a submit refused
        and accepted.

        Exit status: 0 every scenario passed · 1 some scenario failed, or the coverage
        is below --min-coverage · 2 usage error or no scenarios · 65 malformed FORM,
        --data or --var-file file · 66 FORM, a scenario path or a file of variables
        cannot be read · 73 a report cannot be written · 130 interrupted.

        """),
    ])

  static let options =
    CommonOptions.taken(by: \Self.common)
    + [FormOptions.form, FormOptions.dialect, FormOptions.htmlForm, FormOptions.operation].map {
      $0.within(\Self.form)
    }
    + [VariableOptions.variable, VariableOptions.secret].map { $0.within(\Self.variables) }
    + [ScriptOptions.bail.within(\Self.script), ParallelOptions.jobs.within(\Self.parallel)]
    + [OutputOptions.report, OutputOptions.output, OutputOptions.followSymlinks].map {
      $0.within(\Self.output)
    }
    + [coverage, coverageJSON, minCoverage]
    + [VariableOptions.data, VariableOptions.file].map { $0.within(\Self.variables) }
    + [curl]
    + HTTPOptions.all.map { $0.within(\Self.http) }
    + [ScriptOptions.retry, ScriptOptions.retryInterval].map { $0.within(\Self.script) }

  static let coverage = OptionSpec<TestOptions>(
    flag: "--coverage",
    help: "then report, per form the scenarios loaded, the share of its fields, options,"
      + " rules, conditions, links and submit they exercised, and what they never did (\"regex"
      + " on `zip` never failed\")",
    refusal: .coverage
  ) { $0.coverage = true }

  static let coverageJSON = OptionSpec<TestOptions>(
    "--coverage-json", value: "FILE",
    help: "also write the coverage as JSON to FILE (implies --coverage; a symbolic link only"
      + " with --follow-symlinks); with -, the JSON is all of standard output and the reports"
      + " go to standard error",
    refusal: .coverage
  ) { options, path in options.coverageJSON = path }

  static let minCoverage = OptionSpec<TestOptions>(
    "--min-coverage", value: "PCT",
    help: "fail the run when the overall coverage is below PCT, 0 to 100 (implies --coverage)",
    refusal: .coverage
  ) { options, text in options.minCoverage = text }

  static let curl = OptionSpec<TestOptions>(
    "--curl", value: "FILE",
    help: "also write every request the scenarios sent to FILE, as curl command lines, each"
      + " after a # SCENARIO:LINE comment, in the report's order (-: on standard output, after"
      + " the report); secrets as ${NAME} placeholders (docs/http.md)"
  ) { options, path in options.curl = path }

  static var variables: WritableKeyPath<TestOptions, VariableOptions>? { \.variables }
  static var http: KeyPath<TestOptions, HTTPOptions>? { \.http }

  var common = CommonOptions()
  var operands: [String] = []
  var form = FormOptions()
  var variables = VariableOptions()
  var script = ScriptOptions()
  var parallel = ParallelOptions()
  var output = OutputOptions()
  var http = HTTPOptions()
  /// `--coverage`: report what the scenarios exercised of their forms.
  var coverage = false
  /// `--coverage-json FILE`: the coverage as JSON (`-`: standard output).
  var coverageJSON: String?
  /// `--min-coverage PCT`, as given (the test command checks it).
  var minCoverage: String?
  /// `--curl FILE`: every request the scenarios sent, as `curl` lines.
  var curl: String?

  var urls: [String] { [form.form].compactMap(\.self) }
}
