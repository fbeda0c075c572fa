// Fuzz target: bytes as a script → Lexer.split + CommandTable.parse → an Interpreter on the
// built-in form, non-interactive, writing to strings. Commands that would touch files
// (load, source, record FILE, submit --out) are skipped, so a run never writes anywhere.
// At the end, the command `record` would write for each changed field is replayed on a fresh
// session and must give the same value (the recorder's quoting round-trips).
// The value of `--secret PW=…` must never appear in an error, an
// `--echo` line or a history entry, however the script spells it (issue 13 §3); standard
// output may show it only where the script asks for it (`echo ${PW}`, a field's value).

nonisolated(unsafe) let builtin = try! BuiltinFormSource().load()
let secret = "Zq9-s3cr3t-value"

/// Whether a line holds a command that reads or writes a file.
func touchesFiles(_ line: String, _ lexer: Lexer) -> Bool {
  guard let commands = try? lexer.split(line) else { return false }
  for words in commands {
    switch try? CommandTable.parse(words) {
    case is LoadCommand, is SourceCommand: return true
    case let record as RecordCommand where record.path != nil: return true
    case let submit as SubmitCommand where submit.out != nil: return true
    default: continue
    }
  }
  return false
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCommands(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let text = String(decoding: FuzzCheck.bytes(data, size), as: UTF8.self)
  let out = StringSink()
  let err = StringSink()
  let interpreter = Interpreter(
    session: Session(builtin), console: Console(out: out, err: err),
    settings: ShellSettings(
      interactive: false, render: RenderOptions(mode: .none, width: 80), echo: true),
    variables: Variables(
      defined: ["NAME": "Ada", "PW": secret], marked: ["PW"], environment: { _ in nil }))
  interpreter.readSecret = { _ in nil }
  let lexer = Lexer(lookup: interpreter.variables.value)
  // A script that writes the secret's text itself shows it where it likes: only what came
  // from `${PW}` is the secret.
  let typed = text.contains(secret)

  // ScriptRunner's loop, with the file commands left out.
  var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  lines.reverse()
  var number = 0
  func next() -> String? {
    guard let line = lines.popLast() else { return nil }
    number += 1
    return line
  }
  while var line = next() {
    let start = number
    while Lexer.continues(line), let continuation = next() {
      line = String(line.dropLast()) + continuation
    }
    if touchesFiles(line, lexer) { continue }
    let history = interpreter.historyEntry(for: line)
    if !typed, history.contains(secret) {
      FuzzCheck.fail("the secret reached the history entry: \(history.debugDescription)")
    }
    let keepGoing = interpreter.run(
      line: line, at: Location(file: "fuzz", line: start), more: { _ in next() })
    if !keepGoing { break }
  }
  // `echo` prints a person's own text as it is, tabs included (issue 12); nothing else may
  // write a raw control character.
  FuzzCheck.terminalSafe(out.text, "standard output", allowingTabs: true)
  FuzzCheck.terminalSafe(err.text, "standard error")
  if !typed, err.text.contains(secret) {
    FuzzCheck.fail("the secret reached an error: \(err.text)")
  }
  for echoed in out.text.split(separator: "\n") where !typed && echoed.hasPrefix("> ") {
    if echoed.contains(secret) { FuzzCheck.fail("the secret reached --echo: \(echoed)") }
  }
  checkReplay(interpreter.session)
  return 0
}

/// Each changed field's recorded command, run on a fresh session, gives the same value.
func checkReplay(_ session: Session) {
  var secrets: [String: String] = [:]
  for field in session.form.fields where field.kind == .secure {
    secrets[Recorder.variableName(for: field.id)] = session.value(of: field).text
  }
  let err = StringSink()
  let replay = Interpreter(
    session: Session(session.loaded), console: Console(out: StringSink(), err: err),
    settings: ShellSettings(interactive: false, render: RenderOptions(mode: .none, width: 80)),
    variables: Variables(defined: secrets, environment: { _ in nil }))
  for field in session.form.fields where session.value(of: field) != field.defaultValue {
    let line = Recorder.command(for: field, in: session)
    replay.run(line: line, at: Location(file: "replay", line: 1))
    let replayed = replay.session.value(of: field)
    if replayed != session.value(of: field) {
      FuzzCheck.fail(
        "record wrote \(line.debugDescription); replayed, \(field.id) is \(replayed), "
          + "not \(session.value(of: field)); \(err.text)")
    }
  }
}
