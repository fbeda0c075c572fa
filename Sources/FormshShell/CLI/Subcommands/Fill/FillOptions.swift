/// `formsh fill [--form FORM] [RECORDS|-]`: its spec and options.
struct FillOptions: SubcommandOptions {
  static let spec = SubcommandSpec(
    "fill",
    usage: [
      "formsh fill [--form FORM] [--format jsonl|csv] [--output FILE] [--jobs N] [--id KEY]"
        + " [--first-record N] [RECORDS|-]",
      "formsh fill [--form FORM] … --to URL [--concurrency N] [--rate N/s] [--retries N]"
        + " [--method POST|PUT|PATCH] [--as json|form] [--header 'NAME: VALUE']…",
    ],
    overview: [
      (
        "formsh fill [--form FORM] RECORDS",
        "batch-fill records (JSON Lines or CSV;\n- for standard input)"
      )
    ],
    help: [
      .usage,
      .text(
        """
        Applies each record (a JSON object per line, or CSV with a header of field ids)
        to FORM (the built-in form when omitted) as set/select/check would, validates
        it, and writes one JSON line per input line:
          {"record":N,"ok":true,"payload":{…}}  or  {"record":N,"ok":false,"errors":{…}}
        (a line that is not a record gets {"record":N,"ok":false,"malformed":"reason"}).
        RECORDS is a file, or - (the default) for standard input; the format comes from
        the extension (.csv, else JSON Lines) unless --format says (--format is the
        records' format, not the output's: the output is always JSON Lines). Short
        options: -f for --form, -o for --output, -j for --jobs. --output FILE is written
        beside FILE and renamed into place only when complete, keeping FILE's
        permissions; a device or FIFO (/dev/stdout, a named pipe) is written through; a
        symbolic link is refused unless --follow-symlinks; a FILE that is the records or
        the form (through any link) is refused (73). A CSV quote still open at the end
        of the input makes its record malformed, and reading resumes at the line after
        that record's first. --jobs N fills on N threads (default: one per processor; at
        most 4 per processor; memory stays bounded whatever N). A CSV header naming no
        field, naming one twice or with an empty name is refused before any row. Records
        typed at a terminal are answered line by line. A summary ends on standard error:
        the counts, then one line per field and error code with the records that had it
        ("  email  required  2"). Ctrl-C stops after the records in flight, with a
        complete output. Standard output holds the lines only.
        --id KEY puts the value of each record's key KEY in its line, right after
        "record":
          {"record":N,"id":"A-17","ok":true,…}
        (a string or number as the record wrote it, a CSV cell as a string; null when
        the record has no KEY or is malformed; KEY need not be a field, and a field is
        still validated), so that the lines of a fill split across processes join back
        to their records.
        --first-record N numbers the records from N (default 1). Both apply with --to
        too.
        Exit status: 0 every record valid · 1 some record invalid or malformed · 2
        usage · 65 malformed form or CSV header · 66 unreadable form or records · 73
        --output or standard output cannot be written · 130 interrupted · 141 standard
        output closed.

        Sending records to a server (--to URL): each valid record's payload is sent as
        JSON (--as form: application/x-www-form-urlencoded, a multi-select's name once
        per option), POST unless --method says, N requests at once on kept-alive
        connections (--concurrency N, default 4, at most 1000), at most N started a
        second with --rate N/s. The line of a sent record says what the server answered:
          {"record":N,"ok":true,"status":201,"location":"/users/7","resource_id":7}
          {"record":N,"ok":false,"status":422,"server_errors":{"email":"…","_form":"…"}}
        ("location": the response's Location header, "resource_id": the top-level id of
        its JSON body, each when the response has it; server_errors: the server's field
        errors, from RFC 9457, invalid_params, JSON:API or Rails/Laravel bodies, first
        message per field, errors of the whole form joined under _form; "body": the
        start of the body when none could be read), or
        {"record":N,"ok":false,"error":"…"} when no response came; "attempts":N when it
        took more than one. An invalid record is not sent and gets its usual line. Lines
        stay in input order, one per record.
        Retried (--retries N, default 3): 429, 502, 503 and 504, after Retry-After when
        given (at most 120 s), else after 0.5 s, 1 s, 2 s … (at most 30 s, with jitter);
        and requests that made no connection. A request that may have reached the server
        (--max-time ran out, the connection dropped) is sent again only with --method
        PUT. A run holds 20 retries: each retry takes one, each accepted record gives
        one back (at most 20); once spent, a failed attempt is the record's answer, and
        standard error says so. After 20 attempts in a row made no connection, fill
        stops: the server cannot be reached (exit 69). Records are validated on one
        thread (--jobs does not apply: the server sets the pace). Ctrl-C starts no new
        request, writes the lines of those in flight and says how far it got; a second
        Ctrl-C ends those in flight too. --header, --cacert, --insecure,
        --connect-timeout, --max-time, --cookie-jar and --max-response-size apply as for
        a form URL; secret headers (Authorization, Cookie, API keys) never show.
        Exit status with --to: 0 every record accepted (2xx) · 1 some record invalid,
        malformed or refused · 69 some record got no response · 130 interrupted (and as
        above).

        """),
    ])

  static let options =
    CommonOptions.taken(by: \Self.common)
    + [FormOptions.form, FormOptions.dialect, FormOptions.htmlForm, FormOptions.operation].map {
      $0.within(\Self.form)
    }
    + [
      format, OutputOptions.output.within(\Self.output),
      ParallelOptions.jobs.within(\Self.parallel),
    ]
    + [OutputOptions.followSymlinks.within(\Self.output), id, firstRecord]
    + SendOptions.all.map { $0.within(\Self.send) }
    + HTTPOptions.all.map { $0.within(\Self.http) }

  /// `--format FORMAT`: the records' format (judged by `fill`: jsonl or csv).
  static let format = OptionSpec<FillOptions>(
    "--format", value: "FORMAT", choices: ["jsonl", "csv"], refusal: .outputFormat
  ) { options, name in options.format = name }

  static let id = OptionSpec<FillOptions>("--id", value: "KEY", refusal: .recordNumbering) {
    (options, key) throws(UsageError) in
    guard !key.isEmpty else { throw UsageError("--id takes a record's KEY, not \"\"") }
    options.id = key
  }

  static let firstRecord = OptionSpec<FillOptions>(
    "--first-record", value: "N", refusal: .recordNumbering
  ) { (options, text) throws(UsageError) in
    guard let number = Int(text), number >= 1, number <= FillOptions.maximumFirstRecord else {
      throw UsageError(
        "--first-record takes the number of the first record, from 1 to"
          + " \(FillOptions.maximumFirstRecord), not \"\(text)\"")
    }
    options.firstRecord = number
  }

  /// The largest `--first-record`: numbers past it could overflow.
  static let maximumFirstRecord = 1_000_000_000_000_000

  static var http: KeyPath<FillOptions, HTTPOptions>? { \.http }

  var common = CommonOptions()
  var operands: [String] = []
  var form = FormOptions()
  /// `--format`, as given.
  var format: String?
  var output = OutputOptions()
  var parallel = ParallelOptions()
  /// `--id KEY`: each line carries the value of the record's KEY as "id".
  var id: String?
  /// `--first-record N`: the number of the first record (1 by default).
  var firstRecord: Int?
  var send = SendOptions()
  var http = HTTPOptions()

  var urls: [String] { [form.form, send.to].compactMap(\.self) }
}
