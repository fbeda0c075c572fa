import FormshData
import FormshDomain
import FormshPresentation

extension Interpreter {
  /// Runs an edit on the session; at the prompt, confirms the new value.
  func edit(_ body: (inout Session) throws(EditError) -> Field) throws(ShellError) {
    let field: Field
    do {
      field = try body(&session)
    } catch {
      throw .edit(error)
    }
    confirm(field)
  }

  /// `set FIELD=VALUE`, or `set FIELD` which reads the value (a secret with echo off, or
  /// lines until a lone `.`).
  func set(_ id: String, _ value: String?, more: (String) -> String?) throws(ShellError) {
    let text: String
    if let value {
      text = value
    } else {
      let field: Field
      do {
        field = try session.field(id)
      } catch {
        throw .edit(error)
      }
      text = try readValue(for: field, more: more)
    }
    try edit { (session) throws(EditError) in try session.set(id, .text(text)) }
  }

  private func readValue(for field: Field, more: (String) -> String?) throws(ShellError) -> String {
    switch field.kind.entry {
    case .hidden:
      guard settings.interactive || settings.inputIsTerminal else {
        throw .other(
          "set \(field.id) needs a value here; write set \(field.id)=${VARIABLE} and pass --var")
      }
      console.flush()
      guard let secret = readSecret(TerminalText.sanitize(field.label) + ": ") else {
        throw .other("no value read for \(field.id); nothing changed")
      }
      return secret
    case .lines:
      if settings.interactive {
        console.print("Enter lines; a lone '.' ends them.\n")
        console.flush()
      }
      var lines: [String] = []
      while let line = more("... ") {
        if line == "." { return lines.joined(separator: "\n") }
        lines.append(line)
      }
      throw .other("set \(field.id): the text ended before a lone '.'; nothing changed")
    case .inline:
      throw .other(
        "set \(field.id) needs a value: set \(field.id)=VALUE (set \(field.id)= empties it)")
    }
  }

  /// `reset [FIELD]`.
  func reset(_ id: String?) throws(ShellError) {
    do {
      try session.reset(id)
    } catch {
      throw .edit(error)
    }
    if let id, let field = session.form.field(id) {
      confirm(field)
    } else if settings.interactive {
      console.print("every field is back to its default\n")
    }
  }

  /// At the prompt, a one-line confirmation of a field's new value.
  func confirm(_ field: Field) {
    guard settings.interactive else { return }
    let value = ValueSummary.summary(session.value(of: field), of: field)
    console.print("\(TerminalText.sanitize(field.id)) = \(value)\n")
  }
}
