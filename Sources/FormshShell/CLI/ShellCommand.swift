import FormshData
import FormshDomain
import FormshPlatform
import FormshPresentation

/// `formsh [FORM]`, `formsh -c COMMANDS [FORM]` and `formsh run SCRIPT…`.
struct ShellCommand {
  let options: Options
  let console: Console

  /// The shell: interactive at a terminal, a script from standard input otherwise, or the
  /// commands of `-c`.
  func run() -> Int32 {
    if options.help {
      console.print(Usage.main)
      return ExitStatus.success
    }
    guard options.operands.count <= 1 else {
      console.printError(
        "formsh: one form at most (got \(options.operands.count)); see formsh --help\n")
      return ExitStatus.usage
    }
    let formPath = options.operands.first ?? options.form
    let interactive =
      options.commands == nil && Terminal.isTerminal(0) && Terminal.isTerminal(1)
    let interpreter: Interpreter
    do {
      interpreter = try makeInterpreter(formPath: formPath, interactive: interactive)
    } catch {
      return report(error)
    }
    if let commands = options.commands {
      let reader = PlainLineReader(text: commands)
      ScriptRunner(interpreter: interpreter).run(reader, name: "-c")
      return finish(interpreter)
    }
    if interactive {
      return REPL(interpreter: interpreter).run()
    }
    ScriptRunner(interpreter: interpreter).run(PlainLineReader(descriptor: 0), name: "<stdin>")
    return finish(interpreter)
  }

  /// `formsh run SCRIPT…`: each script in a fresh session; the first failure's status.
  func runScripts() -> Int32 {
    if options.help {
      console.print(Usage.run)
      return ExitStatus.success
    }
    guard !options.operands.isEmpty else {
      console.printError("formsh run: no script given\n\(Usage.run)")
      return ExitStatus.usage
    }
    var status = ExitStatus.success
    for path in options.operands {
      let bytes: [UInt8]
      do {
        bytes = try FileSystem.read(path)
      } catch {
        console.printError("formsh: error: \(error.path): \(error.reason)\n")
        if status == ExitStatus.success { status = ExitStatus.unreadable }
        if options.bail { return status }
        continue
      }
      let interpreter: Interpreter
      do {
        interpreter = try makeInterpreter(formPath: options.form, interactive: false)
      } catch {
        return report(error)
      }
      ScriptRunner(interpreter: interpreter).run(
        PlainLineReader(text: String(decoding: bytes, as: UTF8.self)), name: path)
      let result = finish(interpreter)
      if status == ExitStatus.success { status = result }
      if result != ExitStatus.success && options.bail { return status }
      if Signals.wasInterrupted { return ExitStatus.interrupted }
    }
    return status
  }

  private func report(_ error: ShellError) -> Int32 {
    console.printError("formsh: " + ErrorPrinter.format(error, at: .prompt))
    return error.exitStatus
  }

  private func finish(_ interpreter: Interpreter) -> Int32 {
    if Signals.wasInterrupted { return ExitStatus.interrupted }
    return interpreter.exitRequest ?? interpreter.status
  }

  /// An interpreter on the named form (or the built-in one).
  func makeInterpreter(formPath: String?, interactive: Bool) throws(ShellError) -> Interpreter {
    let source: any FormSource = formPath.map { FileFormSource(path: $0) } ?? BuiltinFormSource()
    let loaded: LoadedForm
    do {
      loaded = try source.load()
    } catch {
      throw .load(error)
    }
    let settings = ShellSettings(
      interactive: interactive, render: OutputMode.renderOptions(options.color),
      echo: options.echo, bail: options.bail, inputIsTerminal: Terminal.isTerminal(0))
    let interpreter = Interpreter(
      session: Session(loaded), console: console, settings: settings,
      variables: Variables(defined: options.variables))
    if !interactive { interpreter.announce(loaded) }
    return interpreter
  }
}
