import FormshData
import FormshDomain

extension Interpreter {
  /// Starts the event of a command (`--format jsonl`): what it prints is kept for the event.
  func beginEvent(_ parsed: ParsedCommand, at location: Location) {
    var event = CommandEvent(location: location)
    event.command = parsed.words.words.first?.text
    if settings.echo { event.input = parsed.mask.shown }
    output.pendingEvents.append(event)
    console.beginCapture()
  }

  /// The command parsed: its event names the field it names.
  func noteEventCommand(_ command: any Command) {
    guard !output.pendingEvents.isEmpty else { return }
    output.pendingEvents[output.pendingEvents.count - 1].field = command.namedField
    output.pendingEvents[output.pendingEvents.count - 1].parsed = command
  }

  /// A failure: that of the command running, or, outside any command (a line that does not
  /// split, a line too long), an event of its own.
  func failEvent(_ error: ShellError, at location: Location) {
    if output.pendingEvents.isEmpty || output.pendingEvents.last?.location != location {
      var event = CommandEvent(location: location)
      event.failure = error
      console.printEvent(event.line(scrub: output.scrub))
      return
    }
    // The first failure of a command is its own (a later one would be a recording that
    // could not be finished, say): keep it.
    if output.pendingEvents[output.pendingEvents.count - 1].failure == nil {
      output.pendingEvents[output.pendingEvents.count - 1].failure = error
    }
  }

  /// Ends the event of the command that ran, and writes it.
  func endEvent() {
    guard var event = output.pendingEvents.popLast() else { return }
    let printed = console.endCapture()
    event.output = printed.out
    event.warnings = printed.err.split(separator: "\n").map(String.init)
    if event.failure == nil, let command = event.parsed {
      event.details = details(of: command)
    }
    event.parsed = nil
    console.printEvent(event.line(scrub: output.scrub))
  }

  /// What a command adds to its event, in the context it names.
  private func details<C: Command>(of command: C) -> [(key: String, value: JSONValue)] {
    command.eventDetails(in: C.Context.of(self))
  }

  /// The first line of a session's events, before its first command:
  /// `{"event":"start","file":…,"form":SOURCE,"version":1}`.
  public func startEvents(file: String) {
    guard settings.format == .jsonl else { return }
    let members: [(key: String, value: JSONValue)] = [
      ("event", .string("start")), ("file", .string(file)),
      ("form", .string(output.scrub(session.loaded.source))),
      ("version", .number(String(CommandEvent.version))),
    ]
    console.printEvent(JSONWriter.string(.object(JSONObject(members)), terminalSafe: true))
  }

  /// The last line of a session's events, once it is closed:
  /// `{"event":"end","file":…,"status":N}`.
  public func endEvents(file: String) {
    guard settings.format == .jsonl else { return }
    let members: [(key: String, value: JSONValue)] = [
      ("event", .string("end")), ("file", .string(file)),
      ("status", .number(String(exitRequest ?? status))),
    ]
    console.printEvent(JSONWriter.string(.object(JSONObject(members)), terminalSafe: true))
  }
}
