import FormshData
import FormshDomain
import FormshPlatform
import FormshPresentation
import FormshSession

/// `set FIELD=VALUE`: the rest of the line is the value. Without a value, a secret is read
/// with echo off and multi-line text until a lone `.`.
struct SetCommand: EditCommand, Equatable {
  static let spec = CommandSpec(
    "set", synopsis: "set FIELD=VALUE", summary: "set a field; the rest of the line is the value",
    details: """
      Quotes are optional: set bio=Hello, world. Quote to keep leading or trailing
      spaces.
      Dropdowns take an option id or label; checkboxes and toggles take true/false,
      yes/no, on/off or 1/0. set FIELD= empties it. Without a value, a SECURE field is
      read with echo off and a MULTILINE field reads lines until a lone '.'.
      A value the field's kind can never take (text longer than its max_length,
      letters in a number, a TIME of 25:00, …) is refused, and nothing changes; so is
      any value of a read-only or computed field, or of one its enabled_if disables
      now. A PHONE number is kept in E.164: set phone=+44 (20) 7946-0958 holds
      +442079460958.
      """,
    arguments: [.required(.field(.editable))], freeText: true)

  let field: String
  /// `nil` for `set FIELD`, which reads the value.
  let value: String?

  init(field: String, value: String?) {
    self.field = field
    self.value = value
  }

  init(_ arguments: Arguments) throws(ParseError) {
    (field, value) = try arguments.assignment()
  }

  var fieldID: String? { field }

  var incompleteness: String? {
    value == nil ? "the set needs a value here (set FIELD=VALUE)" : nil
  }

  func run(in shell: Interpreter, more: (String) -> String?) throws(ShellError) {
    if let value {
      // A secret given to a secure field is never shown again, not even in an error.
      if shell.form.namesSecret(field) { shell.output.secrets.remember(value) }
      return try applyConfirming(in: shell)
    }
    shell.readCancelled = false
    guard let text = try readValue(for: try shell.form.field(field), in: shell, more: more) else {
      // Ctrl-C while the value was typed: a cancel, not an error.
      shell.console.print("cancelled; \(field) is unchanged\n")
      return
    }
    try SetCommand(field: field, value: text).run(in: shell, more: more)
  }

  /// Adds nothing to its event (`--format jsonl`) but the field it names.
  func eventDetails(in shell: Interpreter) -> [(key: String, value: JSONValue)] { [] }

  func apply(to session: inout Session) throws(EditError) -> Field? {
    try session.set(field, .text(value ?? ""))
  }

  func display(secret: Bool) -> String {
    "set \(field)=" + (secret ? Secret.mask : value ?? "")
  }

  func masked(isSecret: (String) -> Bool) -> MaskedCommand? {
    guard let value, !value.isEmpty, isSecret(field) else { return nil }
    return MaskedCommand(shown: display(secret: true), history: "set \(field)")
  }

  /// The value read for the field; `nil` when the reading was cancelled with Ctrl-C.
  private func readValue(for field: Field, in shell: Interpreter, more: (String) -> String?)
    throws(ShellError) -> String?
  {
    switch field.kind.entry {
    case .hidden:
      guard shell.settings.interactive || shell.settings.inputIsTerminal else {
        throw .other(
          "set \(field.id) needs a value here; write set \(field.id)=${VARIABLE} and pass --var",
          code: .noValue)
      }
      shell.console.flush()
      guard let secret = shell.readSecret(TerminalText.sanitize(field.label) + ": ") else {
        if Signals.wasInterrupted, shell.settings.interactive {
          Signals.clear()
          shell.console.print("\n")  // Echo was off: the line typed so far never ended.
          return nil
        }
        throw .other("no value read for \(field.id); nothing changed", code: .noValue)
      }
      return secret
    case .lines:
      if shell.settings.interactive {
        shell.console.print("Enter lines; a lone '.' ends them.\n")
        shell.console.flush()
      }
      var lines: [String] = []
      while let line = more("... ") {
        if line == "." { return lines.joined(separator: "\n") }
        lines.append(line)
      }
      if shell.readCancelled { return nil }
      throw .other(
        "set \(field.id): the text ended before a lone '.'; nothing changed", code: .noValue)
    case .inline:
      throw .other(
        "set \(field.id) needs a value: set \(field.id)=VALUE (set \(field.id)= empties it)",
        code: .noValue)
    }
  }

  static func complete(_ words: [String], _ current: String, _ completer: Completer)
    -> Completion
  {
    if let equals = current.firstIndex(of: "=") {
      return completer.values(
        for: String(current[..<equals]), String(current[current.index(after: equals)...]))
    }
    guard words.count == 2 else { return .none }
    return completer.fields(.editable, current, suffix: "=")
  }
}
