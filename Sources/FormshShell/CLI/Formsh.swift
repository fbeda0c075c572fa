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
    let console = Console.standard()
    defer { console.flush() }
    let options: Options
    do {
      options = try Options.parse(arguments)
    } catch {
      return ErrorPrinter.report(.usage(error.message), in: error.subcommand, to: console)
    }
    if options.version {
      console.print(Usage.version + "\n")
      return ExitStatus.success
    }
    switch options.subcommand {
    case .lint: return LintCommand(options: options, console: console).run()
    case .logic: return LogicSubcommand(options: options, console: console).run()
    case .run: return ShellCommand(options: options, console: console).runScripts()
    case .test: return TestCommand(options: options, console: console).run()
    case .fill: return FillCommand(options: options, console: console).run()
    case .shell: return ShellCommand(options: options, console: console).run()
    case .help: return HelpSubcommand(options: options, console: console).run()
    case .completion: return CompletionSubcommand(options: options, console: console).run()
    }
  }
}
