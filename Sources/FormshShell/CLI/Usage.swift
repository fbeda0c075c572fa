/// `--help` texts.
enum Usage {
  /// The version as the banner shows it (`formsh 0.1.0`).
  static let version = "formsh " + versionNumber
  /// The version alone (`User-Agent: formsh/0.1.0`).
  static let versionNumber = "0.1.0"
  /// What `formsh --version` prints: the version and the commit it was built from
  /// (`formsh 0.1.0 (commit 56b384a75799)`), or `(unknown commit)` for a build outside a
  /// git checkout.
  static let versionLine =
    version + (BuildCommit.name.map { " (commit \($0))" } ?? " (unknown commit)")

  /// The usage line of the shell itself, shown after a usage error.
  static let shellSynopsis =
    "usage: formsh [OPTION]… [-c 'COMMANDS'] [FORM]  (or: formsh run|test|fill …)"

  static let main = """
    formsh: a shell for server-driven forms

    usage:
      formsh [FORM]                     the interactive shell (default: the sample
                                        form)
      formsh -c 'COMMANDS' [FORM]       run these commands, then exit
      formsh run [--form FORM] SCRIPT…  run script files, each in a fresh session
      formsh test [SCRIPT|DIR]…         run test scenarios and report
      formsh fill [--form FORM] RECORDS batch-fill records (JSON Lines or CSV;
                                        - for standard input)
      formsh lint [--json] FORM…        load forms and print every diagnostic
      formsh convert FORM               print a form of another system in
                                        formsh's dialect
      formsh logic RULE [DATA]          evaluate a JSON Logic rule on data
      formsh cases [--out DIR] [FORM]   generate boundary-case scenarios
      formsh probe FORM [--to URL]      test what a server enforces of a form
      formsh help [SUBCOMMAND|COMMAND]  this help, a subcommand's or a command's
      formsh completion bash|zsh|fish   a completion script for your shell
      formsh version                    the version

    options:
      --var NAME=VALUE    define ${NAME} for commands (before the environment)
      --var-file FILE     define the variables of FILE: NAME=VALUE lines
                          (# comments) or a JSON object; plain, under --var's (the
                          shell, run, test)
      --secret NAME=VALUE define ${NAME} as a secret: masked in everything formsh
                          writes (output, errors, --echo, history, reports, record,
                          events)
      --secret NAME       the environment variable NAME is a secret (better: its
                          value stays out of the command line and of ps)
      --bail              stop at the first error (scripts)
      --echo              print each command before its output (secure values
                          masked)
      --format FORMAT     text (default) or jsonl: one JSON event per command on
                          stdout, with a stable error code each (-c, run, scripts on
                          stdin; docs/protocol.md)
      --color WHEN        auto (default), always or never; NO_COLOR and TERM=dumb
                          mean never
      --dialect NAME      read FORM in this dialect rather than recognise it:
                          formsh, json-schema, json-forms, surveyjs, adaptive-cards,
                          formio, kratos

    talking to servers (FORM may be an http(s) URL; submit --to, validate --remote,
    fill --to):
      -H, --header 'NAME: VALUE'  send this header with every request (values of
                          headers whose names say auth, token, key, secret, session,
                          password, signature or cookie are secrets); not sent to
                          another host after a redirect unless --location-trusted
      --cookie-jar FILE   load cookies from FILE and save the session's there
                          (Netscape format)
      --cacert FILE       trust the certificates in FILE (PEM) instead of the
                          system's
      -k, --insecure      do not check TLS certificates (said on stderr; never in
                          production)
      --location-trusted  send the headers set (credentials too) to another host
                          after a redirect, as curl's option of that name does
      --connect-timeout S seconds to wait for a connection (default 10)
      --max-time S        seconds a whole request may take (default 30)
      --max-response-size SIZE  the largest response taken: 16M (default), 512K,
                                bytes
      -h, --help          this help (formsh SUBCOMMAND --help for one)
      -V, --version       the version (also: formsh version)

    short options: -f FORM for --form FORM (the shell, run, test, fill, cases), -o
      FILE for --output FILE (fill) and -j N for --jobs N (test, fill); see
      SUBCOMMAND --help.

    exit status: 0 all went well · 1 a command, expectation, submit or record
      failed · 2 usage error · 65 malformed form or data · 66 unreadable file · 69
      server unreachable · 73 output file cannot be written (standard output too) ·
      130 interrupted · 141 standard output closed (its reader went away) · 143
      terminated (SIGTERM)
    Errors read: formsh SUBCOMMAND: error: … (FILE:LINE: error: … inside a script).
    Inside the shell, help lists the commands.

    """

