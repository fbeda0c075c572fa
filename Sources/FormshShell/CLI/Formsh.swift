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
      console.printError("formsh: \(error.message)\nSee formsh --help.\n")
      return ExitStatus.usage
    }
    if options.version {
      console.print(Usage.version + "\n")
      return ExitStatus.success
    }
    switch options.subcommand {
    case "lint": return LintCommand(options: options, console: console).run()
    case "run": return ShellCommand(options: options, console: console).runScripts()
    case "test": return TestCommand(options: options, console: console).run()
    case "fill": return FillCommand(options: options, console: console).run()
    default: return ShellCommand(options: options, console: console).run()
    }
  }
}

/// Decides colour and width once, from the terminal and the environment.
enum OutputMode {
  static func renderOptions(_ choice: Options.ColorChoice) -> RenderOptions {
    let terminal = Terminal.isTerminal(1)
    let width = terminal ? (Terminal.width(of: 1) ?? 80) : 80
    return RenderOptions(mode: colorMode(choice, terminal: terminal), width: width)
  }

  static func colorMode(_ choice: Options.ColorChoice, terminal: Bool) -> ColorMode {
    switch choice {
    case .never: return .none
    case .auto:
      if !terminal { return .none }
      if let noColor = Terminal.environment("NO_COLOR"), !noColor.isEmpty { return .none }
      if Terminal.environment("TERM") == "dumb" { return .none }
    case .always: break
    }
    let colorTerm = Terminal.environment("COLORTERM")?.lowercased() ?? ""
    return colorTerm == "truecolor" || colorTerm == "24bit" ? .trueColor : .palette256
  }
}
