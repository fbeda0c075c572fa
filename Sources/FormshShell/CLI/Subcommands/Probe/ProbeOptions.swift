/// `formsh probe FORM [--to URL]`: its spec and options.
struct ProbeOptions: SubcommandOptions {
  static let spec = SubcommandSpec(
    "probe",
    usage: [
      "formsh probe FORM [--to URL] [--method POST|PUT|PATCH] [--as json|form] [--json]"
        + " [--report junit --output FILE] [--dry-run] [--max-requests N] [--unique FIELD]…"
        + " [--concurrency N] [--rate N/s] [--retries N] [--header 'NAME: VALUE']…"
    ],
    overview: [("formsh probe FORM [--to URL]", "test what a server enforces of a form")],
    help: [
      .usage,
      .text(
        """
        Tests what a server enforces: sends FORM's valid baseline payload to URL (--to,
        else the form's action), then for each rule of each field a payload that breaks
        that rule and nothing else, and the boundary values the form accepts (the values
        of formsh cases).
        Each answer gets a verdict: agreed; accepted what the form forbids (2xx to an
        invalid payload); refused what the form allows (4xx to a valid one); blamed
        another field (4xx whose field errors name only other fields); server error
        (5xx, another status, or no answer). A 4xx with no field errors, or only the
        form's, to an invalid payload agrees.
        When the server refuses the baseline, nothing else can be judged: its answer is
        printed and the probe stops. A table says, per field and rule, the value sent
        (secure values masked, long ones cut), accept or refuse, the status and the
        verdict; a summary follows.
        A probe creates records on the server: point it at a test environment.


        """),
      .table(
        OptionTable(
          margin: 0, column: 20,
          [
            .init(dryRun), .init(maxRequests), .init(unique), .init(json),
            .init(
              OutputOptions.report, as: "--report junit -o FILE",
              "also write JUnit XML: one test case per probe, a failure for each disagreement"),
          ])),
      .text(
        """
        --to URL, --method, --as, --concurrency (default 4), --rate, --retries (default
        3) and the options for talking to servers (--header, --cookie-jar, --cacert,
        --insecure …) are those of fill --to; --secret NAME=VALUE is masked in
        everything written.
        Exit status: 0 the server agreed on every probe · 1 some probe disagreed, or the
        baseline was refused · 2 usage · 65 malformed form, or none valid to start
        from · 66 unreadable form · 69 the server cannot be reached · 73 the report
        cannot be written · 130 interrupted.

        """),
    ])

  static let options =
    CommonOptions.taken(by: \Self.common)
    + [FormOptions.form, FormOptions.dialect, FormOptions.htmlForm, FormOptions.operation].map {
      $0.within(\Self.form)
    }
    + [VariableOptions.secret.within(\Self.variables), json]
    + [
      OutputOptions.report.offering(["junit"]), OutputOptions.output, OutputOptions.followSymlinks,
    ]
    .map { $0.within(\Self.output) }
    + SendOptions.all.map { $0.within(\Self.send) }
    + [dryRun, maxRequests, unique]
    + HTTPOptions.all.map { $0.within(\Self.http) }

  static let json = OptionSpec<ProbeOptions>(
    flag: "--json", help: "print the results as one JSON document (docs/probe.md)"
  ) { $0.json = true }

  static let dryRun = OptionSpec<ProbeOptions>(
    flag: "--dry-run",
    help: "print each payload that would be sent (method, URL, body); send nothing"
  ) { $0.dryRun = true }

  static let maxRequests = OptionSpec<ProbeOptions>(
    "--max-requests", value: "N",
    help: "send at most N payloads, the baseline included (default 500); those left out are"
      + " counted and named"
  ) { (options, text) throws(UsageError) in
    guard let number = Int(text), number >= 1, number <= 1_000_000 else {
      throw UsageError("--max-requests takes a number from 1 to 1000000, not \"\(text)\"")
    }
    options.maxRequests = number
  }

  static let unique = OptionSpec<ProbeOptions>(
    "--unique", value: "FIELD",
    help: "give every payload its own value of FIELD (text the server keeps unique, as an"
      + " email), new each run"
  ) { options, field in options.unique.append(field) }

  static var variables: WritableKeyPath<ProbeOptions, VariableOptions>? { \.variables }
  static var http: KeyPath<ProbeOptions, HTTPOptions>? { \.http }

  var common = CommonOptions()
  var operands: [String] = []
  var form = FormOptions()
  /// Its `--secret`s (masked in everything written).
  var variables = VariableOptions()
  /// `--json`: the results as one JSON document.
  var json = false
  var output = OutputOptions()
  var send = SendOptions()
  /// `--dry-run`: print the payloads, send nothing.
  var dryRun = false
  /// `--max-requests N`: at most N payloads sent (500 by default).
  var maxRequests: Int?
  /// `--unique FIELD`: fields given a distinct value in every payload.
  var unique: [String] = []
  var http = HTTPOptions()

  var urls: [String] { [form.form, send.to].compactMap(\.self) }
}
