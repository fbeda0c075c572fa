import FormshData
import FormshDomain
import FormshPlatform
import FormshPresentation
import FormshSession

/// Runs command lines against a session: splits and parses them, runs each command, prints
/// errors with their location, and keeps the run's exit status (that of the first failure).
public final class Interpreter: CommandContext, HTTPAccess {
  /// The form, its values, their undo history and the checkpoints.
  let form: FormSession
  /// The session's HTTP: its client, the last request and response, what waits for the next
  /// command.
  let http: HTTPContext
  /// Where output goes: the console, the recording, the events of the commands running.
  let output: Output
  /// How the shell runs.
  public var settings: ShellSettings
  /// `${NAME}` values.
  public var variables: Variables
  /// 0 while all goes well; otherwise the status of the first failure.
  public internal(set) var status: Int32 = ExitStatus.success
  /// Set by `quit`, `exit` or `--bail`: the status to leave with.
  public internal(set) var exitRequest: Int32?
  /// Failures recorded so far (`fail`).
  private(set) var failures = 0
  /// Nesting of `source`.
  var sourceDepth = 0
  /// Files sourced in this session, in all.
  var sourcedFiles = 0
  /// The folders of the script files running, innermost last: a relative path that `load`
  /// or `source` does not find from the working directory is looked for beside the script,
  /// so that a folder of scenarios runs from anywhere.
  var scriptFolders: [String] = []
  /// Whether an error may quote the text of the line it is about (a line that does not
  /// parse). False in a sourced file after its first error: any readable file can be sourced
  /// (an `.env`, a key file), and its lines must not be shown one by one (`ScriptRunner`).
  var quotesLines = true
  /// Said on standard error before the first command that works on the form, unless a
  /// `load` comes first: `run` and `test` without `--form` start on the built-in form.
  var builtinFormNotice: String?
  /// Whether a command worked on the built-in form after `builtinFormNotice` was given (it
  /// was then printed): `formsh test` says so once for the suite, passed scenarios too.
  private(set) var workedOnBuiltinForm = false
  /// The commands run, for `history`.
  var commandLog = CommandLog()
  /// Set when reading the lines a command asked for was cancelled with Ctrl-C (the prompt's
  /// line reader sets it).
  var readCancelled = false
  /// Reads a secret with echo off (replaced in tests).
  var readSecret: (String) -> String? = Terminal.readSecretLine

  /// The form and its values.
  public var session: Session { form.session }

  /// Creates an interpreter on a session.
  public init(
    session: Session, console: Console, settings: ShellSettings, variables: Variables,
    http: HTTPClient = HTTPClient()
  ) {
    self.form = FormSession(session)
    self.output = Output(console: console)
    self.settings = settings
    self.variables = variables
    self.http = HTTPContext(client: http)
    for entry in Secrets(variables).entries {
      output.secrets.remember(entry.value, name: entry.name)
    }
    for header in http.settings.headers where header.isSecret {
      output.secrets.remember(header.value)
    }
    rememberSecrets(of: session)
  }

  /// Runs one line; `more` supplies following lines when a command reads them
  /// (`set MULTILINE_FIELD` reads until a lone `.`). Returns false once the run should stop.
  @discardableResult
  public func run(line: String, at location: Location, more: (String) -> String? = { _ in nil })
    -> Bool
  {
    run(parse(line), at: location, more: more)
  }

  /// Runs a line parsed by `parse` (the prompt parses it first for the history file).
  @discardableResult
  func run(_ line: ParsedLine, at location: Location, more: (String) -> String? = { _ in nil })
    -> Bool
  {
    do {
      // Command by command: `capture id = $.id; echo ${id}` expands `${id}` once captured
      // (the lookup reads `variables` as they are then). A name neither set nor captured on
      // the line stops the whole line before any of it runs.
      let lexer = Lexer(
        lookup: { name in self.variables.value(name) },
        whyUnset: { name in
          self.variables.whyUnset(name) ?? self.secretAdvice(for: name, in: line.text)
        })
      let captured = line.capturedNames
      let check = { (name: String) in
        self.variables.value(name) ?? (captured.contains(name) ? "" : nil)
      }
      var index = 0
      try lexer.forEachCommand(in: line.text, checking: check) { words in
        let command =
          line.command(at: index, for: words)
          ?? Result { () throws(ParseError) in try CommandTable.parse(words) }
        index += 1
        run(parsed(words, as: command), at: location, more: more)
        return exitRequest == nil
      }
    } catch {
      fail(.parse(error), at: location)
    }
    return exitRequest == nil
  }

