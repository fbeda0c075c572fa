import FormshData
import FormshDomain

/// One line of the machine protocol (`--format jsonl`, docs/protocol.md): what one command
/// did, as a compact JSON object with its keys always in this order: `event`, `file`, `line`,
/// `command`, `field`, `input`, `ok`, then for a failure `code`, `message`, `exit` and what
/// the error carries (`expected`/`found`, `errors`, `status`), then `output`, `warnings` and
/// what the command adds (`payload`, `errors`, `status`). Absent keys are left out, not null.
struct CommandEvent {
  /// The protocol's version: a key removed or whose meaning changes raises it; new keys do
  /// not.
  static let version = 1

  var location: Location
  /// The command's name as typed; `nil` when the line did not split into commands.
  var command: String?
  /// The field the command names, as typed.
  var field: String?
  /// The command as typed, secrets masked (with `--echo`).
  var input: String?
  /// The failure, if it failed.
  var failure: ShellError?
  /// What it printed on standard output.
  var output = ""
  /// What it printed on standard error (warnings), one line each.
  var warnings: [String] = []
  /// The command, once parsed (until the event is written).
  var parsed: (any Command)?
  /// What the command adds on success (`payload`, `errors`).
  var details: [(key: String, value: JSONValue)] = []

  /// The event as one line of JSON; `scrub` masks the secrets in every text.
  func line(scrub: (String) -> String) -> String {
    var members: [(key: String, value: JSONValue)] = [("event", .string("command"))]
    if let file = location.file { members.append(("file", .string(file))) }
    members.append(("line", .number(String(location.line))))
    // What was typed may hold a secret: `${TOKEN}` as a command's name or a field's id.
    if let command { members.append(("command", .string(scrub(command)))) }
    if let field { members.append(("field", .string(scrub(field)))) }
    if let input { members.append(("input", .string(input))) }
    members.append(("ok", .bool(failure == nil)))
    if let failure {
      members += [
        ("code", .string(failure.code.rawValue)),
        ("message", .string(scrub(failure.message))),
        ("exit", .number(String(failure.exitStatus))),
      ]
      members += Self.details(of: failure, scrub: scrub)
    }
    // A payload or a state printed is given as JSON instead of as the text printed.
    let printedAsJSON = details.contains { $0.key == "payload" || $0.key == "state" }
    if !output.isEmpty, !printedAsJSON { members.append(("output", .string(scrub(output)))) }
    if !warnings.isEmpty {
      members.append(("warnings", .array(warnings.map { .string(scrub($0)) })))
    }
    // A payload or a state holds the values as set: one may be a secret's (a `--var`, or a
    // secure field's value typed into another field).
    members += details.map { ($0.key, Self.scrubbed($0.value, scrub)) }
    return JSONWriter.string(.object(JSONObject(members)), terminalSafe: true)
  }

  /// A JSON value with every secret masked in its strings (the keys are the form's ids).
  static func scrubbed(_ value: JSONValue, _ scrub: (String) -> String) -> JSONValue {
    switch value {
    case .string(let text): .string(scrub(text))
    case .array(let elements): .array(elements.map { scrubbed($0, scrub) })
    case .object(let object):
      .object(JSONObject(object.members.map { ($0.key, scrubbed($0.value, scrub)) }))
    default: value
    }
  }

  /// What a failure carries besides its message.
  static func details(of failure: ShellError, scrub: (String) -> String)
    -> [(key: String, value: JSONValue)]
  {
    switch failure {
    case .expectation(let expected, let found):
      [("expected", .string(scrub(expected))), ("found", .string(scrub(found)))]
    case .submitRefused(let failures): [("errors", errors(failures, scrub: scrub))]
    case .serverRefused(let response, _): [("status", .number(String(response.status)))]
    default: []
    }
  }

  /// Failures as the protocol lists them: `[{"field","code","message"}]` in render order.
  static func errors(_ failures: [FieldFailure], scrub: (String) -> String) -> JSONValue {
    .array(
      failures.map { failure in
        .object(
          JSONObject([
            ("field", .string(failure.field)), ("code", .string(failure.failure.code.rawValue)),
            ("message", .string(scrub(failure.message))),
          ]))
      })
  }
}
