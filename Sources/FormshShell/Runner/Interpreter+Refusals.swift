import FormshData
import FormshDomain
import FormshPresentation

/// A server's refusal waiting for the command after it (`HTTPAccess.refuse`).
struct PendingRefusal {
  /// The failure it is, if nothing answers it.
  let error: ShellError
  /// The line of the command the server refused.
  let location: Location
}

extension HTTPAccess {
  /// Fails a command because a server refused it (a status other than 2xx to `submit --to`,
  /// the server's problems for `validate --strict --remote`). In a script the failure waits
  /// for the next command: an `expect status` there decides instead, as an assertion after a
  /// request does in hurl, so a negative test can pass (issue 28, point 7). Any other command,
  /// a failure, or the end of the script reports it, at the refused command's line (none
  /// waits when a command runs: the interpreter settled it before, `Interpreter.answerRefusal`).
  /// At the prompt it fails at once; `--status` on the command says what is expected there.
  func refuse(_ error: ShellError) throws(ShellError) {
    guard http.defersRefusals else { throw error }
    http.pendingRefusal = PendingRefusal(error: error, location: http.location)
  }
}

extension Interpreter {
  /// Reports the refusal waiting, if any.
  func settleRefusal() {
    guard let pending = http.pendingRefusal else { return }
    http.pendingRefusal = nil
    fail(pending.error, at: pending.location)
  }

  /// Before a command runs: an `expect status` answers the refusal waiting (it decides);
  /// a `retry` before it leaves it waiting; anything else reports it first.
  func answerRefusal(with next: ParsedCommand) {
    guard http.pendingRefusal != nil else { return }
    let command = next.parsed
    if command is RetryCommand { return }
    if let command = command as? ExpectCommand, command.expectation is StatusExpectation {
      http.pendingRefusal = nil
      return
    }
    settleRefusal()
  }

  /// `HTTPAccess.maskedRefusalDetails(of:errors:)` before the session's secrets are masked
  /// (`formsh probe` masks them as it writes).
  static func refusalDetails(of response: HTTPResponse, errors: ServerErrors) -> [String] {
    var lines = errors.lines
    if lines.isEmpty {
      let text = String(decoding: response.body.prefix(16 << 10), as: UTF8.self)
      lines = text.split(whereSeparator: \.isNewline).map { line in
        let line = TerminalText.sanitize(String(line)).trimmingWhitespace()
        return line.count > 200 ? String(line.prefix(200)) + "…" : line
      }.filter { !$0.isEmpty }
    }
    let limit = refusalLines
    guard lines.count > limit else { return lines }
    return lines.prefix(limit) + ["… and \(lines.count - limit) more"]
  }

  /// The most lines of a refusal's details.
  static let refusalLines = 10
}
