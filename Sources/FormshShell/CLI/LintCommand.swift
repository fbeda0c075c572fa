import FormshData
import FormshDomain
import FormshPresentation

/// `formsh lint [--json] FORM…`.
struct LintCommand {
  let options: Options
  let console: Console

  func run() -> Int32 {
    if options.help {
      console.print(Usage.lint)
      return ExitStatus.success
    }
    guard !options.operands.isEmpty else {
      console.printError("formsh lint: no form given\n\(Usage.lint)")
      return ExitStatus.usage
    }
    let render = OutputMode.renderOptions(options.color)
    var loadFailure: Int32?
    var anyError = false
    for path in options.operands {
      let loaded: LoadedForm
      do {
        loaded = try FileFormSource(path: path).load()
      } catch {
        let shellError = ShellError.load(error)
        console.printError("formsh: " + ErrorPrinter.format(shellError, at: .prompt))
        loadFailure = loadFailure ?? shellError.exitStatus
        continue
      }
      anyError = anyError || loaded.hasErrors
      if options.json {
        console.print(JSONWriter.string(loaded.lintJSON, terminalSafe: true) + "\n")
      } else {
        console.print(DiagnosticsRenderer.render(loaded, render))
      }
    }
    return loadFailure ?? (anyError ? ExitStatus.failure : ExitStatus.success)
  }
}
