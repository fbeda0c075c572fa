/// How commands run from a script, `-c` or a scenario: `--bail`, `--echo`, `--format` (of the
/// shell and `run`) and `--retry N [--retry-interval MS]` (of `run` and `test`).
struct ScriptOptions {
  /// `--bail`: stop at the first error.
  var bail = false
  /// `--echo`: print each command before its output.
  var echo = false
  /// `--format FORMAT`, as given (text or jsonl, judged by the subcommand).
  var format: String?
  /// `--retry N`.
  var retryCount: Int?
  /// `--retry-interval MS`.
  var retryInterval: Int?

  /// How expectations on a response are retried (`--retry`, `--retry-interval`); `nil`: not.
  var retry: RetryPolicy? {
    retryCount.map {
      RetryPolicy(count: $0, interval: retryInterval ?? RetryPolicy.defaultInterval)
    }
  }

  static let bail = OptionSpec<ScriptOptions>(
    flag: "--bail", help: "stop at the first error (scripts)"
  ) { $0.bail = true }

  static let echo = OptionSpec<ScriptOptions>(
    flag: "--echo", help: "print each command before its output (secure values masked)"
  ) { $0.echo = true }

  static let format = OptionSpec<ScriptOptions>(
    "--format", value: "FORMAT",
    help: "text (default) or jsonl: one JSON event per command on stdout, with a stable error"
      + " code each (-c, run, scripts on stdin; docs/protocol.md)",
    choices: ["text", "jsonl"], refusal: .outputFormat
  ) { options, name in options.format = name }

  static let retry = OptionSpec<ScriptOptions>(
    "--retry", value: "N",
    help: "an expectation on the last response (status, header, response, duration) that"
      + " fails re-sends the last request, a get or a PUT, and judges again, up to N more"
      + " times (as retry N in a script)"
  ) { (options, text) throws(UsageError) in
    guard let count = RetryPolicy.count(text) else {
      throw UsageError("--retry takes \(RetryPolicy.countProblem), not \"\(text)\"")
    }
    options.retryCount = count
  }

  static let retryInterval = OptionSpec<ScriptOptions>(
    "--retry-interval", value: "MS",
    help: "wait MS milliseconds before each re-send (default 1000)",
    requirement: OptionRequirement(
      option: "--retry", message: "--retry-interval MS goes with --retry N")
  ) { (options, text) throws(UsageError) in
    guard let interval = RetryPolicy.interval(text) else {
      throw UsageError("--retry-interval takes \(RetryPolicy.intervalProblem), not \"\(text)\"")
    }
    options.retryInterval = interval
  }
}
