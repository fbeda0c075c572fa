import FormshData
import Testing

@testable import FormshShell

/// The machine protocol (`--format jsonl`): the event of every command in `CommandTable`, and
/// of every kind of `expect` in `ExpectationTable`, carries the field it names, as typed (a
/// misspelt id too). Whether a command takes a field comes from its spec (a `.field`
/// argument) and an expectation's from its synopsis (`FIELD`, or an `EDIT` of one), not from a
/// list here, so a new command without a sample below, or whose event leaves its field out,
/// fails.
@Suite struct CommandEventTests {
  /// Where a sample names a field.
  static let placeholder = "{F}"

  /// A line of each command, `{F}` where it names a field. Each parses; none has an effect
  /// outside the session (no file written, no browser opened).
  static let commandSamples: [String: String] = [
    "load": "load /nonexistent/formsh-event-test.json", "show": "show {F}",
    "fields": "fields", "describe": "describe {F}", "sections": "sections", "why": "why {F}",
    "warnings": "warnings",
    "set": "set {F}=Ada", "select": "select {F} us", "toggle": "toggle {F}",
    "check": "check {F}", "uncheck": "uncheck {F}", "clear": "clear {F}", "reset": "reset {F}",
    "add": "add list", "remove": "remove list 1",
    "undo": "undo", "redo": "redo", "checkpoint": "checkpoint one", "restore": "restore one",
    "diff": "diff", "status": "status", "state": "state --json", "history": "history",
    "validate": "validate {F}", "submit": "submit", "header": "header X-Trace: 1",
    "headers": "headers", "capture": "capture id = $.id", "get": "get http://127.0.0.1:9/x",
    "retry": "retry 3", "links": "links {F}",
    "open": "open 99", "expect": "expect visible {F}", "record": "record stop",
    "source": "source /nonexistent/formsh-event-test.formsh", "echo": "echo hello",
    "help": "help set", "quit": "quit", "exit": "exit 3", "follow": "follow",
  ]

  /// A line of each kind of `expect`, `{F}` where it names a field.
  static let expectationSamples: [String: String] = [
    "valid": "expect valid", "invalid": "expect invalid", "error": "expect error {F}",
    "no": "expect no error {F}", "value": "expect value {F} = 3", "submitted": "expect submitted",
    "links": "expect links 2", "refused": "expect refused set {F}=abc",
    "visible": "expect visible {F}", "hidden": "expect hidden {F}",
    "required": "expect required {F}", "status": "expect status 200",
    "header": "expect header Location exists", "response": "expect response $.id exists",
    "duration": "expect duration < 500",
    "server-error": "expect server-error {F}", "state": "expect state /nonexistent/state.json",
    "form": "expect form Sign up",
  ]

  /// Field ids the samples are run with: of the showcase's fields, and one no field has.
  static let fields = ["website", "country", "no_such_field"]

  /// The `command` events of one line run on the showcase with `--format jsonl`, as objects.
  static func events(of line: String) throws -> [JSONObject] {
    let shell = try Shell(format: .jsonl)
    shell.script(line + "\n")
    return try shell.stdout.split(separator: "\n").map { line in
      guard case .object(let event) = try JSONParser.parse(Array(line.utf8)) else {
        throw ShellError.other("not an object: \(line)")
      }
      return event
    }.filter { $0["event"] == .string("command") }
  }

  /// Runs `sample` with each field and checks that its one event names that field when the
  /// command takes one, and no field otherwise.
  static func check(
    _ sample: String, takesField: Bool, command name: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    #expect(
      sample.contains(placeholder) == takesField,
      "the sample of \(name) must name a field exactly when it takes one: \(sample)",
      sourceLocation: sourceLocation)
    for field in fields {
      let line = sample.replacingOccurrences(of: placeholder, with: field)
      // The command's own event: a `retry` that nothing follows fails at the end of the script
      // too, in an event of the line that names no command.
      let events = try events(of: line).filter { ($0["command"] ?? .null) != .null }
      try #require(events.count == 1, "\(line): \(events)", sourceLocation: sourceLocation)
      let event = events[0]
      #expect(event["command"] == .string(name), "\(line)", sourceLocation: sourceLocation)
      // A usage error would name no field for want of a parse: each sample parses.
      #expect(
        event["code"] != .string("usage"), "\(line): \(event)", sourceLocation: sourceLocation)
      #expect(
        event["code"] != .string("syntax"), "\(line): \(event)", sourceLocation: sourceLocation)
      #expect(
        event["field"] == (takesField ? .string(field) : nil), "\(line): \(event)",
        sourceLocation: sourceLocation)
      if !takesField { break }
    }
  }

  @Test func everyCommandAndExpectationHasASample() {
    #expect(Set(Self.commandSamples.keys) == Set(CommandTable.names))
    #expect(Set(Self.expectationSamples.keys) == Set(ExpectationTable.all.map { $0.word }))
  }

  @Test(arguments: CommandTable.all.map { $0.spec.name })
  func theEventOfEachCommandNamesTheFieldItTakes(name: String) throws {
    let spec = try #require(CommandTable.spec(name))
    let sample = try #require(Self.commandSamples[name], "no sample for the command \(name)")
    let takesField = spec.arguments.contains {
      if case .field = $0.kind { true } else { false }
    }
    try Self.check(sample, takesField: takesField, command: name)
  }

  @Test(arguments: ExpectationTable.all.map { $0.word })
  func theEventOfEachExpectationNamesTheFieldItTakes(word: String) throws {
    let type = try #require(ExpectationTable.expectation(named: word))
    let sample = try #require(Self.expectationSamples[word], "no sample for expect \(word)")
    let takesField = type.synopsis.contains("FIELD") || type.synopsis.contains("EDIT")
    try Self.check(sample, takesField: takesField, command: "expect")
  }
}
