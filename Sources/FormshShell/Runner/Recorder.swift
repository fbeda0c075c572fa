import FormshData
import FormshDomain
import FormshPlatform
import FormshSession

/// `record FILE`: writes each change as a canonical command, so `formsh run FILE` rebuilds
/// the same state and payload. Values are written as they now are (a `toggle` becomes
/// `check` or `uncheck`, a `select +c` the whole selection, labels their ids); a successful
/// `submit` is written too. Secure values become `${FIELD_ID}` references (the id upper-cased,
/// other characters `_`) and never touch the file.
///
/// The script is written as it goes to a temporary file (`AtomicFile`), every write checked,
/// and appears under its name only when the recording ends in order (`finish`): a recording
/// cut short by a failed write (a full disk) or by the process dying never leaves a script
/// that looks complete and replays to other values. A device or FIFO (`/dev/stdout`) gets each
/// line as it comes.
final class Recorder {
  /// Where the script goes.
  let path: String
  /// The variables the script reads secure values from, in the order first written.
  private(set) var variables: [String] = []
  /// The secret values of the session (the interpreter keeps them current): a value that is a
  /// secret variable's is written as a reference to it, never as itself.
  var secrets = Secrets()
  /// The script being written; nil once finished or stopped by a failure.
  private var file: AtomicFile?
  /// The first write that failed, until `takeFailure`.
  private var failure: FileSystem.Failure?
  /// Called before each line written through to a descriptor, so that it comes after what
  /// the console holds (for `record /dev/stdout`).
  private let beforeWritingThrough: () -> Void

