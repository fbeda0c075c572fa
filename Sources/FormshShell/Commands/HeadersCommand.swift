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
  }

  func run(in context: RequestContext, more: (String) -> String?) throws(ShellError) {
    let settings = context.http.client.settings
    var text = "User-Agent: \(settings.userAgent)  (formsh's own)\n"
    for header in settings.headers {
      text += TerminalText.sanitize(header.line(masked: true)) + "\n"
    }
    if settings.headers.isEmpty {
      text += "(no header of the session's; header NAME: VALUE adds one)\n"
    }
    context.console.print(context.secrets.scrub(text))
  }

  /// Names no field, and adds nothing to its event (`--format jsonl`).
  var namedField: String? { nil }
  func eventDetails(in context: RequestContext) -> [(key: String, value: JSONValue)] { [] }
}
