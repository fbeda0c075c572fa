import FormshData
import FormshPlatform

/// The command line, split into a subcommand, its operands and the options every subcommand
/// shares. Options may come anywhere before `--`.
struct Options {
  enum ColorChoice: String {
    case auto, always, never
  }

  var subcommand = Subcommand.shell
  var operands: [String] = []
  /// Every argument as given (for saying how to run a command of the shell given as one).
  var arguments: [String] = []
  /// The options given, as spelled (`-o` or `--output`), in order: each must be one the
  /// subcommand takes (`Subcommand.options`, by long names).
  var given: [String] = []
  var color = ColorChoice.auto
  var variables: [String: String] = [:]
  /// The variables whose values are secret: `--secret NAME=VALUE` (its value is in
  /// `variables`) or `--secret NAME` (an environment variable's).
  var secretNames: Set<String> = []
  var bail = false
  var echo = false
  var commands: String?
  var form: String?
  /// `--dialect NAME`: the dialect FORM arguments are read in (nil: each form's own).
  var dialect: (any Dialect)?
  var json = false
  /// `lint --strict`: a warning fails the run as an error does.
  var strict = false
  var help = false
  var version = false
  var output: String?
  var format: String?
  /// `test --report KIND`: junit, tap, json or html, in order given.
  var report: [String] = []
  /// `test --report junit FILE` (the old spelling of `--report junit -o FILE`) and
  /// `--report html FILE`: the word after the kind of a report that is a file, which is FILE
  /// unless `-o` is given too (then it is an operand).
  var reportFiles: [(kind: String, path: String)] = []
  /// `test --report KIND -o FILE`: the `-o` given after a `--report` (before the next) is
  /// that report's FILE, so that each of several reports has its own.
  var reportOutputs: [(kind: String, path: String)] = []
  /// An `-o` that follows no `--report` without its FILE (`-o FILE --report junit`, the old
  /// spelling): the FILE of the one report that has none.
  var looseOutput: String?
  /// `test --coverage`: report what the scenarios exercised of their forms.
  var coverage = false
  /// `test --coverage-json FILE`: the coverage as JSON (`-`: standard output).
  var coverageJSON: String?
  /// `test --min-coverage PCT`, as given (the test command checks it).
  var minCoverage: String?
  /// `test --data FILE`: every scenario runs once per row of FILE (CSV or JSON Lines).
  var data: String?
  /// `--var-file FILE`, in order given: `NAME=VALUE` lines or a JSON object, plain variables
  /// under those of `--var` (`VariableFile`).
  var variableFiles: [String] = []
  /// The rows of `--data`, once read (`readVariableFiles`).
  var rows: DataRows?
  /// `test --curl FILE`: every request the scenarios sent, as `curl` lines.
  var curl: String?
  var jobs: Int?
  var followSymlinks = false
  /// `cases --out DIR`: where the generated scenarios go.
  var out: String?
  /// `cases --force`: replace files that exist.
  var force = false
  /// Headers, cookies, time-outs, TLS and limits for talking to servers.
  var http = HTTPSetup()
  /// `fill --to URL`: where each valid record is sent.
  var to: String?
  /// `fill --to`: requests in flight at once.
  var concurrency: Int?
  /// `fill --to`: at most this many requests started per second.
  var rate: Double?
  /// `fill --to`: attempts after the first for a 429, 502, 503 or 504 (or no answer).
  var retries: Int?
  /// `fill --to`: the method (POST, PUT or PATCH).
  var method: String?
  /// `fill --to`: the body's encoding (json or form).
  var bodyEncoding: String?
  /// `fill --id KEY`: each line carries the value of the record's KEY as "id".
  var id: String?
  /// `fill --first-record N`: the number of the first record (1 by default).
  var firstRecord: Int?
  /// `run`/`test --retry N [--retry-interval MS]`: how expectations on a response are retried.
  var retry: RetryPolicy?
  var retryInterval: Int?

