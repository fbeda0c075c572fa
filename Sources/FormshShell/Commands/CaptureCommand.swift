import FormshData
import FormshDomain
import FormshPresentation

/// `capture [--secret] NAME = PATH` takes one value of the last response's JSON body (an RFC
/// 9535 JSONPath that selects exactly one value) into `${NAME}`; `capture NAME = header
/// HEADER` takes a header's value, `capture NAME = status` the status. With `--secret` the
/// value is a secret: never shown in errors, `--echo`, reports or recordings; so is, without
/// it, a value holding a secret the session knows or a credential header's (`Set-Cookie`).
struct CaptureCommand: Command, Equatable {
  static let spec = CommandSpec(
    "capture", synopsis: "capture [--secret] NAME = PATH | header HEADER | status",
    summary: "take a value of the last server response into ${NAME}",
    details: """
      capture id = $.id                 the id the server gave, as ${id} from now on
      capture token = $.auth.token      (a string is taken as its text, a number as
                                        written, anything else as compact JSON)
      capture --secret token = $.token  …a secret: masked wherever formsh prints it
      capture where = header Location   a header of the response
      capture code = status             its status
      The path must select exactly one value. A captured name comes before a --var or
      an environment variable of the same name, from the next command on (on the same
      line too). A value holding a secret the session knows, or a credential header's
      (Set-Cookie), is a secret without --secret. A capture that takes nothing fails
      and unsets NAME: a later ${NAME} names that capture and what it found.
      """,
    arguments: [.none], freeText: true)

  /// What is taken.
  enum Source: Equatable {
    case path(JSONPath)
    case header(String)
    case status
  }

  let name: String
  let source: Source
  let secret: Bool

  init(_ arguments: Arguments) throws(ParseError) {
    var first = 0
    secret = arguments.count > 0 && arguments[0] == "--secret"
    if secret { first = 1 }
    guard arguments.count >= first + 3, arguments[first + 1] == "=" else {
      // `NAME=PATH` written without spaces.
      let text = arguments.rest(from: first)
      guard let equals = text.firstIndex(of: "="), !text.isEmpty else {
        throw arguments.usage()
      }
      name = String(text[..<equals]).trimmingSpacesAndTabs()
      let rest = String(text[text.index(after: equals)...]).trimmingSpacesAndTabs()
      guard Variables.isValidName(name) else {
        throw arguments.usage("\"\(name)\" is not a variable name ([A-Za-z_][A-Za-z0-9_]*)")
      }
      source = try CaptureCommand.source(rest, arguments)
      return
    }
    name = arguments[first]
    guard Variables.isValidName(name) else {
      throw arguments.usage(
        "\"\(name)\" is not a variable name ([A-Za-z_][A-Za-z0-9_]*)", at: first)
    }
    source = try CaptureCommand.source(arguments.rest(from: first + 2), arguments)
  }

  private static func source(_ text: String, _ arguments: Arguments) throws(ParseError) -> Source {
    if text == "status" { return .status }
    if text.hasPrefix("header ") {
      let header = String(text.dropFirst("header ".count)).trimmingSpacesAndTabs()
      if let problem = HTTPHeader.problem(name: header) { throw arguments.usage(problem) }
      return .header(header)
    }
    do {
      return .path(try JSONPath(text))
    } catch {
      throw arguments.usage("\(error.message) (column \(error.column) of the path)")
    }
  }

  func run(in shell: Interpreter, more: (String) -> String?) throws(ShellError) {
    let response = try shell.response(for: "a response to capture from")
    let value: String
    switch source {
    case .status:
      value = String(response.status)
    case .header(let header):
      guard let found = response.header(header) else {
        throw .other("the last response has no \(header) header", code: .captureFailed)
      }
      value = found
    case .path(let path):
      let body = try shell.json(of: response)
      let nodes: [JSONValue]
      do {
        nodes = try path.select(in: body, budget: JSONPath.defaultBudget)
      } catch {
        throw .other("\(path.text) \(error.message)", code: .captureFailed)
      }
      guard nodes.count == 1 else {
        throw .other(
          nodes.isEmpty
            ? "\(path.text) selects nothing in the last response"
            : "\(path.text) selects \(nodes.count) values; capture takes one (an index: [0])",
          code: .captureFailed)
      }
      switch nodes[0] {
      case .string(let text): value = text
      case .number(let text): value = text
      default: value = JSONWriter.string(nodes[0])
      }
    }
    // A value that holds a secret the session knows (a token the server echoed back), or a
    // credential header's, is a secret even without --secret.
    var secret = self.secret || shell.secrets.appear(in: value)
    if case .header(let header) = source, HTTPHeader.isSecret(name: header) { secret = true }
    shell.variables.captured[name] = value
    shell.variables.failedCaptures[name] = nil
    if secret {
      shell.variables.marked.insert(name)
      shell.secrets.remember(value, name: name)
    }
    shell.tell("\(name) = " + (secret ? Secret.mask : TerminalText.sanitize(value)))
  }

  /// Names no field, and adds nothing to its event (`--format jsonl`).
  var namedField: String? { nil }
  func eventDetails(in shell: Interpreter) -> [(key: String, value: JSONValue)] { [] }
}
