/// A server's refusal waiting for the command after it (`Interpreter.refuse`).
struct PendingRefusal {
  /// The failure it is, if nothing answers it.
  let error: ShellError
  /// The line of the command the server refused.
  let location: Location
}

extension Interpreter {
  /// Fails a command because a server refused it (a status other than 2xx to `submit --to`,
  /// the server's problems for `validate --strict --remote`). In a script the failure waits
  /// for the next command: an `expect status` there decides instead, as an assertion after a
  /// request does in hurl, so a negative test can pass (issue 28, point 7). Any other command,
  /// a failure, or the end of the script reports it, at the refused command's line.
  /// At the prompt it fails at once; `--status` on the command says what is expected there.
  func refuse(_ error: ShellError) throws(ShellError) {
    guard defersRefusals else { throw error }
    settleRefusal()
    pendingRefusal = PendingRefusal(error: error, location: currentLocation)
  }

  /// Reports the refusal waiting, if any.
  func settleRefusal() {
    guard let pending = pendingRefusal else { return }
    pendingRefusal = nil
    fail(pending.error, at: pending.location)
  }

  /// Before a command runs: an `expect status` answers the refusal waiting (it decides);
  /// a `retry` before it leaves it waiting; anything else reports it first.
  func answerRefusal(with next: ParsedCommand) {
    guard pendingRefusal != nil else { return }
    let command = next.parsed
    if command is RetryCommand { return }
    if let command = command as? ExpectCommand, command.expectation is StatusExpectation {
      pendingRefusal = nil
      return
    }
    settleRefusal()
  }
}
