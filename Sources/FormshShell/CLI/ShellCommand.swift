import FormshData
import FormshDomain
import FormshPlatform
import FormshSession

/// `formsh [FORM]`, `formsh -c COMMANDS [FORM]` and `formsh run SCRIPT…`.
struct ShellCommand {
  let options: Options
  let console: Console

  /// The shell: interactive at a terminal, a script from standard input otherwise, or the
  /// commands of `-c`.
  func run() -> Int32 {
    if options.help, let first = options.operands.first, first != "-", !Self.namesForm(first) {
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
      return ErrorPrinter.report(.usage(problem), in: .shell, to: console)
    }
    if options.help {
      console.print(Usage.main)
      return ExitStatus.success
    }
    if let hint = Self.commandHint(options) {
      return ErrorPrinter.report(.usage(hint), in: .shell, to: console)
    }
    if let first = options.operands.first, let near = Self.misspelledSubcommand(first) {
      return ErrorPrinter.report(
        .usage("no subcommand or form \"\(first)\"; did you mean \"\(near)\"?"), in: .shell,
        to: console)
    }
    guard options.operands.count <= 1 else {
      return ErrorPrinter.report(
        .usage("one form at most (got \(options.operands.count))"), in: .shell, to: console)
    }
    let formPath = options.operands.first ?? options.form
    let format: OutputFormat
    do {
      format = try outputFormat()
    } catch {
      return ErrorPrinter.report(error, in: .shell, to: console)
    }
    let interactive =
      options.commands == nil && format == .text && Terminal.isTerminal(0)
      && Terminal.isTerminal(1)
    let interpreter: Interpreter
    do {
      interpreter = try makeInterpreter(
        formPath: formPath, interactive: interactive, format: format)
    } catch {
      return ErrorPrinter.report(error, in: .shell, to: console)
    }
    if let commands = options.commands {
      let reader = PlainLineReader(text: commands)
      interpreter.startEvents(file: "-c")
      ScriptRunner(interpreter: interpreter).run(reader, name: "-c")
      return finish(interpreter, name: "-c")
    }
    if interactive {
      // At the prompt nothing waits in a buffer, and libedit restores the terminal.
      Signals.terminateAtOnce()
      return REPL(interpreter: interpreter).run()
    }
    interpreter.startEvents(file: "<stdin>")
    ScriptRunner(interpreter: interpreter).run(PlainLineReader(descriptor: 0), name: "<stdin>")
    return finish(interpreter, name: "<stdin>")
  }

  /// The subcommand a first operand that is no file is a typo of (`tset` for `test`).
  static func misspelledSubcommand(_ operand: String) -> String? {
    guard operand != "-", !operand.contains("/"), !FileSystem.exists(operand) else { return nil }
    let names = Subcommand.allCases.filter { $0 != .shell }.map(\.rawValue)
    return Suggestion.nearest(to: operand, in: names)
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
  static func commandHint(_ options: Options) -> String? {
    guard options.subcommand == .shell, options.commands == nil, !options.help,
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

  /// `formsh run SCRIPT…`: each script in a fresh session; the first failure's status.
  func runScripts() -> Int32 {
    if options.help {
      console.print(Usage.run)
      return ExitStatus.success
    }
    guard !options.operands.isEmpty else {
      return ErrorPrinter.report(.usage("no script given"), in: .run, to: console)
    }
    let format: OutputFormat
    do {
      format = try outputFormat()
    } catch {
      return ErrorPrinter.report(error, in: .run, to: console)
    }
    // Every script is an input from the start: one may not record over another yet to run.
    for path in options.operands { RunInputs.note(path) }
    var status = ExitStatus.success
    for path in options.operands {
      let bytes: [UInt8]
      do {
        bytes = try FileSystem.read(path, asInput: true)
      } catch {
        let failed = ErrorPrinter.report(.file(error), in: .run, to: console)
        if status == ExitStatus.success { status = failed }
        if options.bail { return status }
        continue
      }
      let interpreter: Interpreter
      do {
        interpreter = try makeInterpreter(
          formPath: options.form, interactive: false, format: format)
      } catch {
        return ErrorPrinter.report(error, in: .run, to: console)
      }
      if options.form == nil { interpreter.builtinFormNotice = Interpreter.builtinFormWarning }
      interpreter.startEvents(file: path)
      ScriptRunner(interpreter: interpreter).run(
        PlainLineReader(bytes: bytes), name: path)
      let result = finish(interpreter, name: path)
      if status == ExitStatus.success { status = result }
      if result != ExitStatus.success && options.bail { return status }
      if Signals.wasInterrupted { return ExitStatus.interrupted }
    }
    return status
  }

  private func finish(_ interpreter: Interpreter, name: String) -> Int32 {
    interpreter.close()
    if Signals.wasInterrupted { interpreter.exitRequest = ExitStatus.interrupted }
    interpreter.endEvents(file: name)
    return interpreter.exitRequest ?? interpreter.status
  }

  /// `--format text|jsonl` (text when not given).
  private func outputFormat() throws(ShellError) -> OutputFormat {
    guard let name = options.format else { return .text }
    guard let format = OutputFormat(rawValue: name) else {
      throw .usage("--format takes text or jsonl, not \"\(name)\"")
    }
    return format
  }

  /// An interpreter on the named form (or the built-in one).
  func makeInterpreter(
    formPath: String?, interactive: Bool, format: OutputFormat = .text
  ) throws(ShellError) -> Interpreter {
    let http = try options.http.makeClient()
    let source: any FormSource =
      formPath.map { FormSources.source($0, client: http, dialect: options.dialect) }
      ?? BuiltinFormSource()
    let loaded: LoadedForm
    do {
      loaded = try source.load()
    } catch {
      throw .load(error)
    }
    let settings = ShellSettings(
      // Events carry text for programs: no colour in it, whatever the terminal.
      interactive: interactive,
      render: OutputMode.renderOptions(format == .jsonl ? .never : options.color),
      echo: options.echo, bail: options.bail, inputIsTerminal: Terminal.isTerminal(0),
      masksSecrets: format == .jsonl, format: format, retry: options.retry)
    let interpreter = Interpreter(
      session: Session(loaded), console: console, settings: settings,
      variables: Variables(defined: options.variables, marked: options.secretNames), http: http)
    if !interactive { interpreter.announce(loaded) }
    return interpreter
  }
}
