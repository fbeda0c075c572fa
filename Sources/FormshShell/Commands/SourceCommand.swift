import FormshData
import FormshSession
import FormshPlatform

/// `source FILE`: runs a script's lines in this session. Nesting is bounded, and so is the
/// number of files sourced in a session: a file that sources itself twice would otherwise
/// fan out to 2^32 runs within the depth limit. Only the file's first error may quote one of
/// its lines: any readable file can be sourced, and its lines are not to be printed one by
/// one in "unknown command" errors.
struct SourceCommand: Command, Equatable {
  static let spec = CommandSpec(
    "source", synopsis: "source FILE", summary: "run the commands in FILE",
    details: """
      Sourced files may source others, \(SourceCommand.deepest) deep at most, and a
      session runs \(SourceCommand.most) sourced files at most. After the first error
      in FILE, a line that does not parse is named by its number only: FILE may be no
      script. A relative FILE not found from the current directory is looked for
      beside the script that sources it.
      """,
    arguments: [.required(.path)])

  /// How deep `source` may nest.
  static let deepest = 32
  /// How many files a session may source in all.
  static let most = 10_000

  let path: String

  init(path: String) { self.path = path }

  init(_ arguments: Arguments) throws(ParseError) {
    path = arguments[0]
  }

  func run(in shell: Interpreter, more: (String) -> String?) throws(ShellError) {
    guard shell.sourceDepth < SourceCommand.deepest else {
      throw .other(
        "source nested more than \(SourceCommand.deepest) deep; is \(path) sourcing itself?",
        code: .sourceLimit)
    }
    guard shell.sourcedFiles < SourceCommand.most else {
      throw .other(
        "this session sourced \(SourceCommand.most) files already; is \(path) sourcing itself?",
        code: .sourceLimit)
    }
    shell.sourcedFiles += 1
    let bytes: [UInt8]
    do {
      bytes = try FileSystem.read(shell.scriptPath(path), asInput: true)
    } catch {
      throw .file(error)
    }
    shell.sourceDepth += 1
    defer { shell.sourceDepth -= 1 }
    ScriptRunner(interpreter: shell, quotesFirstErrorOnly: true).run(
      PlainLineReader(bytes: bytes), name: shell.scriptPath(path))
  }

  /// Names no field, and adds nothing to its event (`--format jsonl`).
  var namedField: String? { nil }
  func eventDetails(in shell: Interpreter) -> [(key: String, value: JSONValue)] { [] }

  /// The commands of the file recorded themselves as they ran; `source` adds nothing.
  func record(to recorder: Recorder, before: Session, after: Session) {}
}
