import FormshData
import FormshDomain
import FormshPresentation

/// `record FILE`: writes each change as a canonical command, so `formsh run FILE` rebuilds
/// the same state. Values are written as they now are (a `toggle` becomes `check` or
/// `uncheck`, a `select +c` the whole selection, labels their ids); secure values become
/// `${ID}` references and never touch the file.
final class Recorder {
  /// Where the script goes.
  let path: String
  private let descriptorSink: FileAppender

  /// Starts a recording: the form's `load` and every value that differs from its default.
  init(path: String, session: Session) throws(ShellError) {
    self.path = path
    do {
      descriptorSink = try FileAppender(path: path)
    } catch {
      throw .file(error)
    }
    write("# recorded by formsh; replay with: formsh run \(Recorder.quote(path))")
    if session.loaded.source == BuiltinFormSource.name {
      write("# form: the built-in showcase (formsh run starts on it)")
    } else {
      write("load " + Recorder.quote(session.loaded.source))
    }
    for field in session.form.fields where session.value(of: field) != field.defaultValue {
      write(Recorder.command(for: field, in: session))
    }
  }

  /// Writes what a command changed.
  func record(_ command: Command, session: Session) {
    switch command {
    case .load:
      write("load " + Recorder.quote(session.loaded.source))
    case .reset(nil):
      write("reset")
    case .set(let id, _), .select(let id, _), .toggle(let id), .check(let id, _), .clear(let id),
      .reset(let id?):
      guard let field = try? session.field(id) else { return }
      write(Recorder.command(for: field, in: session))
    default:
      return
    }
  }

  private func write(_ line: String) {
    descriptorSink.append(line + "\n")
  }

  /// The one command that gives a field its current value.
  static func command(for field: Field, in session: Session) -> String {
    let value = session.value(of: field)
    switch value {
    case .bool(let on): return (on ? "check " : "uncheck ") + field.id
    case .selection(let ids):
      return ids.isEmpty ? "clear \(field.id)" : "select \(field.id) " + ids.map(quote).joined(separator: ",")
    case .text(let text):
      if text.isEmpty { return "clear \(field.id)" }
      if field.kind == .secure { return "set \(field.id)=${\(variableName(for: field.id))}" }
      return "set \(field.id)=" + quote(text)
    }
  }

  /// The variable a secure field's value is read from when replaying.
  static func variableName(for id: FieldID) -> String {
    let name = String(id.uppercased().unicodeScalars.map { $0.isASCIILetterOrDigit ? Character($0) : "_" })
    return name.first?.isNumber == true ? "_" + name : name
  }

  /// The text as one value: bare when that reads back the same, else double-quoted.
  static func quote(_ text: String) -> String {
    let special: Set<Character> = [";", "#", "'", "\"", "\\", "$", "=", ","]
    let bare =
      !text.isEmpty && !text.contains(where: { special.contains($0) || $0.isNewline || $0 == "\t" })
      && text.first != " " && text.last != " " && !text.contains("  ")
    if bare { return text }
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
  /// `record FILE` / `record stop`.
  func record(_ path: String?) throws(ShellError) {
    guard let path else {
      guard let recorder else { throw .other("not recording; record FILE starts") }
      self.recorder = nil
      if settings.interactive {
        console.print("recording to \(TerminalText.sanitize(recorder.path)) stopped\n")
      }
      return
    }
    recorder = try Recorder(path: path, session: session)
    if settings.interactive {
      console.print("recording to \(TerminalText.sanitize(path)); record stop ends it\n")
    }
  }
}
