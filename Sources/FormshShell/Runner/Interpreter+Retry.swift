import FormshData
import FormshPlatform
import FormshPresentation

/// A `retry N` waiting for the expectation on the next line.
struct PendingRetry {
  let policy: RetryPolicy
  /// The line of the `retry`.
  let location: Location
}

extension Interpreter {
  /// Before a command runs: an expectation on the last response takes the retry waiting;
  /// anything else leaves it unused, an error at the retry's line, and then runs as it would
  /// have (once, in its place).
  func answerRetry(with next: ParsedCommand) {
    guard http.pendingRetry != nil else { return }
    let words = next.words
    if let command = next.parsed as? ExpectCommand,
      type(of: command.expectation).readsResponse
    {
      return
    }
    // An expectation is named by its kind too (`expect valid`): "expect" alone does not say
    // which one was there.
    let named = words.words.prefix(words.words.first?.text == "expect" ? 2 : 1).map(\.text)
    settleRetry(before: named.isEmpty ? nil : named.joined(separator: " "))
  }

  /// Reports a retry that no expectation took (at the end of a script, or before another
  /// command).
  func settleRetry(before command: String? = nil) {
    guard let pending = http.pendingRetry else { return }
    http.pendingRetry = nil
    let next =
      command.map { "the next command is \(TerminalText.sanitize($0))" } ?? "no command follows"
    fail(
      .usage(
        "retry applies to the next command, which must be expect status, header, response or"
          + " duration; \(next)"), at: pending.location)
  }

}

extension HTTPAccess {
  /// `retry N`: the next command is to be judged with this policy (none waits when `retry`
  /// runs: the interpreter settled it before, `Interpreter.answerRetry`).
  func awaitExpectation(retrying policy: RetryPolicy) {
    http.pendingRetry = PendingRetry(policy: policy, location: http.location)
  }

  /// Judges an expectation; one on the last response that fails is retried as the `retry`
  /// before it, or else `--retry`, says: the last request re-sent (a `get` or a PUT only) and
  /// the expectation judged again (after a POST or PATCH, a `retry` line's failure says why it
  /// was not; `--retry`'s says nothing). Returns how many tries it took.
  @discardableResult
  func judge(_ expectation: any Expectation) throws(ShellError) -> Int {
    let pending = http.pendingRetry
    http.pendingRetry = nil
    guard type(of: expectation).readsResponse, let policy = pending?.policy ?? settings.retry
    else {
      try judgeOnce(expectation)
      return 1
    }
    var tries = 1
    while true {
      do {
        try judgeOnce(expectation)
        return tries
      } catch {
        guard case .expectation(let expected, let found) = error, policy.count > 0,
          let request = http.lastRequest
        else { throw error }
        guard request.method == "GET" || request.method == "PUT" else {
          // --retry applies where it can, and says nothing where it cannot; a retry line
          // asked for this expectation to be retried, and is told why it was not.
          guard pending != nil else { throw error }
          throw .expectation(
            expected: expected,
            found: found + "; not retried: retry re-sends only a get or a PUT, and the last"
              + " request was a \(request.method) (\(HTTPRequest.shown(request.url)))")
        }
        guard tries <= policy.count else {
          throw .expectation(
            expected: expected,
            found: found + " (after \(tries) tries, \(policy.interval) ms apart)")
        }
        try pause(milliseconds: policy.interval, before: request)
        _ = try perform(request)
        tries += 1
      }
    }
  }

  /// Judges an expectation once, in the context it names.
  private func judgeOnce<E: Expectation>(_ expectation: E) throws(ShellError) {
    try expectation.judge(
      in: E.Context.of(
        RequestContext(form: form, http: http, output: output, settings: settings)))
  }

  /// Waits before a retry; Ctrl-C ends the wait, and the run, as it ends a request.
  private func pause(milliseconds: Int, before request: HTTPRequest) throws(ShellError) {
    let deadline = MonotonicTime.now() + Double(milliseconds) / 1000
    while true {
      if Signals.wasInterrupted {
        throw .http(
          HTTPFailure(
            .interrupted, url: HTTPRequest.shown(request.url),
            reason: "interrupted while waiting to retry"))
      }
      let left = deadline - MonotonicTime.now()
      guard left > 0 else { return }
      // In slices: a Ctrl-C just before the sleep began must not wait out the interval.
      MonotonicTime.sleep(seconds: min(left, 0.1))
    }
  }
}
