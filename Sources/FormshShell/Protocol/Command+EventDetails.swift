import FormshData
import FormshDomain

/// What a command adds to its event in the machine protocol (`--format jsonl`) when it
/// succeeds: structured data a program would otherwise parse out of `output`. Kept in one
/// file so that the commands' own files stay about what they do.
extension Command {
  func eventDetails(in shell: Interpreter) -> [(key: String, value: JSONValue)] {
    switch self {
    case let submit as SubmitCommand: submit.eventDetails(in: shell)
    case let validate as ValidateCommand: validate.eventDetails(in: shell)
    case is StateCommand: [("state", StateSnapshot.json(of: shell))]
    default: []
    }
  }
}

extension SubmitCommand {
  /// `payload` (secrets masked) of a submit that printed or wrote it; `status` of one sent.
  fileprivate func eventDetails(in shell: Interpreter) -> [(key: String, value: JSONValue)] {
    if to != nil {
      return shell.lastResponse.map { [("status", .number(String($0.status)))] } ?? []
    }
    guard let payload = shell.session.lastSubmission else { return [] }
    let masked = payload.maskingSecrets(of: shell.session.form)
    return [
      ("payload", .object(JSONObject(masked.entries.map { ($0.id, $0.value.json) })))
    ]
  }
}

extension ValidateCommand {
  /// `errors`: the rules' failures, `[{"field","code","message"}]` in render order (of the
  /// one field validated, when one is).
  fileprivate func eventDetails(in shell: Interpreter) -> [(key: String, value: JSONValue)] {
    var failures = shell.session.failures()
    if let field, let id = try? shell.session.field(field).id {
      failures = failures.filter { $0.field == id }
    }
    return [("errors", CommandEvent.errors(failures, scrub: shell.scrub))]
  }
}
