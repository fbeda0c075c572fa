import FormshData
import FormshDomain
import FormshPlatform
import FormshPresentation

/// The `formsh` program: parses the command line and runs a subcommand. `main.swift` calls
/// `Formsh.main` and exits with what it returns.
public enum Formsh {
  /// Runs formsh with its arguments (without the program name); returns the exit status.
  public static func main(_ arguments: [String]) -> Int32 {
    Signals.install()
    // A run of costly pattern matches stops at once on Ctrl-C (each match is bounded too).
    Pattern.isInterrupted = { Signals.wasInterrupted }
    // And so does a long evaluation of JSON Logic (a form's conditions, `formsh logic`).
    LogicRule.isInterrupted = { Signals.wasInterrupted }
    let console = Console.standard()
    let options: Options
    do {
      options = try Options.parse(arguments)
    } catch {
      let status = ErrorPrinter.report(
        .usage(error.message), in: error.subcommand, to: console)
      return finish(status, of: error.subcommand, console)
    }
    console.secrets = secrets(of: options)
    return finish(run(options, console), of: options.subcommand, console)
  }

  /// The secrets the command line gives: `--secret` variables, secret headers, and the
  /// credentials of the URLs named (the form, `--to`). Nothing written shows them.
  private static func secrets(of options: Options) -> Secrets {
    var secrets = Secrets(Variables(defined: options.variables, marked: options.secretNames))
    secrets.remember(options.http.settings.headers.filter(\.isSecret).map(\.value))
    for url in [options.form, options.to].compactMap({ $0 }) + options.operands {
      secrets.remember(HTTPRequest.credentials(of: url))
    }
    return secrets
  }

  private static func run(_ options: Options, _ console: Console) -> Int32 {
    var options = options
    if options.version {
      console.print(Usage.versionLine + "\n")
      return ExitStatus.success
    }
    if let hint = ShellCommand.commandHint(options) {
      // Before any option is judged: they are the command's (`validate --json`).
      return ErrorPrinter.report(.usage(hint), in: .shell, to: console)
    }
    if ![.fill, .probe].contains(options.subcommand), let option = options.fillOnlyOption {
      return ErrorPrinter.report(
        .usage("\(option) goes with fill --to URL (a script sends with submit --to URL)"),
        in: options.subcommand, to: console)
    }
    if options.format != nil,
      [.test, .lint, .help, .completion, .version].contains(options.subcommand)
    {
      return ErrorPrinter.report(
        .usage(
          "--format goes with -c, run and scripts on standard input (text or jsonl), or fill"),
        in: options.subcommand, to: console)
    }
    if options.subcommand != .test, let option = options.coverageOption {
      return ErrorPrinter.report(
        .usage("\(option) goes with formsh test"), in: options.subcommand, to: console)
    }
    if options.subcommand != .fill, let option = options.fillRecordOption {
      return ErrorPrinter.report(
        .usage("\(option) goes with fill (it names the records in fill's output lines)"),
        in: options.subcommand, to: console)
    }
    if let option = options.foreignOption {
      return ErrorPrinter.report(
        .usage(options.subcommand.refusal(of: option)), in: options.subcommand, to: console)
    }
    // The files of variables (--var-file, --data) are read before any command runs.
    if !options.help {
      do throws(ShellError) {
        try options.readVariableFiles()
      } catch {
        return ErrorPrinter.report(error, in: options.subcommand, to: console)
      }
      console.secrets = secrets(of: options)
    }
    // `--secret NAME` names an environment variable: one that is not set is caught here,
    // before any command runs, not at the first `${NAME}` halfway through a suite.
    for name in options.secretNames.sorted()
    where options.variables[name] == nil && Terminal.environment(name) == nil
      && options.rows?.names.contains(name) != true
    {
      return ErrorPrinter.report(
        .usage(
          "--secret \(name): the environment variable \(name) is not set; export it first,"
            + " or give --secret \(name)=VALUE"),
        in: options.subcommand, to: console)
    }
    if options.http.settings.insecure {
      console.printError(
        "formsh: warning: --insecure: TLS certificates are not checked; anyone on the path"
          + " can read and change what is sent\n")
    }
    switch options.subcommand {
    case .lint: return LintCommand(options: options, console: console).run()
    case .convert: return ConvertCommand(options: options, console: console).run()
    case .logic: return LogicSubcommand(options: options, console: console).run()
    case .cases: return CasesCommand(options: options, console: console).run()
    case .probe: return ProbeCommand(options: options, console: console).run()
    case .run: return ShellCommand(options: options, console: console).runScripts()
    case .test: return TestCommand(options: options, console: console).run()
    case .fill: return FillCommand(options: options, console: console).run()
    case .shell: return ShellCommand(options: options, console: console).run()
    case .help: return HelpSubcommand(options: options, console: console).run()
    case .completion: return CompletionSubcommand(options: options, console: console).run()
    case .version:
      if options.help {
        console.print(Usage.versionHelp)
        return ExitStatus.success
      }
      guard options.operands.isEmpty else {
        return ErrorPrinter.report(
          .usage("version takes no operand (got \(options.operands.count))"), in: .version,
          to: console)
      }
      console.print(Usage.versionLine + "\n")
      return ExitStatus.success
    }
  }

  /// The end of every run: buffered output is flushed (after SIGTERM too), then what became
  /// of standard output decides: SIGTERM is 143; a closed pipe 141, quietly; any other
  /// failure to write it an error (`standard output: cannot write: …`, 73), since the
  /// results never arrived.
  private static func finish(_ status: Int32, of subcommand: Subcommand, _ console: Console)
    -> Int32
  {
    console.flush()
    if Signals.wasTerminated { return ExitStatus.terminated }
    if Signals.outputWasClosed { return ExitStatus.closedPipe }
    guard let failure = console.out.failure else { return status }
    let error = ShellError.file(
      FileSystem.Failure(path: "standard output", operation: .writing, reason: failure.reason))
    return ErrorPrinter.report(error, in: subcommand, to: console)
  }
}