  /// A line's commands, each parsed once, with `${NAME}` as the variables stand now (one not
  /// set gives nothing here, and `expandsAll` says so).
  func parse(_ line: String) -> ParsedLine {
    var expandsAll = true
    let lexer = Lexer { name in
      if let value = self.variables.value(name) { return value }
      expandsAll = false
      return ""
    }
    guard let commands = try? lexer.split(line) else {
      return ParsedLine(text: line, commands: nil, expandsAll: false)
    }
    let parsed = commands.map { words in
      self.parsed(words, as: Result { () throws(ParseError) in try CommandTable.parse(words) })
    }
    return ParsedLine(text: line, commands: parsed, expandsAll: expandsAll)
  }

  /// A command's words and what they parsed as, masked as the session stands now (an earlier
  /// command of the line may have loaded another form or learned a secret).
  private func parsed(_ words: CommandWords, as command: Result<any Command, ParseError>)
    -> ParsedCommand
  {
    ParsedCommand(
      words: words, command: command,
      mask: CommandMask(
        words, command: try? command.get(), namesSecret: form.namesSecret, secrets: secrets))
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

  /// Runs one command of a line.
  private func run(_ parsed: ParsedCommand, at location: Location, more: (String) -> String?) {
    answerRefusal(with: parsed)
    answerRetry(with: parsed)
    if exitRequest != nil { return }
    http.location = location
    output.hidden = parsed.mask.hidden
    defer { output.hidden = nil }
    let shown = parsed.mask.shown
    commandLog.append(shown)
    if settings.format == .jsonl { beginEvent(parsed, at: location) }
    defer { if settings.format == .jsonl { endEvent() } }
    if settings.echo && settings.format == .text {
      console.print("> " + TerminalText.sanitize(shown) + "\n")
    }
    do throws(ShellError) {
      let command: any Command
      switch parsed.command {
      case .success(let parsed): command = parsed
      case .failure(let error): throw .parse(error)
      }
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
      if let capture = parsed.parsed as? CaptureCommand {
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
      console.printError(output.scrub(ErrorPrinter.format(error, at: location)))
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
    try run(command, more: more)
    refreshOptions()
    rememberSecrets(of: session)
    if type(of: command).isUndoable {
      form.edits.record(label, before: before, after: session)
    }
    if let recorder = output.recorder {
      recorder.secrets = secrets
      command.record(to: recorder, before: before, after: session)
      // A line the recording could not write stops it: an error of this command.
      if let failure = recorder.takeFailure() {
        output.recorder = nil
        throw .file(failure)
      }
    }
  }

  /// Runs a command in the context it names: the parts of the shell it uses.
  private func run<C: Command>(_ command: C, more: (String) -> String?) throws(ShellError) {
    try command.run(in: C.Context.of(self), more: more)
  }

  /// Ends what the session leaves open: a recording in progress is finished (its first line
  /// names the variables replay needs) and published; one that cannot be is an error.
  public func close() {
    do {
      try http.client.saveCookies()
    } catch {
      fail(.file(error), at: .prompt)
    }
    guard let recorder = output.recorder else { return }
    output.recorder = nil
    do {
      try recorder.finish()
    } catch {
      fail(error, at: .prompt)
    }
  }

  /// The line as the history file may keep it: a secure value dropped, so recalling the line
  /// asks for the secret again (an `expect value` of a secret is left out). A line that does
  /// not even split into words (a quote left open) is not kept at all: where its words end,
  /// and so what in it is secret, cannot be told; nor is one that gives a `${NAME}` not set.
  public func historyEntry(for line: String) -> String {
    historyEntry(for: parse(line))
  }

  /// `historyEntry(for:)` of a line parsed.
  func historyEntry(for line: ParsedLine) -> String {
    guard line.expandsAll, let commands = line.commands else { return "" }
    let hasSecret = commands.contains { $0.mask.holdsSecret }
    let entry =
      hasSecret
      ? commands.compactMap { $0.mask.holdsSecret ? $0.mask.kept : $0.words.source }
        .joined(separator: "; ")
      : line.text
    // A secret's value typed out (not as a ${NAME}) is never kept.
    return secrets.appear(in: entry) ? "" : entry
  }

  /// Starts writing down every request the session's client sends, as `curl` lines each
  /// after a `# FILE:LINE` comment naming the command that sent it (`formsh test --curl`).
  func logRequestsAsCurl() {
    http.curlLog = []
    http.client.observer = { [weak self] request in
      guard let self else { return }
      let location = http.location
      let place = location.file.map { "\($0):\(location.line)" } ?? "the prompt"
      http.curlLog?.append("# \(place)\n" + curlLine(for: request).text)
    }
  }

  static func of(_ shell: Interpreter) -> Interpreter { shell }
}
