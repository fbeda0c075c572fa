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
        let shown = settings.masksSecrets ? masked(payload) : payload
        console.print(PayloadWriter.string(shown, style: .pretty, terminalSafe: true) + "\n")
        return
      }
      let text = PayloadWriter.string(payload, style: .pretty) + "\n"
      do {
        try FileSystem.writeAtomically(path, Array(text.utf8))
      } catch {
        throw .file(error)
      }
      if settings.interactive {
        console.print("payload written to \(TerminalText.sanitize(path))\n")
      }
    }
  }

  /// The payload with every secure value that is not empty replaced by `********`.
  private func masked(_ payload: Payload) -> Payload {
    Payload(
      entries: payload.entries.map { entry in
        let secure = session.form.field(entry.id)?.kind == .secure
        return secure && entry.value != .string("") ? (entry.id, .string("********")) : entry
      })
  }
}
