import FormshData
import FormshDomain
import FormshPresentation

extension Interpreter {
  /// `validate [FIELD]`: prints `valid` or the problems; the errors show under the fields.
  func validate(_ id: String?) throws(ShellError) {
    let failures: [FieldFailure]
    do {
      failures = try session.validate(id)
    } catch {
      throw .edit(error)
    }
    if failures.isEmpty {
      console.print("valid\n")
    } else {
      console.print(FailuresRenderer.headline(failures) + ":\n" + FailuresRenderer.render(failures))
    }
  }

  /// `submit [--out FILE]`: the payload as JSON, or a refusal listing every problem.
  func submit(out path: String?) throws(ShellError) {
    switch session.submit() {
    case .failure(let refusal):
      throw .submitRefused(refusal.failures)
    case .success(let payload):
      guard let path else {
        console.print(JSONWriter.string(payload.json, style: .pretty, terminalSafe: true) + "\n")
        return
      }
      let text = JSONWriter.string(payload.json, style: .pretty) + "\n"
      do {
        try FileSystem.writeAtomically(path, Array(text.utf8))
      } catch {
        throw .file(error)
      }
      if settings.interactive { console.print("payload written to \(TerminalText.sanitize(path))\n") }
    }
  }
}
