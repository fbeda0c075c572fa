import FormshData
import FormshDomain
import FormshPlatform
import FormshPresentation

/// `submit [--out FILE [--follow-symlinks]]`: the payload as JSON when every rule passes;
/// otherwise a refusal listing every problem, which then show under the fields.
struct SubmitCommand: Command, Equatable {
  static let spec = CommandSpec(
    "submit", synopsis: "submit [--out FILE]",
    summary: "print the payload JSON, or refuse and list the problems",
    details: """
      --out FILE writes the payload to FILE instead, atomically: all of it or nothing. A file
      replaced keeps its permissions; a device or FIFO (/dev/stdout, a named pipe) is written
      through. A symbolic link is refused unless --follow-symlinks, which writes to the file
      it points to.
      """,
    arguments: [.none, .path],
    options: [CommandOption("--out", value: "FILE"), CommandOption("--follow-symlinks")])

  /// Where to write the payload; `nil` prints it.
  let out: String?
  /// Whether a symbolic link at `out` is followed (else refused).
  let followSymlinks: Bool

  init(out: String?, followSymlinks: Bool = false) {
    self.out = out
    self.followSymlinks = followSymlinks
  }

  init(_ arguments: Arguments) throws(ParseError) {
    guard arguments.count == 0 else { throw arguments.usage() }
    out = arguments.options["--out"]
    followSymlinks = arguments.has("--follow-symlinks")
    if followSymlinks, out == nil { throw arguments.usage("--follow-symlinks goes with --out") }
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
        let file = try AtomicFile(out, followingSymlinks: followSymlinks)
        // Written through to standard output, the payload comes after what was printed.
        if file.writesThrough { shell.console.flush() }
        try file.write(Array(text.utf8))
        try file.commit()
      } catch {
        throw .file(error)
      }
      shell.tell("payload written to \(TerminalText.sanitize(out))")
    }
  }

  func record(to recorder: Recorder, before: Session, after: Session) {
    let out = out.map { " --out " + Recorder.quoteWord($0) } ?? ""
    recorder.write("submit" + out + (followSymlinks ? " --follow-symlinks" : ""))
  }

  static func complete(_ words: [String], _ current: String, _ completer: Completer)
    -> Completion
  {
    if words.count == 2 { return completer.offer(["--out"], current, suffix: " ") }
    if words.count == 4 && words[1] == "--out" {
      return completer.offer(["--follow-symlinks"], current, suffix: " ")
    }
    return words.count == 3 && words[1] == "--out" ? completer.paths(current) : .none
  }
}
