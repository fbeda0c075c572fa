import FormshData
import FormshDomain
import FormshPlatform
import FormshPresentation

/// `formsh lint [--json] [--strict] FORM…`: with `--strict`, a warning fails the run as an
/// error does (for form authors' CI).
struct LintCommand: Subcommand {
  let options: LintOptions
  let console: Console

  func run() -> Int32 {
    guard !options.operands.isEmpty else {
      return ErrorPrinter.report(.usage("no form given"), in: Self.spec, to: console)
    }
    let render = OutputMode.renderOptions(options.common.color)
    let http: HTTPClient
    do {
      http = try options.http.makeClient()
    } catch {
      return ErrorPrinter.report(error, in: Self.spec, to: console)
    }
    var loadFailure: Int32?
    var anyError = false
    for path in options.operands {
      var loaded: LoadedForm
      do {
        loaded = try FormSources.source(
          path, client: http, dialect: options.form.dialect, htmlForm: options.form.htmlForm,
          operation: options.form.operation
        ).load()
      } catch {
        // Ctrl-C stopped the load: no other form is read either.
        if case .interrupted = error {
          return ErrorPrinter.report(.load(error), in: Self.spec, to: console)
        }
        let failure = ShellError.load(error)
        let status = ErrorPrinter.report(failure, in: Self.spec, to: console)
        loadFailure = loadFailure ?? status
        if options.json {
          // A consumer of the stream sees every form named, the ones that did not load too.
          let line = JSONValue.object(
            JSONObject([
              ("source", .string(path)), ("error", .string(failure.message)),
              ("status", .number(String(status))),
            ]))
          console.print(JSONWriter.string(line, terminalSafe: true) + "\n")
        }
        continue
      }
      loaded = PatternCostProbe.probe(loaded)
      // Ctrl-C cut the probes of its patterns short: what was found is not the whole story.
      if Signals.wasInterrupted { return ExitStatus.interrupted }
      anyError = anyError || loaded.hasErrors || (options.strict && !loaded.diagnostics.isEmpty)
      if options.json {
        console.print(JSONWriter.string(loaded.lintJSON, terminalSafe: true) + "\n")
      } else {
        console.print(DiagnosticsRenderer.render(loaded, render))
      }
    }
    return loadFailure ?? (anyError ? ExitStatus.failure : ExitStatus.success)
  }
}
