import FormshData
import FormshDomain
import FormshPlatform
import FormshPresentation

/// `record FILE`: writes each change as a canonical command, so `formsh run FILE` rebuilds
/// the same state and payload. Values are written as they now are (a `toggle` becomes
/// `check` or `uncheck`, a `select +c` the whole selection, labels their ids); a successful
/// `submit` is written too. Secure values become `${ID}` references and never touch the file.
final class Recorder {
  /// Where the script goes.
  let path: String
  /// The variables the script reads secure values from, in the order first written.
  private(set) var variables: [String] = []
  private let descriptorSink: FileAppender

  /// Starts a recording: the form's `load` and every value that differs from its default.
  init(path: String, session: Session) throws(ShellError) {
    self.path = path
    do {
      descriptorSink = try FileAppender(path: path)
    } catch {
      throw .file(error)
    }
    write("# recorded by formsh; replay with: formsh run \(Recorder.quoteWord(path))")
    if session.loaded.source == BuiltinFormSource.name {
      write("# form: the built-in showcase (formsh run starts on it)")
    } else {
      write("load " + Recorder.quoteWord(session.loaded.source))
    }
    for field in session.form.fields where session.value(of: field) != field.defaultValue {
      write(field, in: session)
    }
  }

  /// Writes what a command changed, or the submit it made.
  func record(_ command: Command, session: Session) {
    switch command {
    case .load:
      write("load " + Recorder.quoteWord(session.loaded.source))
    case .reset(nil):
      write("reset")
    case .submit(let out):
      write("submit" + (out.map { " --out " + Recorder.quoteWord($0) } ?? ""))
    default:
      guard let id = command.fieldID, let field = try? session.field(id) else { return }
      write(field, in: session)
    }
  }

  /// Writes the command that gives a field its value; before a secret's first reference, a
  /// comment that says how to pass it.
  private func write(_ field: Field, in session: Session) {
    if field.kind == .secure, session.value(of: field) != .text("") {
      let name = Recorder.variableName(for: field.id)
      if !variables.contains(name) {
        variables.append(name)
        write(
          "# \(Recorder.quoteWord(field.id)) is secret, not recorded: replay with --var \(name)=…")
      }
    }
    write(Recorder.command(for: field, in: session))
  }

  private func write(_ line: String) {
    descriptorSink.append(line + "\n")
  }

  /// The one command that gives a field its current value.
  static func command(for field: Field, in session: Session) -> String {
    let id = quoteWord(field.id)
    switch session.value(of: field) {
    case .bool(let on): return (on ? "check " : "uncheck ") + id
    case .selection(let ids) where ids.isEmpty: return "clear \(id)"
    case .selection(let ids):
      // A leading + or - would add or remove; quoted, the list is taken as it is.
      var list = ids.map(quote)
      if let first = ids.first, first.hasPrefix("+") || first.hasPrefix("-"), list[0] == first {
        list[0] = "\"" + first + "\""
      }
      return "select \(id) " + list.joined(separator: ",")
    case .text(let text) where text.isEmpty: return "clear \(id)"
    case .text where field.kind == .secure: return "set \(id)=${\(variableName(for: field.id))}"
    case .text(let text): return "set \(id)=" + quote(text)
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
    text.contains(where: \.isWhitespace) ? doubleQuoted(text) : quote(text)
  }

  /// The text as one value: bare when that reads back the same, else double-quoted.
  static func quote(_ text: String) -> String {
    let special: Set<Character> = [";", "#", "'", "\"", "\\", "$", "=", ","]
    let bare =
      !text.isEmpty && !text.contains(where: { special.contains($0) || $0.isNewline || $0 == "\t" })
      && text.first != " " && text.last != " " && !text.contains("  ")
    return bare ? text : doubleQuoted(text)
  }

  /// The text in double quotes, with what the lexer reads as special escaped.
  private static func doubleQuoted(_ text: String) -> String {
    var quoted = "\""
    for character in text {
      switch character {
      case "\"": quoted += "\\\""
      case "\\": quoted += "\\\\"
      case "$": quoted += "\\$"
      case "\n": quoted += "\\n"
      case "\t": quoted += "\\t"
      case "\r": quoted += "\\r"
      default: quoted.append(character)
      }
    }
    return quoted + "\""
  }
}

extension Unicode.Scalar {
  var isASCIILetterOrDigit: Bool { isASCIILetter || ("0"..."9").contains(self) }
}

extension Interpreter {
  /// `record FILE` / `record stop`; a new `record FILE` ends the recording in progress.
  func record(_ path: String?) throws(ShellError) {
    guard let path else {
      guard let recorder else { throw .other("not recording; record FILE starts") }
      self.recorder = nil
      if settings.interactive {
        let variables = recorder.variables.map { "--var \($0)=… " }.joined()
        console.print(
          "recording to \(TerminalText.sanitize(recorder.path)) stopped; replay with: formsh run "
            + variables + TerminalText.sanitize(Recorder.quoteWord(recorder.path)) + "\n")
      }
      return
    }
    let next = try Recorder(path: path, session: session)
    if let previous = recorder, settings.interactive {
      console.print("recording to \(TerminalText.sanitize(previous.path)) stopped\n")
    }
    recorder = next
    if settings.interactive {
      console.print("recording to \(TerminalText.sanitize(path)); record stop ends it\n")
    }
  }
}
