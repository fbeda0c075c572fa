import FormshData
import FormshDomain
import FormshPlatform
import FormshPresentation

/// `submit [--out FILE]`: the payload as JSON when every rule passes; otherwise a refusal
/// listing every problem, which then show under the fields.
struct SubmitCommand: Command, Equatable {
  static let spec = CommandSpec(
    "submit", synopsis: "submit [--out FILE]",
    summary: "print the payload JSON, or refuse and list the problems",
    details: "--out FILE writes the payload to FILE instead (atomically: all of it or nothing).",
    arguments: [.none, .path], options: [CommandOption("--out", value: "FILE")])

  /// Where to write the payload; `nil` prints it.
  let out: String?

  init(out: String?) { self.out = out }

  init(_ arguments: Arguments) throws(ParseError) {
    guard arguments.count == 0 else { throw arguments.usage() }
    out = arguments.options["--out"]
  }

  func run(in shell: Interpreter, more: (String) -> String?) throws(ShellError) {
    switch shell.session.submit() {
    case .failure(let refusal):
      throw .submitRefused(refusal.failures)
    case .success(let payload):
      guard let out else {
        let shown =
          shell.settings.masksSecrets ? payload.maskingSecrets(of: shell.session.form) : payload
        shell.console.print(PayloadWriter.string(shown, style: .pretty, terminalSafe: true) + "\n")
        return
      }
      let text = PayloadWriter.string(payload, style: .pretty) + "\n"
      do {
        try FileSystem.writeAtomically(out, Array(text.utf8))
      } catch {
        throw .file(error)
      }
      shell.tell("payload written to \(TerminalText.sanitize(out))")
    }
  }

  func record(to recorder: Recorder, before: Session, after: Session) {
    recorder.write("submit" + (out.map { " --out " + Recorder.quoteWord($0) } ?? ""))
  }

  static func complete(_ words: [String], _ current: String, _ completer: Completer)
    -> Completion
  {
    if words.count == 2 { return completer.offer(["--out"], current, suffix: " ") }
    return words.count == 3 && words[1] == "--out" ? completer.paths(current) : .none
  }
}
