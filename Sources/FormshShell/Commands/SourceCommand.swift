import FormshData
import FormshPresentation
import FormshPlatform

/// `source FILE`: runs a script's lines in this session.
struct SourceCommand: Command, Equatable {
  static let spec = CommandSpec(
    "source", synopsis: "source FILE", summary: "run the commands in FILE", arguments: [.path])

  let path: String

  init(path: String) { self.path = path }

  init(_ arguments: Arguments) throws(ParseError) {
    try arguments.expect(1, 1)
    path = arguments[0]
  }

  func run(in shell: Interpreter, more: (String) -> String?) throws(ShellError) {
    guard shell.sourceDepth < 32 else {
      throw .other("source nested more than 32 deep; is \(path) sourcing itself?")
    }
    let bytes: [UInt8]
    do {
      bytes = try FileSystem.read(path)
    } catch {
      throw .file(error)
    }
    shell.sourceDepth += 1
    defer { shell.sourceDepth -= 1 }
    ScriptRunner(interpreter: shell).run(
      PlainLineReader(text: String(decoding: bytes, as: UTF8.self)), name: path)
  }

  /// The commands of the file recorded themselves as they ran; `source` adds nothing.
  func record(to recorder: Recorder, before: Session, after: Session) {}
}
