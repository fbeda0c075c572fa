import FormshData
import FormshPresentation

/// `headers`: the headers every request of the session carries, credentials masked, and any
/// secret a value holds (`header X-Custom: ${TOKEN}` with `--secret TOKEN`).
struct HeadersCommand: Command, Equatable {
  static let spec = CommandSpec(
    "headers", synopsis: "headers",
    summary: "list the headers sent with every request (secrets masked)")

  init() {}

  init(_ arguments: Arguments) throws(ParseError) {
    try arguments.expect(0, 0)
  }

  func run(in shell: Interpreter, more: (String) -> String?) throws(ShellError) {
    let settings = shell.http.settings
    var text = "User-Agent: \(settings.userAgent)  (formsh's own)\n"
    for header in settings.headers {
      text += TerminalText.sanitize(header.line(masked: true)) + "\n"
    }
    if settings.headers.isEmpty {
      text += "(no header of the session's; header NAME: VALUE adds one)\n"
    }
    shell.console.print(shell.secrets.scrub(text))
  }

  /// Names no field, and adds nothing to its event (`--format jsonl`).
  var namedField: String? { nil }
  func eventDetails(in shell: Interpreter) -> [(key: String, value: JSONValue)] { [] }
}
