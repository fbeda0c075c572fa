import FormshData

/// `state --json`: the whole session as one JSON object, for programs and for `expect state
/// FILE` (the schema is `StateSnapshot`'s). `status` is the summary for people.
struct StateCommand: Command, Equatable {
  static let spec = CommandSpec(
    "state", synopsis: "state --json",
    summary: "print the whole session as JSON (for programs and expect state)",
    details: """
      One JSON object (two-space indent): format ("formsh-state") and version (1);
      form (source, title); values by field id in render order, as the payload carries
      them (empty text is null; a secure field that is set shows ********); errors on
      show by field id (the rules' and the server's; _form for the form's own); fields
      (id → visible, required, now); sections (id → visible); checkpoints (names, in
      the order made); unsubmitted_changes; submitted. docs/protocol.md describes it.
      state --json > snapshot.json saves it (formsh -c 'state --json' FORM); a
      scenario compares the session with it: expect state snapshot.json.
      status shows where the session stands, for people.
      """,
    options: [CommandOption("--json")])

  init() {}

  init(_ arguments: Arguments) throws(ParseError) {
    try arguments.expect(0, 0)
    guard arguments.has("--json") else {
      throw arguments.usage("state prints JSON only: state --json (status summarises the session)")
    }
  }

  func run(in shell: Interpreter, more: (String) -> String?) throws(ShellError) {
    let snapshot = StateSnapshot.json(of: shell)
    shell.console.print(JSONWriter.string(snapshot, style: .pretty, terminalSafe: true) + "\n")
  }

  /// Names no field.
  var namedField: String? { nil }

  /// `state`: the whole session, as it prints it.
  func eventDetails(in shell: Interpreter) -> [(key: String, value: JSONValue)] {
    [("state", StateSnapshot.json(of: shell))]
  }
}
