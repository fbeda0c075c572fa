import FormshData
import FormshPresentation
import FormshSession

/// `header NAME: VALUE` sends a header with every request of the session from now on (one
/// of the same name is replaced); `header --clear [NAME]` stops sending one, or all.
/// `Authorization`, `Cookie` and other credentials are secrets: masked in `--echo`, `headers`,
/// errors and recordings, and never kept in the history file.
struct HeaderCommand: Command, Equatable {
  static let spec = CommandSpec(
    "header", synopsis: "header NAME: VALUE | header --clear [NAME]",
    summary: "send a header with every request (or stop sending it)",
    details: """
      header Authorization: Bearer ${TOKEN}   sent with load URL, submit --to,
                                              validate --remote from now on
      header --clear Authorization            no longer sent
      header --clear                          no header of the session's sent any more
      The value of Authorization, Proxy-Authorization, Cookie and API-key headers is a
      secret: headers, --echo, errors and record show it masked, and the history file
      does not keep the line. --header 'NAME: VALUE' on the command line does the same
      for a run.
      """,
    arguments: [.required()], freeText: true)

  /// What the command does.
  enum Action: Equatable {
    case set(HTTPHeader)
    case clear(String?)
  }

  let action: Action

  init(_ action: Action) { self.action = action }

  init(_ arguments: Arguments) throws(ParseError) {
    guard arguments.count > 0 else { throw arguments.usage("missing NAME: VALUE") }
    if arguments[0] == "--clear" {
      guard arguments.count <= 2 else {
        throw arguments.usage("unexpected \"\(arguments[2])\"", at: 2)
      }
      action = .clear(arguments.count == 2 ? arguments[1] : nil)
      return
    }
    switch HTTPHeader.parse(arguments.rest(from: 0)) {
    case .success(let header):
      guard !header.value.isEmpty else {
        throw arguments.usage(
          "\(header.name) has no value; header --clear \(header.name) stops sending it")
      }
      action = .set(header)
    case .failure(let error): throw arguments.usage(error.message)
    }
  }

  func run(in context: RequestContext, more: (String) -> String?) throws(ShellError) {
    switch action {
    case .set(let header):
      if header.isSecret { context.output.secrets.remember(header.value) }
      let lowered = header.name.lowercased()
      context.http.client.settings.headers.removeAll { $0.name.lowercased() == lowered }
      context.http.client.settings.headers.append(header)
    case .clear(let name?):
      let lowered = name.lowercased()
      let before = context.http.client.settings.headers.count
      context.http.client.settings.headers.removeAll { $0.name.lowercased() == lowered }
      if context.http.client.settings.headers.count == before {
        throw .other(
          "no header \(TerminalText.sanitize(name)) is sent; headers lists them",
          code: .noSuchHeader)
      }
    case .clear(nil):
      context.http.client.settings.headers = []
    }
  }

  /// Names no field, and adds nothing to its event (`--format jsonl`).
  var namedField: String? { nil }
  func eventDetails(in context: RequestContext) -> [(key: String, value: JSONValue)] { [] }

  func record(to recorder: Recorder, before: Session, after: Session) {
    switch action {
    case .set(let header): recorder.write(header: header)
    case .clear(let name): recorder.write("header --clear" + (name.map { " " + $0 } ?? ""))
    }
  }

  func masked(isSecret: (String) -> Bool) -> MaskedCommand? {
    guard case .set(let header) = action, header.isSecret else { return nil }
    return MaskedCommand(shown: "header " + header.line(masked: true), history: nil)
  }
}
