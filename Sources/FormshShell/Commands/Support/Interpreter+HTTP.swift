import FormshData
import FormshDomain
import FormshPresentation

/// How `submit --to` and `validate --remote` encode a payload.
enum BodyEncoding: String, Sendable, Equatable {
  /// `application/json` (the default).
  case json
  /// `application/x-www-form-urlencoded`.
  case form

  /// Parses `--as`.
  static func parse(_ text: String?, _ arguments: Arguments) throws(ParseError) -> BodyEncoding {
    guard let text else { return .json }
    guard let encoding = BodyEncoding(rawValue: text.lowercased()) else {
      throw arguments.usage("--as takes json or form, not \"\(text)\"")
    }
    return encoding
  }
}

extension Interpreter {
  /// The methods a payload may be sent with.
  static let payloadMethods = ["POST", "PUT", "PATCH"]

  /// Parses `--method`.
  static func method(_ text: String?, _ arguments: Arguments) throws(ParseError) -> String {
    guard let text else { return "POST" }
    let method = text.uppercased()
    guard payloadMethods.contains(method) else {
      throw arguments.usage("--method takes POST, PUT or PATCH, not \"\(text)\"")
    }
    return method
  }

  /// Parses `--status CODE|Nxx`.
  static func statusOption(_ arguments: Arguments) throws(ParseError) -> StatusPattern? {
    guard let text = arguments.options["--status"] else { return nil }
    guard let pattern = StatusPattern(text) else {
      throw arguments.usage("--status: " + StatusPattern.problem(text))
    }
    return pattern
  }

  /// Sends a payload to a server (`perform`) and returns the response.
  func send(
    _ payload: Payload, to url: String, method: String, as encoding: BodyEncoding,
    credentialOrigin: String? = nil
  ) throws(ShellError) -> HTTPResponse {
    var request = Interpreter.request(for: payload, to: url, method: method, as: encoding)
    request.credentialOrigin = credentialOrigin
    return try perform(request)
  }

  /// Sends a request with the session's headers and cookies and remembers it and its
  /// response for the expectations, `capture` and a retry. A request that got no response
  /// throws (exit 69; 130 on Ctrl-C) and leaves no response behind: an `expect status 2xx`
  /// after it must not pass on the answer to an earlier one.
  func perform(_ request: HTTPRequest) throws(ShellError) -> HTTPResponse {
    lastResponse = nil
    lastRequest = request
    // A password in the URL goes out as credentials; a server that echoes it shows a mask.
    rememberCredentials(of: request.url)
    do {
      let response = try http.send(request)
      lastResponse = response
      return response
    } catch {
      throw .http(error)
    }
  }

  /// The request that sends a payload (what `send` sends, and `submit --curl` writes).
  static func request(
    for payload: Payload, to url: String, method: String, as encoding: BodyEncoding
  ) -> HTTPRequest {
    let body: [UInt8]
    let contentType: String
    switch encoding {
    case .json:
      body = Array(PayloadWriter.string(payload).utf8)
      contentType = "application/json"
    case .form:
      body = PayloadFormEncoding.encode(payload)
      contentType = PayloadFormEncoding.contentType
    }
    return HTTPRequest(
      method: method, url: url,
      headers: [
        HTTPHeader(name: "Content-Type", value: contentType),
        HTTPHeader(name: "Accept", value: "application/json, */*;q=0.5"),
      ], body: body)
  }

  /// Prints a response: `HTTP 201 Created`, then the body (pretty JSON when it is JSON; text
  /// made safe for the terminal; at most `shownBodyLimit` bytes), with no secret in it.
  func show(_ response: HTTPResponse) {
    console.print(response.statusLine + "\n")
    guard !response.body.isEmpty else { return }
    var text: String
    if response.isJSON, let value = try? JSONParser.parse(response.body) {
      // Secrets are masked in the strings, so that the JSON stays JSON.
      text = Interpreter.shownLines(
        JSONWriter.string(scrubbed(value), style: .pretty, terminalSafe: true))
      console.print(text + "\n")
      return
    } else {
      text = TerminalText.sanitize(
        String(decoding: response.body.prefix(Interpreter.shownBodyLimit), as: UTF8.self),
        limit: nil, keepingLayout: true)
      if response.body.count > Interpreter.shownBodyLimit {
        text += "\n… (\(response.body.count - Interpreter.shownBodyLimit) more bytes)"
      }
    }
    console.print(secrets.scrub(text) + (text.hasSuffix("\n") ? "" : "\n"))
  }

