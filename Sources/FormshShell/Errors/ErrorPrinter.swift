import FormshPresentation

/// Turns errors into the lines users read: the one place that decides an error's text, and
/// (through `ShellError.exitStatus`) its status. Every line is sanitised, since messages quote
/// form data, paths and user input.
public enum ErrorPrinter {
  /// Inside the shell: `FILE:LINE[:COL]: error: message` in scripts, `error: message` at the
  /// prompt.
  public static func format(_ error: ShellError, at location: Location) -> String {
    var prefix = ""
    if let file = location.file {
      prefix = "\(file):\(location.line):"
      if case .parse(let parseError) = error { prefix += "\(parseError.column):" }
      prefix += " "
    }
    return prefix + "error: " + TerminalText.sanitizeKeepingNewlines(error.message) + "\n"
  }

  /// On the command line: `formsh SUBCOMMAND: error: message` (`formsh: error: …` for the
  /// shell itself); a usage error goes on with the subcommand's usage line and where to read
  /// more.
  static func format(_ error: ShellError, in subcommand: SubcommandSpec) -> String {
    var text =
      "\(subcommand.invocation): error: " + TerminalText.sanitizeKeepingNewlines(error.message)
      + "\n"
    if case .usage = error {
      text += subcommand.synopsis + "\nSee '\(subcommand.invocation) --help'.\n"
    }
    return text
  }

  /// Prints a command-line error on standard error; its exit status.
  static func report(_ error: ShellError, in subcommand: SubcommandSpec, to console: Console)
    -> Int32
  {
    console.printError(format(error, in: subcommand))
    return error.exitStatus
  }

  /// A warning line.
  public static func warning(_ text: String, at location: Location? = nil) -> String {
    line("warning", text, at: location)
  }

  /// A note line: what formsh did about an error (`FILE:LINE: note: …`).
  static func note(_ text: String, at location: Location? = nil) -> String {
    line("note", text, at: location)
  }

  private static func line(_ kind: String, _ text: String, at location: Location?) -> String {
    var prefix = ""
    if let location, let file = location.file { prefix = "\(file):\(location.line): " }
    return prefix + kind + ": " + TerminalText.sanitizeKeepingNewlines(text) + "\n"
  }
}