  static let run = """
    usage: formsh run [--form FORM] [--bail] [--echo] [--format jsonl]
                      [--var NAME=VALUE]… [--var-file FILE]…
                      [--secret NAME[=VALUE]]… [--retry N [--retry-interval MS]]
                      SCRIPT…

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

    """

  static let cases = """
    usage: formsh cases [--out DIR] [--force] [FORM]

    Derives a scenario suite from FORM (the built-in form when omitted): for each
    field the values at and across each limit (max_length and one character more,
    counted as characters, not bytes; min_length and one fewer; min/max and one step
    beyond; the earliest and latest date and the day past, time and date-time and
    the minute or second past), empty, each option, each selection-count edge, an
    invalid email and URL, a date, time, date-time or phone that set refuses, a
    value that breaks the pattern; each visible_if and required_if true and false;
    each form rule holding and failing; a valid fill submitted.
    Each scenario starts from a valid value in every field, and each expectation is
    what the form's own rules give. A value that cannot be derived (text matching an
    arbitrary pattern) is not guessed: the case is left out and named on standard
    error.

    --out DIR    write one scenario per field, section condition and rule
                 (DIR/email.formsh, DIR/section-billing.formsh, DIR/rule-1.formsh)
                 and DIR/form.formsh; DIR is made when missing; run them with formsh
                 test DIR, from the directory the form's path is relative to
    --force      replace files that exist (else an existing file is an error, status
                 73, and nothing is written); a symbolic link is replaced, never
                 written through. The files appear all at once or not at all: a
                 write that fails leaves DIR as it was. Other files in DIR are left
                 alone
    A control character from the form (an escape sequence in an id or option) is
    written escaped ("\\x1B", "\\u{202E}"), never raw, and reads back as itself.
    Without --out, the scenarios are printed one after another (each starts with its
    load, so the whole is a script as well). A summary goes to standard error:
    scenarios, cases, and each case not generated with the reason.
    Exit status: 0 generated · 2 usage · 65 malformed form · 66 unreadable · 73
    unwritable.

    """

  static let probe = """
    usage: formsh probe FORM [--to URL] [--method POST|PUT|PATCH] [--as json|form]
                        [--json] [--report junit --output FILE] [--dry-run]
                        [--max-requests N] [--unique FIELD]… [--concurrency N]
                        [--rate N/s] [--retries N] [--header 'NAME: VALUE']…

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

    --dry-run           print each payload that would be sent (method, URL, body);
                        send nothing
    --max-requests N    send at most N payloads, the baseline included (default
                        500); those left out are counted and named
    --unique FIELD      give every payload its own value of FIELD (text the server
                        keeps unique, as an email), new each run
    --json              print the results as one JSON document (docs/probe.md)
    --report junit -o FILE  also write JUnit XML: one test case per probe, a failure
                        for each disagreement
    --to URL, --method, --as, --concurrency (default 4), --rate, --retries (default
    3) and the options for talking to servers (--header, --cookie-jar, --cacert,
    --insecure …) are those of fill --to; --secret NAME=VALUE is masked in
    everything written.
    Exit status: 0 the server agreed on every probe · 1 some probe disagreed, or the
    baseline was refused · 2 usage · 65 malformed form, or none valid to start
    from · 66 unreadable form · 69 the server cannot be reached · 73 the report
    cannot be written · 130 interrupted.

    """