  /// A JSON value with every secret masked in its strings and keys (the parser bounds its
  /// depth, so the recursion is bounded too).
  private func scrubbed(_ value: JSONValue) -> JSONValue {
    switch value {
    case .string(let text): .string(secrets.scrub(text))
    case .array(let elements): .array(elements.map(scrubbed))
    case .object(let object):
      .object(JSONObject(object.members.map { (secrets.scrub($0.key), scrubbed($0.value)) }))
    default: value
    }
  }

  /// The most of a body `show` prints (of its pretty form, for JSON).
  static let shownBodyLimit = 64 << 10

  /// Pretty JSON cut after the last whole line within `shownBodyLimit` bytes, with how many
  /// lines were left out: a 16 MiB response must not flood the terminal (`expect response`
  /// and `capture` still read all of it).
  static func shownLines(_ text: String) -> String {
    let bytes = text.utf8
    guard bytes.count > shownBodyLimit else { return text }
    let limit = bytes.index(bytes.startIndex, offsetBy: shownBodyLimit)
    let cut = bytes[..<limit].lastIndex(of: UInt8(ascii: "\n")) ?? limit
    let rest = bytes[cut...].dropFirst()
    let more = rest.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    return String(text[..<cut]) + "\n… (\(more) more lines)"
  }
}

extension Interpreter {
  /// Puts a response's field errors on the fields (and those naming no field on the form),
  /// until their values change; returns them (none for a 2xx).
  @discardableResult
  func applyServerErrors(of response: HTTPResponse, printing: Bool = true) -> ServerErrors {
    let errors = serverErrors(of: response)
    if session.coverage != nil {
      session.noteServerAnswer(
        shapes: response.isSuccess ? [] : ServerErrorMapper.shapes(response.body))
    }
    session.showServerErrors(response.isSuccess ? ServerErrors() : errors)
    guard !response.isSuccess else { return ServerErrors() }
    if printing, !errors.isEmpty { printServerErrors(errors, heading: "server errors") }
    return errors
  }

  /// A response's errors mapped onto the current form's fields, with the session's secrets
  /// masked in each message as it was decoded: kept so, no writer shows a secret, whatever
  /// spelling it escapes the message into (`state --json` escapes a message that holds a
  /// secret JSON-escaped by the server a second time, which no mask looked for).
  func serverErrors(of response: HTTPResponse) -> ServerErrors {
    let errors = ServerErrorMapper.map(response.body, form: session.form) ?? ServerErrors()
    return errors.mappingMessages(secrets.scrub)
  }

  /// What a refusal says under its message (`ShellError.serverRefused`): the server's errors
  /// as mapped, at most `refusalLines` of them, or else the first lines of its body.
  func refusalDetails(of response: HTTPResponse, errors: ServerErrors) -> [String] {
    Interpreter.refusalDetails(of: response, errors: errors).map(secrets.scrub)
  }

  /// `refusalDetails(of:errors:)` before the session's secrets are masked (`formsh probe`
  /// masks them as it writes).
  static func refusalDetails(of response: HTTPResponse, errors: ServerErrors) -> [String] {
    var lines = errors.lines
    if lines.isEmpty {
      let text = String(decoding: response.body.prefix(16 << 10), as: UTF8.self)
      lines = text.split(whereSeparator: \.isNewline).map { line in
        let line = TerminalText.sanitize(String(line)).trimmingWhitespace()
        return line.count > 200 ? String(line.prefix(200)) + "…" : line
      }.filter { !$0.isEmpty }
    }
    let limit = Interpreter.refusalLines
    guard lines.count > limit else { return lines }
    return lines.prefix(limit) + ["… and \(lines.count - limit) more"]
  }

  /// The most lines of a refusal's details.
  static let refusalLines = 10

  /// Lists a server's errors under a heading, one per line, the form's first.
  func printServerErrors(_ errors: ServerErrors, heading: String) {
    var text = heading + ":\n"
    for line in errors.lines { text += "  " + TerminalText.sanitize(line) + "\n" }
    console.print(secrets.scrub(text))
  }
}
