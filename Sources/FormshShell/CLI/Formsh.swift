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
    let invocation = Invocation.parse(arguments)
    return invocation.subcommand.invoke(invocation, console: console)
  }

  /// The end of every run: buffered output is flushed (after SIGTERM too), then what became
  /// of standard output decides: SIGTERM is 143; a closed pipe 141, quietly; any other
  /// failure to write it an error (`standard output: cannot write: …`, 73), since the
  /// results never arrived.
  static func finish(_ status: Int32, of subcommand: SubcommandSpec, _ console: Console)
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

extension Subcommand {
  /// Runs the subcommand a command line names: its options read, then what every subcommand
  /// checks before it runs (the version asked for, an option it does not take, the files of
  /// variables, a `--secret NAME` that is not set), then its help or its run.
  static func invoke(_ invocation: Invocation, console: Console) -> Int32 {
    var options: Options
    do {
      options = try invocation.options(as: Options.self)
    } catch {
      let status = ErrorPrinter.report(.usage(error.message), in: error.subcommand, to: console)
      return Formsh.finish(status, of: error.subcommand, console)
    }
    console.secrets = secrets(of: options)
    return Formsh.finish(checkAndRun(options, invocation, console), of: spec, console)
  }

  private static func checkAndRun(
    _ options: Options, _ invocation: Invocation, _ console: Console
  ) -> Int32 {
    var options = options
    if options.common.version {
      console.print(Version.line + "\n")
      return ExitStatus.success
    }
    if let misuse = options.misuse {
      // Before any option is judged: they are the command's (`validate --json`).
      return ErrorPrinter.report(.usage(misuse), in: spec, to: console)
    }
    if let refusal = invocation.foreignOption(of: Options.self) {
      return ErrorPrinter.report(.usage(refusal), in: spec, to: console)
    }
    if let variables = Options.variables {
      // The files of variables (--var-file, --data) are read before any command runs.
      if !options.common.help {
        do throws(ShellError) {
          try options[keyPath: variables].read()
        } catch {
          return ErrorPrinter.report(error, in: spec, to: console)
        }
        console.secrets = secrets(of: options)
      }
      // `--secret NAME` names an environment variable: one that is not set is caught here,
      // before any command runs, not at the first `${NAME}` halfway through a suite.
      if let name = options[keyPath: variables].unsetSecret {
        return ErrorPrinter.report(
          .usage(
            "--secret \(name): the environment variable \(name) is not set; export it first,"
              + " or give --secret \(name)=VALUE"),
          in: spec, to: console)
      }
    }
    if let http = Options.http, options[keyPath: http].settings.insecure {
      console.printError(
        "formsh: warning: --insecure: TLS certificates are not checked; anyone on the path"
          + " can read and change what is sent\n")
    }
    let command = Self(options: options, console: console)
    return options.common.help ? command.help() : command.run()
  }

  /// The secrets the command line gives: `--secret` variables, secret headers, and the
  /// credentials of the URLs named (the form, `--to`, the operands). Nothing written shows
  /// them.
  private static func secrets(of options: Options) -> Secrets {
    var secrets = Secrets(Options.variables.map { options[keyPath: $0].variables } ?? Variables())
    if let http = Options.http {
      secrets.remember(options[keyPath: http].settings.headers.filter(\.isSecret).map(\.value))
    }
    for url in options.urls + options.operands {
      secrets.remember(HTTPRequest.credentials(of: url))
    }
    return secrets
  }
}