  /// `probe --dry-run`: print the payloads, send nothing.
  var dryRun = false
  /// `probe --max-requests N`: at most N payloads sent (500 by default).
  var maxRequests: Int?
  /// `probe --unique FIELD`: fields given a distinct value in every payload.
  var unique: [String] = []

  /// The largest `--first-record`: numbers past it could overflow.
  static let maximumFirstRecord = 1_000_000_000_000_000

  /// Parses arguments (without the program name). A subcommand is recognised only as the
  /// first operand. After an error the rest is still read, so that the error can name the
  /// subcommand even when it comes later (`formsh --jsn lint`).
  static func parse(_ arguments: [String]) throws(UsageError) -> Options {
    var options = Options()
    options.arguments = arguments
    var index = 0
    var onlyOperands = false
    var firstError: String?
    /// The last `--report` given that has no `-o` of its own yet.
    var pendingReport: String?
    func value(_ name: String) throws(UsageError) -> String {
      index += 1
      guard index < arguments.count else { throw UsageError("\(name) needs a value") }
      return arguments[index]
    }
    while index < arguments.count {
      var argument = arguments[index]
      var attached: String?
      if !onlyOperands, argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        attached = String(argument[argument.index(after: equals)...])
        argument = String(argument[..<equals])
      }
      /// The option's value; a missing one is named as typed (`-o`, not `--output`).
      func take() throws(UsageError) -> String {
        if let attached { return attached }
        return try value(argument)
      }
      if onlyOperands || !argument.hasPrefix("-") || argument == "-" {
        if options.subcommand == .shell, options.operands.isEmpty, !onlyOperands,
          let subcommand = Subcommand(operand: argument)
        {
          options.subcommand = subcommand
        } else {
          options.operands.append(argument)
        }
        index += 1
        continue
      }
      do throws(UsageError) {
        switch argument {
        case "--": onlyOperands = true
        case "-h", "--help": options.help = true
        case "--version", "-V": options.version = true
        case "--bail": options.bail = true
        case "--echo": options.echo = true
        case "--json": options.json = true
        case "--strict": options.strict = true
        case "--follow-symlinks": options.followSymlinks = true
        case "-c": options.commands = try take()
        case "--form", "-f": options.form = try take()
        case "--dialect":
          let name = try take()
          guard let dialect = Dialects.named(name) else {
            throw UsageError(Dialects.refusal(of: name))
          }
          options.dialect = dialect
        case "--output", "-o":
          let path = try take()
          options.output = path
          if let kind = pendingReport {
            options.reportOutputs.append((kind, path))
            pendingReport = nil
          } else {
            options.looseOutput = path
          }
        case "--out": options.out = try take()
        case "--force": options.force = true
        case "--format": options.format = try take()
        case "--report":
          let kind = try take()
          options.report.append(kind)
          pendingReport = kind
          // `--report junit FILE`, as scripts wrote it before `-o FILE`, and `--report html
          // FILE`: the word after the kind, unless it is an option (a FILE, or a scenario when
          // -o is given too).
          if TestReports.fileKinds.contains(kind), attached == nil, index + 1 < arguments.count,
            !arguments[index + 1].hasPrefix("-") || arguments[index + 1] == "-"
          {
            options.reportFiles.append((kind, arguments[index + 1]))
            index += 1
          }
        case "--coverage": options.coverage = true
        case "--coverage-json": options.coverageJSON = try take()
        case "--min-coverage": options.minCoverage = try take()
        case "--data": options.data = try take()
        case "--var-file": options.variableFiles.append(try take())
        case "--curl": options.curl = try take()
        case "--jobs", "-j":
          let text = try take()
          guard let jobs = Int(text), jobs > 0 else {
            throw UsageError("--jobs takes a positive number, not \"\(text)\"")
          }
          options.jobs = jobs
        case "--color", "--colour":
          let text = try take()
          guard let choice = ColorChoice(rawValue: text) else {
            throw UsageError("--color takes auto, always or never, not \"\(text)\"")
          }
          options.color = choice
        case "--header", "-H":
          let text = try take()
          switch HTTPHeader.parse(text) {
          case .success(let header): options.http.settings.headers.append(header)
          case .failure(let error): throw UsageError("--header: \(error.message)")
          }
        case "--cookie-jar": options.http.cookieJar = try take()
        case "--cacert": options.http.settings.caCertificates = try take()
        case "--insecure", "-k": options.http.settings.insecure = true
        case "--location-trusted": options.http.settings.locationTrusted = true
        case "--connect-timeout", "--max-time":
          let text = try take()
          guard let seconds = HTTPSetup.seconds(text) else {
            throw UsageError("\(argument) takes seconds (more than 0), not \"\(text)\"")
          }
          if argument == "--max-time" {
            options.http.settings.maxTime = seconds
          } else {
            options.http.settings.connectTimeout = seconds
          }
        case "--max-response-size":
          let text = try take()
          guard let bytes = HTTPSetup.size(text) else {
            throw UsageError(
              "--max-response-size takes a size (16M, 512K, 1048576), not \"\(text)\"")
          }
          options.http.settings.maxResponseBytes = bytes
        case "--to": options.to = try take()
        case "--id":
          let key = try take()
          guard !key.isEmpty else { throw UsageError("--id takes a record's KEY, not \"\"") }
          options.id = key
        case "--first-record":
          let text = try take()
          guard let number = Int(text), number >= 1, number <= Options.maximumFirstRecord else {
            throw UsageError(
              "--first-record takes the number of the first record, from 1 to"
                + " \(Options.maximumFirstRecord), not \"\(text)\"")
          }
          options.firstRecord = number
        case "--dry-run": options.dryRun = true
        case "--unique": options.unique.append(try take())
        case "--max-requests":
          let text = try take()
          guard let number = Int(text), number >= 1, number <= 1_000_000 else {
            throw UsageError("--max-requests takes a number from 1 to 1000000, not \"\(text)\"")
          }
          options.maxRequests = number
        case "--method": options.method = try take()
        case "--as": options.bodyEncoding = try take()
        case "--concurrency", "--retries":
          let text = try take()
          guard let number = Int(text), number >= (argument == "--retries" ? 0 : 1),
            number <= 1000
          else {
            throw UsageError(
              "\(argument) takes a number from \(argument == "--retries" ? 0 : 1) to 1000, not \"\(text)\""
            )
          }
          if argument == "--retries" {
            options.retries = number
          } else {
            options.concurrency = number
          }
        case "--retry":
          let text = try take()
          guard let count = RetryPolicy.count(text) else {
            throw UsageError("--retry takes \(RetryPolicy.countProblem), not \"\(text)\"")
          }
          options.retry = RetryPolicy(count: count)
        case "--retry-interval":
          let text = try take()
          guard let interval = RetryPolicy.interval(text) else {
            throw UsageError(
              "--retry-interval takes \(RetryPolicy.intervalProblem), not \"\(text)\"")
          }
          options.retryInterval = interval
        case "--rate":
          let text = try take()
          let number = text.hasSuffix("/s") ? String(text.dropLast(2)) : text
          guard let rate = Double(number), rate > 0, rate.isFinite else {
            throw UsageError("--rate takes requests per second (20 or 20/s), not \"\(text)\"")
          }
          options.rate = rate
        case "--secret":
          // NAME=VALUE defines a secret; NAME alone makes an environment variable's value
          // one. The value is never quoted back, not even in a usage error.
          let text = try take()
          let name = String(text.prefix { $0 != "=" })
          guard Variables.isValidName(name) else {
            throw UsageError(
              "--secret takes NAME=VALUE or the NAME of an environment variable; "
                + (name.count < text.count
                  ? "\"\(name.prefix(40))\" is not a variable's name"
                  : "this one is neither (its text is not shown: it may be the secret)"))
          }
          options.secretNames.insert(name)
          if name.count < text.count {
            options.variables[name] = String(text.dropFirst(name.count + 1))
          }
        case "--var":
          let text = try take()
          // The value is not quoted back: it may be a secret given with the wrong option.
          guard let equals = text.firstIndex(of: "=") else {
            throw UsageError(
              "--var takes NAME=VALUE; this one has no ="
                + (Variables.isValidName(text) && Terminal.environment(text) != nil
                  ? " (the environment's \(text): --var \(text)=\"$\(text)\", or --secret \(text)"
                    + " to keep it secret)" : ""))
          }
          guard Variables.isValidName(String(text[..<equals])) else {
            throw UsageError(
              "--var takes NAME=VALUE; \"\(text[..<equals].prefix(40))\" is not a variable's name"
                + " (letters, digits and _, not starting with a digit)")
          }
          options.variables[String(text[..<equals])] = String(text[text.index(after: equals)...])
        default:
          throw UsageError("unknown option \(argument)")
        }
        if argument != "--" { options.given.append(argument) }
      } catch {
        firstError = firstError ?? error.message
      }
      index += 1
    }
    if let firstError { throw UsageError(firstError, subcommand: options.subcommand) }
    // `--retry-interval MS --help` asks for the help, which comes first.
    if let interval = options.retryInterval, !options.help {
      guard let retry = options.retry else {
        throw UsageError("--retry-interval MS goes with --retry N", subcommand: options.subcommand)
      }
      options.retry = RetryPolicy(count: retry.count, interval: interval)
    }
    // The word after a report's kind is an operand (a scenario) when the report has its
    // FILE from an `-o`.
    let owned = Set(options.reportOutputs.map(\.kind))
    let scenarios = options.reportFiles.filter {
      options.looseOutput != nil || owned.contains($0.kind)
    }
    options.operands += scenarios.map(\.path)
    options.reportFiles.removeAll { options.looseOutput != nil || owned.contains($0.kind) }
    return options
  }

  /// The long name of each option's other spellings.
  static let longNames = [
    "-h": "--help", "-f": "--form", "-o": "--output", "-j": "--jobs", "-H": "--header",
    "-k": "--insecure", "--colour": "--color", "-V": "--version",
  ]

  /// The first option given that the subcommand does not take, if any, as it was spelled
  /// (`-o`, not `--output`).
  var foreignOption: String? {
    let taken = Set(subcommand.options)
    return given.first {
      let long = Options.longNames[$0] ?? $0
      return !taken.contains(long) && long != "--version"
    }
  }

  /// The first option given that only `fill` takes (`--to` and what goes with it).
  var fillOnlyOption: String? {
    if to != nil { return "--to" }
    if concurrency != nil { return "--concurrency" }
    if rate != nil { return "--rate" }
    if retries != nil { return "--retries" }
    if method != nil { return "--method" }
    if bodyEncoding != nil { return "--as" }
    return nil
  }

  /// The first coverage option given (only `test` takes them).
  var coverageOption: String? {
    if coverage { return "--coverage" }
    if coverageJSON != nil { return "--coverage-json" }
    if minCoverage != nil { return "--min-coverage" }
    return nil
  }

  /// The first option given that only `fill` takes, with or without `--to`.
  var fillRecordOption: String? {
    if id != nil { return "--id" }
    if firstRecord != nil { return "--first-record" }
    return nil
  }

  /// At most this many threads per processor, whatever `--jobs` says. `fill` is bound by the
  /// processors, so threads beyond them only take turns; `test` scenarios may wait on files,
  /// and 4 per processor leaves room for that. A larger `--jobs` is accepted (a script need
  /// not know the machine) and means this many.
  static let threadsPerProcessor = 4

  /// The threads `--jobs` asks for (one per processor by default), capped at
  /// `threadsPerProcessor` per processor.
  var threads: Int {
    let processors = Parallel.processorCount
    return min(jobs ?? processors, processors * Options.threadsPerProcessor)
  }
}