  static let lint = """
    usage: formsh lint [--json] [--strict] [--dialect NAME] FORM…

    Loads each form and prints every diagnostic: what was odd and what formsh did
    about it, an unknown key or type with the known one it is a typo of ("did you
    mean").
    --json prints one JSON object per form and line: source, title, dialect, fields
    (id, path (where it goes in the payload, a JSON Pointer), kind, label, required
    (true, false or "conditional"), constraints (min, max, min_length, max_length,
    pattern, min_selections, max_selections, options: those it has), value, options,
    links, section, group, visible_if, required_if, read_only, enabled_if, computed,
    default_value_from), submit_data, sections (id, title, description, visible_if,
    required_if), groups (id, label, parent, fields, visible_if, enabled_if), rules
    (check, message, fields), action (url, method, as; null when none), omit_empty
    and diagnostics (severity, field, message); a form that cannot be loaded gets
    {"source":…,"error":…,"status":65 or 66} instead. FORM - reads standard input.
    --strict fails on warnings too (exit 1), for a form author's CI.
    A form written for another system is recognised by its shape (--dialect NAME
    says which instead); what formsh could not keep of it is a warning naming the
    construct and where it is (a JSON Pointer).
    Exit status: 0 no errors (with --strict: no diagnostics) · 1 a diagnostic is an
    error (with --strict: any diagnostic) · 2 usage · 65 malformed · 66 unreadable.

    """

  static let convert = """
    usage: formsh convert [--dialect NAME] FORM

    Prints FORM in formsh's own dialect, as formsh reads it: a form written for
    another system (JSON Schema, JSON Forms, SurveyJS, Adaptive Cards, Form.io, Ory
    Kratos) comes out as the formsh form it loads as, so that it can be read, kept
    and edited by hand (formsh lint of the output lists the same fields). What the
    translation could not keep is counted on standard error; formsh lint FORM lists
    each construct with its place.
    --dialect NAME reads FORM in that dialect instead of recognising it by its
    shape.
    FORM may be a path, - for standard input, or an http(s) URL.
    Exit status: 0 converted · 2 usage · 65 malformed or in no dialect formsh
    reads · 66 unreadable · 69 unreachable.

    """

  static let fill = """
    usage: formsh fill [--form FORM] [--format jsonl|csv] [--output FILE] [--jobs N]
                       [--id KEY] [--first-record N] [RECORDS|-]
           formsh fill [--form FORM] … --to URL [--concurrency N] [--rate N/s]
                       [--retries N] [--method POST|PUT|PATCH] [--as json|form]
                       [--header 'NAME: VALUE']…

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

    """

  static let test = """
    usage: formsh test [--jobs N] [--report junit|tap|json|html [--output FILE]]…
                       [--form FORM] [--coverage] [--coverage-json FILE]
                       [--min-coverage PCT] [--data FILE] [--var NAME=VALUE]…
                       [--var-file FILE]… [--secret NAME[=VALUE]]… [--bail]
                       [--curl FILE] [--retry N [--retry-interval MS]] [SCRIPT|DIR]…

    Runs each scenario (a formsh script; a directory means every *.formsh in it,
    recursively) in a fresh session, several at once, and prints one line per
    scenario in a stable order, then "N passed, N failed". A scenario fails when any
    of its commands or expectations does.

    options:
      -j, --jobs N        run N scenarios at once (default: the number of
                          processors; at most 4 per processor)
      --report junit -o FILE  also write a JUnit XML report to FILE (a symbolic link
                          only with --follow-symlinks); --report junit FILE, the old
                          spelling, still works without -o
      --report tap        print TAP version 13 instead of the PASS/FAIL lines
      --report json       print the run as one JSON object instead of the PASS/FAIL
                          lines (docs/scenarios.md)
      --report html -o FILE  also write the run as one self-contained HTML page: the
                          failures with their lines and the server's errors, and
                          with --coverage each form's fields marked with what was
                          never exercised; --report html FILE without -o
      -o, --output FILE   write the --report before it to FILE: --report junit -o A
                          --report html -o B writes both (tap or json to FILE: the
                          PASS/FAIL lines stay on standard output)
      -f, --form FORM     start every scenario on FORM (default: the built-in form)
      --var NAME=VALUE    define ${NAME} (a plain parameter, shown as it is)
      --secret NAME=VALUE define ${NAME} as a secret: masked in output, reports and
                          errors; --secret NAME makes the environment variable NAME
                          one
      --var-file FILE     define the variables of FILE (NAME=VALUE lines or a JSON
                          object), plain, under --var's
      --data FILE         run every scenario once per row of FILE (.csv with a
                          header of names, or .jsonl, an object per line), its
                          columns as ${NAME}, over --var's; reports name the row:
                          "signup.formsh [row 3]", from 1; --secret NAME makes a
                          column secret
      --bail              stop each scenario at its first error
      --retry N           an expectation on the last response (status, header,
                          response, duration) that fails re-sends the last request,
                          a get or a PUT, and judges again, up to N more times (as
                          retry N in a script)
      --retry-interval MS wait MS milliseconds before each re-send (default 1000)
      --coverage          then report, per form the scenarios loaded, the share of
                          its fields, options, rules, conditions, links and submit
                          they exercised, and what they never did ("regex on `zip`
                          never failed")
      --coverage-json FILE  also write the coverage as JSON to FILE (implies
                          --coverage; a symbolic link only with --follow-symlinks);
                          with -, the JSON is all of standard output and the reports
                          go to standard error
      --min-coverage PCT  fail the run when the overall coverage is below PCT, 0 to
                          100 (implies --coverage)
      --curl FILE         also write every request the scenarios sent to FILE, as
                          curl command lines, each after a # SCENARIO:LINE comment,
                          in the report's order (-: on standard output, after the
                          report); secrets as ${NAME} placeholders (docs/http.md)
      --header, --cacert, --insecure, --cookie-jar, --connect-timeout, --max-time …
                          as for a form URL (formsh --help, "talking to servers")
    Coverage counts what happened (docs/coverage.md): a rule seen passing and
    failing, an option selected, a condition seen true and false, a submit refused
    and accepted.

    Exit status: 0 every scenario passed · 1 some scenario failed, or the coverage
    is below --min-coverage · 2 usage error or no scenarios · 65 malformed FORM,
    --data or --var-file file · 66 FORM, a scenario path or a file of variables
    cannot be read · 73 a report cannot be written · 130 interrupted.

    """

