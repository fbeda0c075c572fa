import FormshData
import FormshDomain
import FormshPlatform
import FormshSession

/// The options of a subcommand that runs commands in an interpreter (the shell, `run`): the
/// form, the variables, how the script runs and how servers are talked to.
protocol InterpreterOptions {
  var common: CommonOptions { get }
  var form: FormOptions { get }
  var variables: VariableOptions { get }
  var script: ScriptOptions { get }
  var http: HTTPOptions { get }
}

extension InterpreterOptions {
  /// `--format text|jsonl` (text when not given).
  func outputFormat() throws(ShellError) -> OutputFormat {
    guard let name = script.format else { return .text }
    guard let format = OutputFormat(rawValue: name) else {
      throw .usage("--format takes text or jsonl, not \"\(name)\"")
    }
    return format
  }

  /// An interpreter on the named form (or the built-in one).
  func makeInterpreter(
    formPath: String?, interactive: Bool, format: OutputFormat = .text, console: Console
  ) throws(ShellError) -> Interpreter {
    let client = try http.makeClient()
    let source: any FormSource =
      formPath.map {
        FormSources.source(
          $0, client: client, dialect: form.dialect, htmlForm: form.htmlForm,
          operation: form.operation)
      }
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
      render: OutputMode.renderOptions(format == .jsonl ? .never : common.color),
      echo: script.echo, bail: script.bail, inputIsTerminal: Terminal.isTerminal(0),
      masksSecrets: format == .jsonl, format: format, retry: script.retry)
    let interpreter = Interpreter(
      session: Session(loaded), console: console, settings: settings,
      variables: variables.variables, http: client)
    if !interactive { interpreter.announce(loaded) }
    return interpreter
  }
}

extension Interpreter {
  /// Ends a script's run: the interpreter closed, its end event written; its exit status.
  func finishScript(name: String) -> Int32 {
    close()
    if Signals.wasInterrupted { exitRequest = ExitStatus.interrupted }
    endEvents(file: name)
    return exitRequest ?? status
  }
}
