import FormshData
import FormshDomain
import FormshPlatform
import FormshPresentation

/// `formsh [FORM]` and `formsh -c COMMANDS [FORM]`.
struct ShellCommand: Subcommand {
  let options: ShellOptions
  let console: Console

  /// `--help`: the overview; after a word that is no form, that command's help or an error.
  func help() -> Int32 {
    if let first = options.operands.first, first != "-", !Self.namesForm(first) {
      // `formsh set --help` is the command's help; `formsh formsh --help` or a word that is
      // no form, subcommand or command is an error, not the overview with status 0.
      if Self.namesShellCommand(first), let text = HelpText.command(first) {
        console.print(text)
        return ExitStatus.success
      }
      let problem =
        first == "formsh"
        ? "formsh is the program's name, not a subcommand or form: formsh --help"
        : "no subcommand, command or form \"\(first)\""
          + (Self.misspelledSubcommand(first).map { "; did you mean \"\($0)\"?" } ?? "")
      return ErrorPrinter.report(.usage(problem), in: Self.spec, to: console)
    }
    console.print(Self.helpText)
    return ExitStatus.success
  }

  /// The shell: interactive at a terminal, a script from standard input otherwise, or the
  /// commands of `-c`.
  func run() -> Int32 {
    if let first = options.operands.first, let near = Self.misspelledSubcommand(first) {
      return ErrorPrinter.report(
        .usage("no subcommand or form \"\(first)\"; did you mean \"\(near)\"?"), in: Self.spec,
        to: console)
    }
    guard options.operands.count <= 1 else {
      return ErrorPrinter.report(
        .usage("one form at most (got \(options.operands.count))"), in: Self.spec, to: console)
    }
    let formPath = options.operands.first ?? options.form.form
    let format: OutputFormat
    do {
      format = try options.outputFormat()
    } catch {
      return ErrorPrinter.report(error, in: Self.spec, to: console)
    }
    let interactive =
      options.commands == nil && format == .text && Terminal.isTerminal(0)
      && Terminal.isTerminal(1)
    let interpreter: Interpreter
    do {
      interpreter = try options.makeInterpreter(
        formPath: formPath, interactive: interactive, format: format, console: console)
    } catch {
      return ErrorPrinter.report(error, in: Self.spec, to: console)
    }
    if let commands = options.commands {
      let reader = PlainLineReader(text: commands)
      interpreter.startEvents(file: "-c")
      ScriptRunner(interpreter: interpreter).run(reader, name: "-c")
      return interpreter.finishScript(name: "-c")
    }
    if interactive {
      // At the prompt nothing waits in a buffer, and libedit restores the terminal.
      Signals.terminateAtOnce()
      return REPL(interpreter: interpreter).run()
    }
    interpreter.startEvents(file: "<stdin>")
    ScriptRunner(interpreter: interpreter).run(PlainLineReader(descriptor: 0), name: "<stdin>")
    return interpreter.finishScript(name: "<stdin>")
  }

  /// The subcommand a first operand that is no file is a typo of (`tset` for `test`).
  static func misspelledSubcommand(_ operand: String) -> String? {
    guard operand != "-", !operand.contains("/"), !FileSystem.exists(operand) else { return nil }
    return Suggestion.nearest(to: operand, in: Subcommands.names)
  }

  /// A path as a POSIX shell reads it back: as it is when it has nothing the shell would
  /// read, else in single quotes.
  static func shellWord(_ text: String) -> String {
    let plain = text.unicodeScalars.allSatisfy { scalar in
      scalar.isASCII
        && (scalar.properties.isAlphabetic || scalar.properties.numericType != nil
          || "._/-+,:@".unicodeScalars.contains(scalar))
    }
    if plain, !text.isEmpty { return text }
    return "'"
      + text.split(separator: "'", omittingEmptySubsequences: false).joined(
        separator: "'\\''") + "'"
  }

  /// `formsh validate --json FORM`, `formsh set email=x`, `formsh FORM validate`: a command of
  /// the shell given as a subcommand, and how to run it (`formsh -c 'validate --json' FORM`),
  /// from the words as typed: the command's own, its options included, and the form.
  static func commandHint(_ options: ShellOptions) -> String? {
    guard options.commands == nil, !options.common.help,
      let name = options.operands.first(where: namesShellCommand),
      let start = options.arguments.firstIndex(of: name)
    else { return nil }
    var words = Array(options.arguments[start...])
    let form = options.operands.first { $0 != name && namesForm($0) }
    if let form, let at = words.lastIndex(of: form) { words.remove(at: at) }
    let command = "'" + words.joined(separator: " ").replacing("'", with: "'\\''") + "'"
    return "\(name) is a command of the shell, not a subcommand: formsh -c \(command)"
      + (form.map { " " + shellWord($0) } ?? "") + " runs it on a form"
  }

  /// Whether an operand reads as a form: a file that exists, a `.json` name, or a URL.
  static func namesForm(_ operand: String) -> Bool {
    FileSystem.exists(operand) || operand.hasSuffix(".json") || operand.hasPrefix("http://")
      || operand.hasPrefix("https://")
  }

  /// Whether a first operand that is no file names a command of the shell (`validate`).
  static func namesShellCommand(_ operand: String) -> Bool {
    CommandTable.names.contains(operand) && !FileSystem.exists(operand)
  }
}
