import FormshData
import FormshDomain
import FormshPlatform
import FormshPresentation

/// Runs command lines against a session: splits and parses them, runs each command, prints
/// errors with their location, and keeps the run's exit status (that of the first failure).
public final class Interpreter {
  /// The form and its values.
  public internal(set) var session: Session
  /// Where output goes.
  public let console: Console
  /// How the shell runs.
  public var settings: ShellSettings
  /// `${NAME}` values.
  public var variables: Variables
  /// 0 while all goes well; otherwise the status of the first failure.
  public internal(set) var status: Int32 = ExitStatus.success
  /// Set by `quit`, `exit` or `--bail`: the status to leave with.
  public internal(set) var exitRequest: Int32?
  /// The recording in progress, if any.
  var recorder: Recorder?
  /// Nesting of `source`.
  var sourceDepth = 0
  /// Whether `quit` already warned about changes that were not submitted.
  var warnedAboutChanges = false
  /// Reads a secret with echo off (replaced in tests).
  var readSecret: (String) -> String? = Terminal.readSecretLine

  /// Creates an interpreter on a session.
  public init(session: Session, console: Console, settings: ShellSettings, variables: Variables) {
    self.session = session
    self.console = console
    self.settings = settings
    self.variables = variables
  }

  /// Runs one line; `more` supplies following lines when a command reads them
  /// (`set MULTILINE_FIELD` reads until a lone `.`). Returns false once the run should stop.
  @discardableResult
  public func run(line: String, at location: Location, more: (String) -> String? = { _ in nil })
    -> Bool
  {
    let commands: [CommandWords]
    do {
      commands = try Lexer(lookup: variables.value).split(line)
    } catch {
      fail(.parse(error), at: location)
      return exitRequest == nil
    }
    for words in commands {
      if settings.echo { console.print("> " + TerminalText.sanitize(masked(words)) + "\n") }
      do throws(ShellError) {
        let command: Command
        do {
          command = try CommandTable.parse(words)
        } catch {
          throw .parse(error)
        }
        try execute(command, at: location, more: more)
      } catch {
        fail(error, at: location)
      }
      if exitRequest != nil { return false }
    }
    return true
  }

  /// Records a failure: prints it, keeps the first status, stops when bailing.
  func fail(_ error: ShellError, at location: Location) {
    console.printError(ErrorPrinter.format(error, at: location))
    if status == ExitStatus.success { status = error.exitStatus }
    if settings.bail && !settings.interactive { exitRequest = status }
  }

  /// Runs one parsed command.
  func execute(_ command: Command, at location: Location, more: (String) -> String?)
    throws(ShellError)
  {
    switch command {
    case .load(let path): try load(path)
    case .show(let field): try show(field)
    case .fields: console.print(FieldTableRenderer.render(session.view, settings.render))
    case .describe(let field): try describe(field)
    case .set(let field, let value): try set(field, value, more: more)
    case .select(let field, let change):
      try edit { (session) throws(EditError) in try session.select(field, change) }
    case .toggle(let field): try edit { (session) throws(EditError) in try session.toggle(field) }
    case .check(let field, let on):
      try edit { (session) throws(EditError) in try session.check(field, on) }
    case .clear(let field): try edit { (session) throws(EditError) in try session.clear(field) }
    case .reset(let field): try reset(field)
    case .validate(let field): try validate(field)
    case .submit(let out): try submit(out: out)
    case .links(let field): try links(field)
    case .open(let number): try open(number)
    case .expect(let expectation): try expect(expectation)
    case .record(let path): try record(path)
    case .source(let path): try source(path)
    case .echo(let text): console.print(TerminalText.sanitize(text, limit: nil) + "\n")
    case .help(let topic): try help(topic)
    case .quit: quit()
    case .exit(let code): exitRequest = code ?? status
    }
    if command.isRecorded { recorder?.record(command, session: session) }
  }

  /// The command as typed, with any secure value replaced by a mask (for `--echo`).
  func masked(_ words: CommandWords) -> String {
    secretCommand(words)?.masked ?? words.source
  }

  /// The line as the history file may keep it: a secure value dropped, so recalling the line
  /// asks for the secret again (an `expect value` of a secret is left out).
  public func historyEntry(for line: String) -> String {
    guard let commands = try? Lexer(lookup: variables.value).split(line) else {
      let secureIDs = session.form.fields.filter { $0.kind == .secure }.map(\.id)
      return secureIDs.contains { line.contains($0) } ? "" : line
    }
    var hasSecret = false
    let parts = commands.compactMap { words -> String? in
      guard let secret = secretCommand(words) else { return words.source }
      hasSecret = true
      return secret.history
    }
    return hasSecret ? parts.joined(separator: "; ") : line
  }

  /// A command that spells out a secure field's value (`set SECRET=…`,
  /// `expect value SECRET = …`, `expect refused set SECRET=…`), also with the id mistyped
  /// (`set pasword=…` is refused, but what follows the `=` is still a secret): the command
  /// masked, and what history keeps of it (`set SECRET`, which asks again; nothing of an
  /// expectation).
  private func secretCommand(_ words: CommandWords) -> (masked: String, history: String?)? {
    let id: String
    let masked: String
    var history: String?
    switch try? CommandTable.parse(words) {
    case .set(let field, let value?) where !value.isEmpty:
      (id, masked, history) = (field, "set \(field)=********", "set \(field)")
    case .expect(.value(let field, let expected)) where !expected.isEmpty:
      (id, masked) = (field, "expect value \(field) = ********")
    case .expect(.refused(.set(let field, let value?))) where !value.isEmpty:
      (id, masked) = (field, "expect refused set \(field)=********")
    default: return nil
    }
    guard namesSecret(id) else { return nil }
    return (masked, history)
  }

  /// Whether an id is a secure field's, or the nearest field to it is a secure one.
  private func namesSecret(_ id: String) -> Bool {
    let form = session.form
    if let field = form.field(id) { return field.kind == .secure }
    guard let nearest = Suggestion.nearest(to: id, in: form.fields.map(\.id)) else { return false }
    return form.field(nearest)?.kind == .secure
  }
}

extension Command {
  /// Whether `record` writes the command: it changes values or the form, or submits them.
  var isRecorded: Bool {
    switch self {
    case .load, .set, .select, .toggle, .check, .clear, .reset, .submit: true
    default: false
    }
  }
}
