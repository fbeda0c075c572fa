import FormshData
import FormshDomain
import FormshPlatform
import FormshPresentation

/// `record FILE`: writes each change as a canonical command, so `formsh run FILE` rebuilds
/// the same state and payload. Values are written as they now are (a `toggle` becomes
/// `check` or `uncheck`, a `select +c` the whole selection, labels their ids); a successful
/// `submit` is written too. Secure values become `${FIELD_ID}` references (the id upper-cased,
/// other characters `_`) and never touch the file.
final class Recorder {
  /// Where the script goes.
  let path: String
  /// The variables the script reads secure values from, in the order first written.
  private(set) var variables: [String] = []
  /// The secret values of the session (the interpreter keeps them current): a value that is a
  /// secret variable's is written as a reference to it, never as itself.
  var secrets = Secrets()
  private let descriptorSink: FileAppender

  /// Starts a recording: the form's `load` and every value that differs from its default.
  /// An existing file is refused unless `replacing` (`record --force`).
  init(path: String, session: Session, replacing: Bool = false) throws(ShellError) {
    self.path = path
    do {
      descriptorSink = try FileAppender(path: path, exclusive: !replacing)
    } catch {
      if FileSystem.isDirectory(path) {
        throw .file(FileSystem.Failure(path: path, operation: .writing, reason: "Is a directory"))
      }
      if !replacing, FileSystem.exists(path) {
        throw .file(
          FileSystem.Failure(
            path: path, operation: .writing,
            reason: "exists already; record --force \(path) replaces it"))
      }
      throw .file(error)
    }
    write(header)
    writeForm(of: session)
  }

  /// The form a recording starts on (its `load`; for the built-in form, which `formsh run`
  /// starts on, a comment) and every value that differs from its default. (A later change of
  /// form writes a `load`, the built-in form's by its name, which `load` understands.)
  private func writeForm(of session: Session) {
    if session.loaded.source == BuiltinFormSource.name {
      write("# form: the built-in showcase (formsh run starts on it)")
    } else {
      write("load " + Recorder.quoteWord(session.loaded.source))
    }
    for field in session.form.fields where session.value(of: field) != field.defaultValue {
      write(field, in: session)
    }
  }

  /// The first line: how to replay the script, with a `--var` for each secret it reads.
  private var header: String {
    let variables = variables.map { "--var \($0)=… " }.joined()
    return "# recorded by formsh; replay with: formsh run \(variables)\(Recorder.quoteWord(path))"
  }

  /// The command that replays the recording, as the header says it.
  var replayCommand: String {
    String(header.dropFirst("# recorded by formsh; replay with: ".count))
  }

  /// Ends the recording: when the script reads secrets, its first line is rewritten to name
  /// their `--var`s (the file is replaced whole, so it is never half rewritten).
  func finish() {
    guard !variables.isEmpty, let bytes = try? FileSystem.read(path) else { return }
    let text = String(decoding: bytes, as: UTF8.self)
    guard let newline = text.firstIndex(of: "\n") else { return }
    let rewritten = header + text[newline...]
    try? FileSystem.writeAtomically(path, Array(rewritten.utf8))
  }

  /// Writes the commands that take a session to another: the other form's `load` when the
  /// form changed, then the command that gives each changed field its value.
  func writeChanges(from before: Session, to after: Session) {
    if !after.hasSameForm(as: before) {
      write("load " + Recorder.quoteWord(after.loaded.source))
      for field in after.form.fields where after.value(of: field) != field.defaultValue {
        write(field, in: after)
      }
      return
    }
    for change in after.changes(since: before) { write(change.field, in: after) }
  }

  /// Writes the command that gives a field its value; before a secret's first reference, a
  /// comment that says how to pass it.
  private func write(_ field: Field, in session: Session) {
    let edit = field.kind.behavior.canonicalEdit(for: session.value(of: field))
    if edit == .setSecret {
      let name = Recorder.variableName(for: field.id)
      announce(name, "\(Recorder.quoteWord(field.id)) is secret, not recorded")
    }
    if case .set(let text) = edit, secrets.appear(in: text) {
      // A value that came from a secret variable: a reference to it, or nothing of it.
      guard let name = secrets.variable(holding: text) else {
        return write("# \(Recorder.quoteWord(field.id)) holds a secret's value; not recorded")
      }
      announce(name, "\(Recorder.quoteWord(field.id)) came from a secret variable")
      return write("set \(Recorder.quoteWord(field.id))=${\(name)}")
    }
    write(Recorder.command(for: field, in: session))
  }

  /// Before a variable's first reference, a comment that says how to pass it.
  private func announce(_ name: String, _ why: String) {
    guard !variables.contains(name) else { return }
    variables.append(name)
    write("# \(why): replay with --var \(name)=…")
  }

  /// Writes one line, with no secret in it.
  func write(_ line: String) {
    descriptorSink.append(secrets.scrub(line) + "\n")
  }

  /// The one command that gives a field its current value.
  static func command(for field: Field, in session: Session) -> String {
    let id = quoteWord(field.id)
    switch field.kind.behavior.canonicalEdit(for: session.value(of: field)) {
    case .check(let on): return (on ? "check " : "uncheck ") + id
    case .clear: return "clear \(id)"
    case .select(let ids):
      // A leading + or - would add or remove; quoted, the list is taken as it is.
      var list = ids.map(quote)
      if let first = ids.first, first.hasPrefix("+") || first.hasPrefix("-"), list[0] == first {
        list[0] = "\"" + first + "\""
      }
      return "select \(id) " + list.joined(separator: ",")
    case .setSecret: return "set \(id)=${\(variableName(for: field.id))}"
    case .set(let text): return "set \(id)=" + quote(text)
    }
  }

  /// The variable a secure field's value is read from when replaying.
  static func variableName(for id: FieldID) -> String {
    let name = String(
      id.uppercased().unicodeScalars.map { $0.isASCIILetterOrDigit ? Character($0) : "_" })
    return name.first?.isNumber == true ? "_" + name : name
  }

  /// The text as one word (a field id): bare when it has no space and reads back the same,
  /// else double-quoted.
  static func quoteWord(_ text: String) -> String {
    text.contains(where: \.isWhitespace)
      ? ScriptQuoting.quoted(text, escapingDollars: true) : quote(text)
  }

  /// The text as one value: bare when that reads back the same, else double-quoted.
  static func quote(_ text: String) -> String {
    let special: Set<Character> = [";", "#", "'", "\"", "\\", "$", "=", ","]
    let bare =
      !text.isEmpty && !text.contains(where: { special.contains($0) || $0.isNewline || $0 == "\t" })
      && text.first != " " && text.last != " " && !text.contains("  ")
    return bare ? text : ScriptQuoting.quoted(text, escapingDollars: true)
  }

}