  static let logic = """
    usage: formsh logic RULE [DATA]

    Evaluates a JSON Logic rule (jsonlogic.com) on DATA (null when omitted) and
    prints the result as compact JSON. RULE and DATA are JSON text, @FILE for a
    file's content, or - for standard input (one of them at most). Put -- before a
    rule that starts with '-'.
      formsh logic '{"<": [18, {"var": "age"}, 65]}' '{"age": 30}'     prints true
      formsh logic '{"var": "price"}' '{"price": 19.990}'              prints 19.990
    The operators and their semantics are those of the JSON Logic community's
    compatibility suites: var, val, missing, missing_some, if, ?:, ==, ===, !=, !==,
    !, !!, and, or, <, <=, >, >=, max, min, +, -, *, /, %, in, cat, substr, merge,
    map, filter, reduce, all, some, none, throw. A number keeps the text it was
    written in while it is only passed through.
    An evaluation error prints its type (NaN, Invalid Arguments, Unknown Operator,
    …):
      formsh logic: error: NaN: "apple" is not a number
    Bounded: RULE and DATA are 16 MiB at most; an evaluation past a million steps,
    or that builds more than 64 MiB of values, is an error (Over Budget), never an
    answer.
    Exit status: 0 evaluated · 1 an evaluation error · 2 usage · 65 RULE or DATA is
    not JSON, or too large · 66 an @FILE cannot be read · 130 interrupted.

    """

  /// It names every subcommand from their list, so a new one is never left out.
  static let help = """
    usage: formsh help [SUBCOMMAND|COMMAND]

    Without an argument, the overview of formsh. With a subcommand, its help, as
    formsh SUBCOMMAND --help prints it; the subcommands are
    \(Subcommand.allCases.filter { $0 != .shell }.map(\.rawValue).joined(separator: ", ")).
    With a command of the shell (set, select, expect, …), that command's help, as
    help COMMAND prints it inside.

    """

  static let versionHelp = """
    usage: formsh version

    Prints formsh's version and the commit it was built from, as formsh --version
    and formsh -V do: formsh 0.1.0 (commit 56b384a75799), with ", modified" when
    the tree had uncommitted changes, or (unknown commit) for a build outside a git
    checkout.

    """

  static let completion = """
    usage: formsh completion bash|zsh|fish

    Prints a script that makes your shell complete formsh's subcommands, their
    options and file names. Install it once:
      bash  formsh completion bash \\
              > ~/.local/share/bash-completion/completions/formsh
      zsh   formsh completion zsh > "${fpath[1]}/_formsh"
              (a directory on your $fpath)
      fish  formsh completion fish > ~/.config/fish/completions/formsh.fish

    """
}
