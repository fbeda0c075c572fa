import FormshData
import FormshPresentation
import FormshSession

/// `record FILE` / `record stop`: writes every change from now on to FILE as a script that
/// replays it; a new `record FILE` ends the recording in progress.
struct RecordCommand: Command, Equatable {
  static let spec = CommandSpec(
    "record", synopsis: "record [--force] FILE | record stop",
    summary: "write every change from now on to FILE as a replayable script",
    details: """
      The file starts with a load of the current form and the values changed so far,
      then gets one canonical command per change (ids resolved, quotes where needed).
      Secure values are written as ${FIELD_ID} references (upper-cased), never the
      secret: pass them with --secret when replaying; the first line says which.
      record stop ends the recording. An existing FILE is refused, so a recording is
      never lost by mistake: record --force FILE replaces it (a symbolic link only
      with --follow-symlinks). FILE appears when the recording ends (record stop,
      another record, the end of the session); a write that fails stops the recording
      with an error, and FILE is not written. A device or FIFO (/dev/stdout) gets each
      line as it comes.
      """,
    arguments: [.optional(.path)],
    options: [CommandOption("--force"), CommandOption("--follow-symlinks")])

  /// `nil` for `record stop`.
  let path: String?
  /// Whether an existing file is replaced.
  let force: Bool
  /// Whether a symbolic link at `path` is followed (else refused).
  let followSymlinks: Bool

  init(path: String?, force: Bool = false, followSymlinks: Bool = false) {
    self.path = path
    self.force = force
    self.followSymlinks = followSymlinks
  }

  init(_ arguments: Arguments) throws(ParseError) {
    path = arguments.given(0).flatMap { $0 == "stop" ? nil : $0 }
    if path == nil, arguments.has("--force") || arguments.has("--follow-symlinks") {
      throw arguments.usage("missing FILE: --force and --follow-symlinks go with record FILE")
    }
    force = arguments.has("--force")
    followSymlinks = arguments.has("--follow-symlinks")
  }

  func run(in context: FormContext, more: (String) -> String?) throws(ShellError) {
    guard let path else { return try stop(context) }
    // The recording in progress appears only when it ends: starting another into its file
    // would find nothing there now, and lose one of the two when both end.
    if let current = context.output.recorder, current.path == path, !force {
      throw .other(
        "already recording to \(TerminalText.sanitize(path)); record stop ends it (record"
          + " --force \(TerminalText.sanitize(path)) starts it over)", code: .alreadyRecording)
    }
    let next = try Recorder(
      path: path, session: context.form.session, replacing: force,
      followingSymlinks: followSymlinks,
      beforeWritingThrough: context.console.flush)
    let previous = context.output.recorder
    context.output.recorder = next
    if let previous {
      do {
        try previous.finish()
      } catch {
        // The new recording is on all the same; the error says what became of the old one.
        context.tell("recording to \(TerminalText.sanitize(path)); record stop ends it")
        throw error
      }
      context.tell(
        "recording to \(TerminalText.sanitize(previous.path)) stopped; replay with: "
          + TerminalText.sanitize(previous.replayCommand))
    }
    context.tell("recording to \(TerminalText.sanitize(path)); record stop ends it")
  }

  /// Names no field, and adds nothing to its event (`--format jsonl`).
  var namedField: String? { nil }
  func eventDetails(in context: FormContext) -> [(key: String, value: JSONValue)] { [] }

  private func stop(_ context: FormContext) throws(ShellError) {
    guard let recorder = context.output.recorder else {
      throw .other("not recording; record FILE starts", code: .notRecording)
    }
    context.output.recorder = nil
    try recorder.finish()
    context.tell(
      "recording to \(TerminalText.sanitize(recorder.path)) stopped; replay with: "
        + TerminalText.sanitize(recorder.replayCommand))
  }

  /// A recording writes nothing of its own start or stop.
  func record(to recorder: Recorder, before: Session, after: Session) {}

  static func complete(_ words: [String], _ current: String, _ completer: Completer)
    -> Completion
  {
    guard words.count == 2 else { return .none }
    let files = completer.paths(current)
    let stop = "stop".hasPrefix(current) ? ["stop"] : []
    return Completion(
      replacing: current.count, candidates: (stop + files.candidates).sorted(),
      suffix: files.candidates.isEmpty ? " " : files.suffix)
  }
}
