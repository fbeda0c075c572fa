import Foundation
import Testing

/// `--format jsonl`: one JSON event per command on standard output and nothing else, each
/// failure with its code, secrets masked (docs/protocol.md).
@Suite struct ProtocolTests {
  static let secret = "correct horse 1815"

  /// Every line of standard output parsed as JSON (a line that is not JSON fails the test),
  /// the sessions' start events left out: the first line must be one.
  static func events(_ result: Formsh.Result, sourceLocation: SourceLocation = #_sourceLocation)
    -> [JSONText]
  {
    #expect(result.stdout.hasSuffix("\n"), "\(result)", sourceLocation: sourceLocation)
    let all = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      .compactMap { line in
        let event = JSONText(parsing: String(line))
        #expect(event != nil, "not JSON: \(line)", sourceLocation: sourceLocation)
        return event
      }
    #expect(
      all.first?["event"] == .string("start") && all.first?["version"] == .number("1"),
      "\(result)", sourceLocation: sourceLocation)
    return all.filter { $0["event"] != .string("start") }
  }

  /// The keys of an event, in order.
  static func keys(_ event: JSONText) -> [String] {
    if case .object(let members) = event { members.map(\.0) } else { [] }
  }

  @Test func oneEventPerCommandThenTheEnd() throws {
    let result = try Formsh.run(
      [
        "--format", "jsonl", "-c",
        """
        set email=ada@example
        set emial=x
        set display_name=Ada Augusta King, Countess of Lovelace, née Byron
        show email
        validate
        bogus
        expect value email = ada@example.com
        set email=ada@example.com
        """,
        "Forms/signup.json",
      ])
    #expect(result.status == 1, "\(result)")
    #expect(result.stderr.isEmpty, "\(result)")
    let events = Self.events(result)
    try #require(events.count == 9, "\(result)")
    #expect(events.dropLast().map { $0["line"] } == (1...8).map { .number(String($0)) })
    #expect(
      events[0]
        == JSONText(
          parsing:
            #"{"event":"command","file":"-c","line":1,"command":"set","field":"email","ok":true}"#))
    #expect(
      Self.keys(events[1]) == [
        "event", "file", "line", "command", "field", "ok", "code", "message", "exit",
      ])
    #expect(events[1]["code"] == .string("unknown_field"))
    #expect(events[1]["field"] == .string("emial"))
    #expect(events[1]["message"] == .string("no field \"emial\"; did you mean \"email\"?"))
    #expect(events[1]["exit"] == .number("1"))
    #expect(events[2]["code"] == .string("too_long"))
    // What a command prints is inside its event.
    #expect(events[3]["ok"] == .bool(true))
    guard case .string(let shown)? = events[3]["output"] else {
      Issue.record("show has no output: \(events[3])")
      return
    }
    #expect(shown.contains("ada@example"))
    #expect(events[4]["command"] == .string("validate"))
    #expect(
      events[4]["errors"]?.description.contains(#"{"field":"email","code":"invalid_email""#)
        == true, "\(events[4])")
    #expect(events[5]["code"] == .string("unknown_command"))
    #expect(events[5]["exit"] == .number("2"))
    #expect(events[6]["code"] == .string("expectation_failed"))
    #expect(events[6]["expected"] == .string("email = \"ada@example.com\""))
    #expect(events[6]["found"] == .string("\"ada@example\""))
    #expect(events[7]["ok"] == .bool(true))
    #expect(
      events[8]
        == JSONText(parsing: #"{"event":"end","file":"-c","status":1}"#))
  }

  @Test func eachSessionStartsWithTheFormAndTheVersion() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let script = try files.write("a.formsh", "echo hi\n")
    let result = try Formsh.run(["run", "--format", "jsonl", "--form", "Forms/trip.json", script])
    #expect(result.status == 0, "\(result)")
    #expect(
      result.stdout.split(separator: "\n").first.map(String.init)
        == #"{"event":"start","file":"\#(script)","form":"Forms/trip.json","version":1}"#,
      "\(result)")
  }

  @Test func secretsAreMaskedInEveryEvent() throws {
    let result = try Formsh.run(
      [
        "--format", "jsonl", "--echo", "--secret", "TOKEN=s3cr3t-t0ken", "-c",
        """
        set email=ada@example.com
        set password=\(Self.secret)
        expect value password = wrong one entirely
        echo ${TOKEN}
        check terms
        submit
        set pasword=\(Self.secret)
        """,
        "Forms/signup.json",
      ])
    #expect(result.status == 1, "\(result)")
    #expect(!result.stdout.contains(Self.secret), "\(result)")
    #expect(!result.stdout.contains("s3cr3t-t0ken"), "\(result)")
    #expect(!result.stdout.contains("wrong one entirely"), "\(result)")
    let events = Self.events(result)
    try #require(events.count == 8, "\(result)")
    #expect(events[1]["input"] == .string("set password=********"))
    #expect(events[3]["output"] == .string("********\n"))
    #expect(events[5]["payload"]?["password"] == .string("********"))
    #expect(events[5]["payload"]?["email"] == .string("ada@example.com"))
    #expect(events[5]["output"] == nil, "the payload is given once, as JSON")
    #expect(events[6]["code"] == .string("unknown_field"))
  }

  /// A secret's value typed into a field that is not secure, or spelled as a command's name
  /// or a field's id, is masked in the event's `payload`, `state`, `command` and `field` too.
  @Test func secretsAreMaskedInPayloadStateAndNames() throws {
    let result = try Formsh.run(
      [
        "--format", "jsonl", "--secret", "TOKEN=s3cr3t-t0ken", "--secret", "TOKEN", "-c",
        """
        set email=ada@example.com
        set password=\(Self.secret)
        set display_name=${TOKEN}
        check terms
        submit
        state --json
        ${TOKEN}
        set ${TOKEN}=x
        set display_name=\(Self.secret)
        state --json
        """,
        "Forms/signup.json",
      ])
    #expect(!result.stdout.contains("s3cr3t-t0ken"), "\(result)")
    #expect(!result.stdout.contains(Self.secret), "\(result)")
    let events = Self.events(result)
    try #require(events.count == 11, "\(result)")
    #expect(events[4]["payload"]?["display_name"] == .string("********"))
    #expect(events[5]["state"]?["values"]?["display_name"] == .string("********"))
    #expect(events[6]["command"] == .string("********"))
    #expect(events[7]["field"] == .string("********"))
    #expect(events[9]["state"]?["values"]?["display_name"] == .string("********"))
    #expect(events[9]["state"]?["values"]?["email"] == .string("ada@example.com"))
  }

  @Test func runNamesEachScriptAndEndsEachSession() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let shared = try files.write("shared.formsh", "set zip=12345\nset zipp=1\n")
    let first = try files.write("a.formsh", "source \(shared)\nexpect value zip = 12345\n")
    let second = try files.write("b.formsh", "set nope=1\n")
    let result = try Formsh.run(["run", "--format", "jsonl", first, second])
    #expect(result.status == 1, "\(result)")
    #expect(result.stderr.isEmpty, "\(result)")
    let events = Self.events(result)
    let summary = events.map { event in
      [event["event"], event["file"], event["line"], event["command"], event["code"]]
        .map { $0?.description ?? "-" }.joined(separator: " ")
    }
    #expect(
      summary == [
        #""command" "\#(shared)" 1 "set" -"#,
        #""command" "\#(shared)" 2 "set" "unknown_field""#,
        #""command" "\#(first)" 1 "source" -"#,
        #""command" "\#(first)" 2 "expect" -"#,
        #""end" "\#(first)" - - -"#,
        #""command" "\#(second)" 1 "set" "unknown_field""#,
        #""end" "\#(second)" - - -"#,
      ], "\(result)")
    #expect(events[4]["status"] == .number("1"))
    #expect(events[6]["status"] == .number("1"))
  }

  @Test func aScriptOnStandardInputAndBail() throws {
    let result = try Formsh.run(
      ["--format", "jsonl", "--bail", "Forms/signup.json"],
      stdin: "set email=ada@example.com\nset terms=maybe\necho never\n")
    #expect(result.status == 1, "\(result)")
    #expect(result.stderr.isEmpty, "\(result)")
    let events = Self.events(result)
    try #require(events.count == 3, "\(result)")
    #expect(events[0]["file"] == .string("<stdin>"))
    #expect(events[1]["code"] == .string("not_a_boolean"))
    #expect(events[2]["event"] == .string("end"))
    #expect(events[2]["status"] == .number("1"))
  }

  @Test func aLineThatDoesNotSplitHasAnEventWithoutACommand() throws {
    let result = try Formsh.run(
      ["--format", "jsonl", "-c", "echo ok\necho \"open\necho ${UNSET}", "Forms/signup.json"])
    #expect(result.status == 2, "\(result)")
    let events = Self.events(result)
    try #require(events.count == 4, "\(result)")
    #expect(Self.keys(events[1]) == ["event", "file", "line", "ok", "code", "message", "exit"])
    #expect(events[1]["code"] == .string("syntax"))
    #expect(events[2]["code"] == .string("unset_variable"))
  }

  @Test(arguments: [
    ("undo", "nothing_to_undo"), ("redo", "nothing_to_redo"), ("restore a", "no_such_checkpoint"),
    ("record stop", "not_recording"), ("help sett", "unknown_topic"),
    ("header --clear X-Nope", "no_such_header"), ("validate --strict", "validation_failed"),
    ("set bio", "no_value"), ("open 9", "no_such_link"), ("toggle bio", "wrong_kind"),
    ("set age=abc", "not_a_number"), ("set country=xx", "unknown_option"),
    ("describe", "usage"), ("set terms=maybe", "not_a_boolean"),
  ])
  func whatACommandRefusesHasAFinerCodeThanFailed(command: String, code: String) throws {
    let result = try Formsh.run(["--format", "jsonl", "-c", command])
    let events = Self.events(result)
    try #require(events.count == 2, "\(result)")
    #expect(events[0]["code"] == .string(code), "\(result)")
    #expect(events[0]["message"] != nil)
  }

  @Test func exitAndItsStatusReachTheEndEvent() throws {
    let result = try Formsh.run(["--format", "jsonl", "-c", "exit 3\necho never"])
    #expect(result.status == 3, "\(result)")
    let events = Self.events(result)
    #expect(events.count == 2, "\(result)")
    #expect(events.last?["status"] == .number("3"))
  }

  @Test(arguments: [
    (
      ["--format", "xml", "-c", "show"], "formsh: error: --format takes text or jsonl, not \"xml\""
    ),
    (["run", "--format", "yaml", "x.formsh"], "formsh run: error: --format takes text or jsonl"),
    (["lint", "--format", "jsonl", "Forms/signup.json"], "formsh lint: error: --format goes with"),
    (["test", "--format", "jsonl", "Scripts/scenarios"], "formsh test: error: --format goes with"),
  ])
  func aFormatWhereItDoesNotBelongIsAUsageError(arguments: [String], error: String) throws {
    let result = try Formsh.run(arguments)
    #expect(result.status == 2, "\(result)")
    #expect(result.stdout.isEmpty, "\(result)")
    #expect(result.stderr.hasPrefix(error), "\(result)")
  }

  @Test func theTextInEventsHasNoColour() throws {
    let result = try Formsh.run(
      ["--format", "jsonl", "--color", "always", "-c", "show email", "Forms/signup.json"])
    #expect(result.status == 0, "\(result)")
    let events = Self.events(result)
    try #require(events.count == 2, "\(result)")
    guard case .string(let output)? = events[0]["output"] else {
      Issue.record("no output: \(result)")
      return
    }
    #expect(output.contains("Email address"))
    #expect(!output.contains("\u{1B}"), "\(result)")
  }

  @Test func textStaysTheDefault() throws {
    let result = try Formsh.run(
      ["--format", "text", "-c", "set emial=x", "Forms/signup.json"])
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == "-c:1: error: no field \"emial\"; did you mean \"email\"?\n")
  }
}
