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
  /// The session's HTTP client: its headers, cookies and connections.
  public let http: HTTPClient
  /// The last response a server gave (`get`, `submit --to`, `validate --remote`), for `expect
  /// status`, `expect response` and `capture`.
  var lastResponse: HTTPResponse?
  /// The request that got it (or got none), which a retry re-sends (`Interpreter+Retry`).
  var lastRequest: HTTPRequest?
  /// A `retry N` waiting for the expectation on the next line.
  var pendingRetry: PendingRetry?
  /// Loads the options of dropdowns with `options_url`, each URL once for the session.
  lazy var optionsLoader = OptionsLoader(client: http)
  /// 0 while all goes well; otherwise the status of the first failure.
  public internal(set) var status: Int32 = ExitStatus.success
  /// Set by `quit`, `exit` or `--bail`: the status to leave with.
  public internal(set) var exitRequest: Int32?
  /// The recording in progress, if any.
  var recorder: Recorder?
  /// Nesting of `source`.
  var sourceDepth = 0
  /// The folders of the script files running, innermost last: a relative path that `load`
  /// or `source` does not find from the working directory is looked for beside the script,
  /// so that a folder of scenarios runs from anywhere.
  var scriptFolders: [String] = []
  /// Said on standard error before the first command that works on the form, unless a
  /// `load` comes first: `run` and `test` without `--form` start on the built-in form.
  var builtinFormNotice: String?
  /// Whether a command worked on the built-in form after `builtinFormNotice` was given (it
  /// was then printed): `formsh test` says so once for the suite, passed scenarios too.
  private(set) var workedOnBuiltinForm = false
  /// Files sourced in this session, in all.
  var sourcedFiles = 0
  /// Failures recorded so far (`fail`).
  private(set) var failures = 0
  /// Whether an error may quote the text of the line it is about (a line that does not
  /// parse). False in a sourced file after its first error: any readable file can be sourced
  /// (an `.env`, a key file), and its lines must not be shown one by one (`ScriptRunner`).
  var quotesLines = true
  /// Whether `quit` already warned about changes that were not submitted.
  var warnedAboutChanges = false
  /// What `undo` and `redo` walk.
  var edits = EditHistory()
  /// What `checkpoint NAME` remembered.
  var checkpoints = Checkpoints()
  /// The commands run, for `history`.
  var commandLog = CommandLog()
  /// Where each form's session records what it exercises (`formsh test --coverage`);
  /// `nil`, recording nothing, everywhere else.
  var coverageBook: CoverageBook?
  /// Set when reading the lines a command asked for was cancelled with Ctrl-C (the prompt's
  /// line reader sets it).
  var readCancelled = false
  /// Reads a secret with echo off (replaced in tests).
  var readSecret: (String) -> String? = Terminal.readSecretLine
  /// The secret values known: nothing the console writes, no report or recording shows
  /// them (they are the console's, which masks them in all it writes).
  var secrets: Secrets {
    get { console.secrets }
    set { console.secrets = newValue }
  }
  /// What the command being run spells out after a secure field's id: its error message
  /// must not hold it.
  private var hidden: SecretWords?
  /// The events of the commands running (`--format jsonl`), innermost last: `source` runs
  /// commands inside a command.
  var pendingEvents: [CommandEvent] = []
  /// Where the command running came from.
  var currentLocation = Location.prompt
  /// Whether a server's refusal waits for the next command, which may be an `expect status`
  /// that decides (in a script; `ScriptRunner` sets it).
  var defersRefusals = false
  /// A server's refusal waiting for the next command (`refuse`).
  var pendingRefusal: PendingRefusal?
  /// The requests sent, as `curl` lines, once `logRequestsAsCurl` started them (`formsh
  /// test --curl`).
  var curlLog: [String]?

  /// Creates an interpreter on a session.
  public init(
    session: Session, console: Console, settings: ShellSettings, variables: Variables,
    http: HTTPClient = HTTPClient()
  ) {
    self.session = session
    self.console = console
    self.settings = settings
    self.variables = variables
    self.http = http
    for entry in Secrets(variables).entries { secrets.remember(entry.value, name: entry.name) }
    for header in http.settings.headers where header.isSecret {
      secrets.remember(header.value)
    }
    rememberSecrets(of: session)
  }

  /// Runs one line; `more` supplies following lines when a command reads them
  /// (`set MULTILINE_FIELD` reads until a lone `.`). Returns false once the run should stop.
  @discardableResult
  public func run(line: String, at location: Location, more: (String) -> String? = { _ in nil })
    -> Bool
  {
    do {
      // Command by command: `capture id = $.id; echo ${id}` expands `${id}` once captured
      // (the lookup reads `variables` as they are then). A name neither set nor captured on
      // the line stops the whole line before any of it runs.
      let lexer = Lexer(
        lookup: { name in self.variables.value(name) },
        whyUnset: { name in
          self.variables.whyUnset(name) ?? self.secretAdvice(for: name, in: line)
        })
      let captured = capturedNames(in: line)
      let check = { (name: String) in
        self.variables.value(name) ?? (captured.contains(name) ? "" : nil)
      }
      try lexer.forEachCommand(in: line, checking: check) { words in
        run(words, at: location, more: more)
        return exitRequest == nil
      }
    } catch {
      fail(.parse(error), at: location)
    }
    return exitRequest == nil
  }

  /// What to do about `${NAME}` not set where the line gives it to a secure field (`set
  /// password=${PASSWORD}`, as `record` writes a secret): pass it as a secret, so that it
  /// is masked; `nil` elsewhere.
  private func secretAdvice(for name: String, in line: String) -> String? {
    let secure = session.form.fields.first { field in
      field.kind.isSecret && line.contains("\(field.id)=${\(name)}")
    }
    guard let secure else { return nil }
    return "\(TerminalText.sanitize(secure.id)) is secret: pass --secret \(name)=VALUE (or"
      + " export \(name) and pass --secret \(name))"
  }

  /// The names the `capture` commands of a line set.
  private func capturedNames(in line: String) -> Set<String> {
    guard line.contains("capture") else { return [] }
    let lexer = Lexer { name in self.variables.value(name) ?? "" }
    let commands = (try? lexer.split(line)) ?? []
    return Set(
      commands.compactMap { words in (try? CommandTable.parse(words)) as? CaptureCommand }
        .map(\.name))
  }

  /// Runs one command of a line.
  private func run(_ words: CommandWords, at location: Location, more: (String) -> String?) {
    answerRefusal(with: words)
    answerRetry(with: words)
    if exitRequest != nil { return }
    currentLocation = location
    hidden = secretWords(words)
    defer { hidden = nil }
    let shown = masked(words)
    commandLog.append(shown)
    if settings.format == .jsonl { beginEvent(words, shown: shown, at: location) }
    defer { if settings.format == .jsonl { endEvent() } }
    if settings.echo && settings.format == .text {
      console.print("> " + TerminalText.sanitize(shown) + "\n")
    }
    var parsed: (any Command)?
    do throws(ShellError) {
      let command: any Command
      do {
        command = try CommandTable.parse(words)
      } catch {
        throw .parse(error)
      }
      parsed = command
      noteEventCommand(command)
      noteBuiltinForm(before: command, at: location)
      do throws(ShellError) {
        try execute(command, label: shown, at: location, more: more)
      } catch {
        // A scenario that goes on after its form did not load runs against another form,
        // and every later error would be one of that.
        if command is LoadCommand && !settings.interactive {
          fail(error, at: location)
          console.printError(
            ErrorPrinter.note("the script stops: its form did not load", at: location))
          exitRequest = status
          return
        }
        throw error
      }
    } catch {
      if let capture = parsed as? CaptureCommand {
        noteFailedCapture(of: capture.name, error, at: location)
      }
      fail(error, at: location)
    }
  }

  /// Says, once, that the form is the built-in one, before the first command that works on
  /// it (a `load` first says nothing; `echo`, `header`, `source` and the commands of the last
  /// response, `get`, `capture`, `retry` and `expect status|header|response|duration`, wait
  /// for what follows: a script of requests alone never touches the form).
  private func noteBuiltinForm(before command: any Command, at location: Location) {
    guard let notice = builtinFormNotice else { return }
    switch command {
    case is LoadCommand: builtinFormNotice = nil
    case is EchoCommand, is HeaderCommand, is SourceCommand: break
    case is GetCommand, is CaptureCommand, is RetryCommand: break
    case let expect as ExpectCommand where type(of: expect.expectation).readsResponse: break
    default:
      builtinFormNotice = nil
      workedOnBuiltinForm = true
      console.printError(ErrorPrinter.warning(notice, at: location))
    }
  }

  /// What `run` and `test` say when no `--form` was given and the script does not load one.
  static let builtinFormWarning =
    "no --form given: this runs on the built-in sample form (\(BuiltinFormSource.name));"
    + " pass --form FILE, or begin the script with load FILE"

  /// A relative path as the running script means it: from the working directory when it is
  /// there, else beside the script.
  func scriptPath(_ path: String) -> String {
    guard !path.hasPrefix("/"), path != "-", !FileSystem.exists(path),
      let folder = scriptFolders.last
    else { return path }
    let beside = folder + "/" + path
    return FileSystem.exists(beside) ? beside : path
  }

  /// A `capture` that took nothing unsets its name, and the next `${NAME}` says which
  /// capture it was and what it found, rather than "export it or pass --var".
  private func noteFailedCapture(of name: String, _ error: ShellError, at location: Location) {
    variables.captured[name] = nil
    let place = location.file.map { "\($0):\(location.line)" } ?? "the prompt"
    variables.failedCaptures[name] =
      "capture \(name) at \(place) took nothing: \(error.message)"
  }

  /// Records a failure: prints it (with no secret in it), or with `--format jsonl` puts it in
  /// the event; keeps the first status, stops when bailing.
  func fail(_ error: ShellError, at location: Location) {
    // A refusal waiting comes first: it happened first.
    settleRefusal()
    failures += 1
    var error = error
    if !quotesLines, case .parse(let parseError) = error {
      error = .parse(
        ParseError(message: ParseError.unquoted, column: parseError.column, kind: parseError.kind))
    }
    if settings.format == .jsonl {
      failEvent(error, at: location)
    } else {
      console.printError(scrub(ErrorPrinter.format(error, at: location)))
    }
    if status == ExitStatus.success { status = error.exitStatus }
    if settings.bail && !settings.interactive { exitRequest = status }
  }

  /// Runs one parsed command; an undoable one that changed the session can be undone (under
  /// `label`, the command as typed with any secret masked), and a recording gets what it
  /// changed.
  func execute(
    _ command: any Command, label: String, at location: Location, more: (String) -> String?
  ) throws(ShellError) {
    refreshOptions()
    let before = session
    defer { reportConditionErrors() }
    try command.run(in: self, more: more)
    refreshOptions()
    rememberSecrets(of: session)
    if type(of: command).isUndoable {
      edits.record(label, before: before, after: session)
    }
    if let recorder {
      recorder.secrets = secrets
      command.record(to: recorder, before: before, after: session)
      // A line the recording could not write stops it: an error of this command.
      if let failure = recorder.takeFailure() {
        self.recorder = nil
        throw .file(failure)
      }
    }
  }

  /// Ends what the session leaves open: a recording in progress is finished (its first line
  /// names the variables replay needs) and published; one that cannot be is an error.
  public func close() {
    do {
      try http.saveCookies()
    } catch {
      fail(.file(error), at: .prompt)
    }
    guard let recorder else { return }
    self.recorder = nil
    do {
      try recorder.finish()
    } catch {
      fail(error, at: .prompt)
    }
  }

  /// Starts on a newly loaded form's session.
  func start(_ session: Session) {
    self.session = session
    rememberSecrets(of: session)
    coverageBook?.attach(to: &self.session, onPurpose: true)
    warnedAboutChanges = false
  }

  /// A text with no secret left in it: every known secret value, and what the command being
  /// run spells out after a secure field's id, masked.
  func scrub(_ text: String) -> String {
    var text = secrets.scrub(text)
    guard let hidden else { return text }
    if hidden.rest.count >= Secrets.shortest {
      text = text.replacing(hidden.rest, with: Secret.mask)
    }
    for word in hidden.words {
      text = text.replacing("\"\(word)\"", with: "\"\(Secret.mask)\"")
    }
    return text
  }

  /// The command as typed, with anything secret replaced by a mask (for `--echo`, `history`
  /// and the label `undo` shows): the command's own masking when it parses, else everything
  /// after a secure field's id in any spelling.
  func masked(_ words: CommandWords) -> String {
    if let masked = secretCommand(words) { return masked.shown }
    if let secret = secretWords(words) { return secret.shown }
    return secrets.scrub(words.source)
  }

  /// What a command spells out after a secure field's id, unless it parses as a command that
  /// vouches its words there are no secret (`expect error password MESSAGE`).
  private func secretWords(_ words: CommandWords) -> SecretWords? {
    if let command = try? CommandTable.parse(words), command.showsNoSecret { return nil }
    return SecretWords(words, namesSecret: namesSecret) ?? SecretWords(header: words)
  }

  /// The line as the history file may keep it: a secure value dropped, so recalling the line
  /// asks for the secret again (an `expect value` of a secret is left out). A line that does
  /// not even split into words (a quote left open) is not kept at all: where its words end,
  /// and so what in it is secret, cannot be told.
  public func historyEntry(for line: String) -> String {
    guard let commands = try? Lexer(lookup: variables.value).split(line) else { return "" }
    var hasSecret = false
    let parts = commands.compactMap { words -> String? in
      if let secret = secretCommand(words) {
        hasSecret = true
        return secret.history
      }
      if let secret = secretWords(words) {
        hasSecret = true
        return secret.kept
      }
      return words.source
    }
    let entry = hasSecret ? parts.joined(separator: "; ") : line
    // A secret's value typed out (not as a ${NAME}) is never kept.
    return secrets.appear(in: entry) ? "" : entry
  }

  /// What of a command's words is secret: the command masked for `--echo`, and what
  /// history keeps. The id may be mistyped (`set pasword=…` is refused, but what follows the
  /// `=` is still a secret).
  private func secretCommand(_ words: CommandWords) -> MaskedCommand? {
    guard let command = try? CommandTable.parse(words) else { return nil }
    return command.masked(isSecret: namesSecret)
  }

  /// Whether an id is a secure field's, or the nearest field to it is a secure one.
  func namesSecret(_ id: String) -> Bool {
    let form = session.form
    if let field = form.field(id) { return field.kind.isSecret }
    guard let nearest = Suggestion.nearest(to: id, in: form.fields.map(\.id)) else { return false }
    return form.field(nearest)?.kind.isSecret == true
  }
}
