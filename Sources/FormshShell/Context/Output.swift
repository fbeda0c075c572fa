import FormshData
import FormshDomain

/// Where a run's output goes: the console (which masks every secret it knows in all it
/// writes), the recording in progress, and the events of the commands running (`--format
/// jsonl`).
final class Output {
  /// Standard output and error.
  let console: Console
  /// The recording in progress, if any.
  var recorder: Recorder?
  /// The events of the commands running, innermost last: `source` runs commands inside a
  /// command.
  var pendingEvents: [CommandEvent] = []
  /// What the command running spells out after a secure field's id: nothing written may
  /// hold it (`ParsedCommand.mask`).
  var hidden: SecretWords?

  /// Output to a console.
  init(console: Console) { self.console = console }

  /// The secret values known: nothing the console writes, no report or recording shows
  /// them.
  var secrets: Secrets {
    get { console.secrets }
    set { console.secrets = newValue }
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

  /// Remembers the password in a URL, and the Basic credentials made of it.
  func rememberCredentials(of url: String) {
    secrets.remember(HTTPRequest.credentials(of: url))
  }
}
