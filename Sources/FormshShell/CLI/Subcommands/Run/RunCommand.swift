import FormshData
import FormshPlatform

/// `formsh run SCRIPT…`: each script in a fresh session; the first failure's status.
struct RunCommand: Subcommand {
  let options: RunOptions
  let console: Console

  func run() -> Int32 {
    guard !options.operands.isEmpty else {
      return ErrorPrinter.report(.usage("no script given"), in: Self.spec, to: console)
    }
    let format: OutputFormat
    do {
      format = try options.outputFormat()
    } catch {
      return ErrorPrinter.report(error, in: Self.spec, to: console)
    }
    // Every script is an input from the start: one may not record over another yet to run.
    for path in options.operands { RunInputs.note(path) }
    var status = ExitStatus.success
    for path in options.operands {
      let bytes: [UInt8]
      do {
        bytes = try FileSystem.read(path, asInput: true)
      } catch {
        let failed = ErrorPrinter.report(.file(error), in: Self.spec, to: console)
        if status == ExitStatus.success { status = failed }
        if options.script.bail { return status }
        continue
      }
      let interpreter: Interpreter
      do {
        interpreter = try options.makeInterpreter(
          formPath: options.form.form, interactive: false, format: format, console: console)
      } catch {
        return ErrorPrinter.report(error, in: Self.spec, to: console)
      }
      if options.form.form == nil {
        interpreter.builtinFormNotice = Interpreter.builtinFormWarning
      }
      interpreter.startEvents(file: path)
      ScriptRunner(interpreter: interpreter).run(PlainLineReader(bytes: bytes), name: path)
      let result = interpreter.finishScript(name: path)
      if status == ExitStatus.success { status = result }
      if result != ExitStatus.success && options.script.bail { return status }
      if Signals.wasInterrupted { return ExitStatus.interrupted }
    }
    return status
  }
}