  /// Starts a recording: the form's `load` and every value that differs from its default.
  /// An existing file is refused unless `replacing` (`record --force`); a symbolic link is
  /// refused unless `followingSymlinks`.
  init(
    path: String, session: Session, replacing: Bool = false, followingSymlinks: Bool = false,
    beforeWritingThrough: @escaping () -> Void = {}
  ) throws(ShellError) {
    self.path = path
    self.beforeWritingThrough = beforeWritingThrough
    do {
      file = try AtomicFile(path, replacing: replacing, followingSymlinks: followingSymlinks)
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
    if let failure = takeFailure() { throw .file(failure) }
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
    writeValues(of: session)
  }

  /// The first line: how to replay the script, with a `--var` for each secret it reads.
  private var header: String {
    let variables = variables.map { "--secret \($0)=… " }.joined()
    return "# recorded by formsh; replay with: formsh run \(variables)\(Recorder.quoteWord(path))"
  }

  /// The command that replays the recording, as the header says it.
  var replayCommand: String {
    String(header.dropFirst("# recorded by formsh; replay with: ".count))
  }

  /// Ends the recording and publishes the script under its name. When the script reads
  /// secrets, its first line is rewritten to name their `--var`s (written through to a
  /// device, a last line says it instead). Nothing is published when a write failed.
  func finish() throws(ShellError) {
    guard let file else { return }
    self.file = nil
    do throws(FileSystem.Failure) {
      if !variables.isEmpty {
        if let written = try file.written() {
          let newline = written.firstIndex(of: UInt8(ascii: "\n")) ?? written.endIndex
          try file.rewrite(Array(header.utf8) + written[newline...])
        } else {
          beforeWritingThrough()
          try file.write(Array((header + "\n").utf8))
        }
      }
      try file.commit()
    } catch {
      file.abandon()
      throw .file(stopped(error, writingThrough: file.writesThrough))
    }
  }

  /// The failure that stopped the recording, once: the temporary file is thrown away, so the
  /// file named is left as it was (or never made). Nil while all writes went through.
  func takeFailure() -> FileSystem.Failure? {
    guard let failure else { return nil }
    self.failure = nil
    let writingThrough = file?.writesThrough == true
    file?.abandon()
    file = nil
    return stopped(failure, writingThrough: writingThrough)
  }

  /// The failure, saying that the recording stopped and what became of the file.
  private func stopped(_ failure: FileSystem.Failure, writingThrough: Bool) -> FileSystem.Failure {
    let outcome =
      writingThrough
      ? "the recording stopped" : "the recording stopped and \(path) was not written"
    return FileSystem.Failure(
      path: failure.path, operation: .writing, reason: failure.reason + "; " + outcome)
  }

  /// Writes the commands that take a session to another: the other form's `load` when the
  /// form changed, then the command that gives each changed field its value.
  func writeChanges(from before: Session, to after: Session) {
    if !after.hasSameForm(as: before), after.hasSameFormFamily(as: before) {
      return writeResizing(from: before, to: after)
    }
    if !after.hasSameForm(as: before) {
      write("load " + Recorder.quoteWord(after.loaded.source))
      writeValues(of: after)
      return
    }
    // A read-only or computed field takes no edit: the computed ones follow the others.
    for change in after.changes(since: before) where !change.field.isLocked {
      write(change.field, in: after)
    }
  }

  /// The same form with other numbers of items (`undo` of an `add`): items added or taken
  /// off the end of each list, then each value that differs.
  private func writeResizing(from before: Session, to after: Session) {
    let had = before.form.itemCounts
    for (list, count) in after.form.itemCounts.sorted(by: { $0.key < $1.key }) {
      let old = had[list] ?? 0
      for _ in stride(from: old, to: count, by: 1) { write("add " + Recorder.quoteWord(list)) }
      for item in stride(from: old, to: count, by: -1) {
        write("remove \(Recorder.quoteWord(list)) \(item)")
      }
    }
    // An item added starts at its defaults; one kept holds what it held before.
    let start = after.form.initialState
    for field in after.form.fields where !field.isLocked {
      let was = before.form.field(field.id).map { before.value(of: $0) } ?? start[field.id]
      if after.value(of: field) != was { write(field, in: after) }
    }
  }

  /// The command for each field whose value differs from the one the form starts with
  /// (computed fields follow the others and take no command).
  func writeValues(of session: Session) {
    let initial = session.form.initialState
    for field in session.form.fields
    where !field.isLocked && session.value(of: field) != initial[field.id] {
      write(field, in: session)
    }
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
    write("# \(why): replay with --secret \(name)=…")
  }

  /// Writes one line, with no secret in it; a failure is kept for `takeFailure`, and nothing
  /// more is written.
  func write(_ line: String) {
    guard failure == nil, let file else { return }
    if file.writesThrough { beforeWritingThrough() }
    do throws(FileSystem.Failure) {
      try file.write(Array((secrets.scrub(line) + "\n").utf8))
    } catch {
      failure = error
    }
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

  /// Writes `header NAME: VALUE`, quoted to read back the same (`text/html; q=0.9` holds a
  /// `;`). A credential (`Authorization`, a value holding a secret) is written as a
  /// reference to a variable, announced like a secure field's, so that the replay sends the
  /// real value rather than a mask.
  func write(header: HTTPHeader) {
    guard header.isSecret || secrets.appear(in: header.value) else {
      return write("header \(header.name): " + Recorder.quote(header.value))
    }
    if let name = secrets.variable(holding: header.value) {
      announce(name, "\(header.name) came from a secret variable")
      return write("header \(header.name): ${\(name)}")
    }
    let name = Recorder.variableName(for: header.name)
    announce(name, "the \(header.name) header is secret, not recorded")
    write("header \(header.name): ${\(name)}")
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
    text.unicodeScalars.contains(where: \.properties.isWhitespace)
      ? ScriptQuoting.quoted(text, escapingDollars: true) : quote(text)
  }

  /// The text as one value: bare when that reads back the same, else double-quoted (a
  /// control character escaped, never written raw).
  static func quote(_ text: String) -> String {
    ScriptQuoting.readsBackBare(text) ? text : ScriptQuoting.quoted(text, escapingDollars: true)
  }

}
