import FormshData
import FormshDomain
import FormshSession

/// `retry N [every MS]`: the expectation on the next line, when it is one on the last
/// response and fails, re-sends the last request (a `get` or a PUT) and judges again, up to N
/// more times, MS milliseconds apart (1000 by default). `Interpreter+Retry` does it.
struct RetryCommand: Command, Equatable {
  static let spec = CommandSpec(
    "retry", synopsis: "retry N [every MS]",
    summary: "re-send the last request until the next expectation holds",
    details: """
      get ${BACKEND}/jobs/${id}
      retry 5                        the next line, if it fails, re-sends the last
                                     request
      expect response $.state == done   and judges again: up to 5 more times, 1000 ms
                                        apart
      retry 20 every 250             …up to 20 more times, 250 ms apart
      It applies to the next command only, which must be expect status, header,
      response or duration (blank lines and comments in between do not count);
      anything else there is an error at the retry's line. Only a get or a PUT is
      re-sent, as they may be sent twice: after a POST or PATCH, the expectation fails
      at once and says so. The failure after the last try says how many tries were
      made. Ctrl-C during the wait stops the run (130). --retry N [--retry-interval
      MS] on formsh run and formsh test does the same for every such expectation of
      the scripts.
      """,
    arguments: [.required(), .optional(), .optional()])

  let policy: RetryPolicy

  init(_ arguments: Arguments) throws(ParseError) {
    guard let count = RetryPolicy.count(arguments[0]) else {
      throw arguments.usage(
        "retry takes \(RetryPolicy.countProblem), not \"\(arguments[0])\"", at: 0)
    }
    guard arguments.count > 1 else {
      policy = RetryPolicy(count: count)
      return
    }
    guard arguments[1] == "every" else {
      throw arguments.usage("unexpected \"\(arguments[1])\"; every MS sets the wait", at: 1)
    }
    guard arguments.count == 3 else { throw arguments.usage("missing the MS after every", at: 1) }
    guard let interval = RetryPolicy.interval(arguments[2]) else {
      throw arguments.usage(
        "every takes \(RetryPolicy.intervalProblem), not \"\(arguments[2])\"", at: 2)
    }
    policy = RetryPolicy(count: count, interval: interval)
  }

  func run(in context: RequestContext, more: (String) -> String?) throws(ShellError) {
    context.awaitExpectation(retrying: policy)
  }

  /// Changes nothing a recording writes (the expectation it goes with is not recorded).
  func record(to recorder: Recorder, before: Session, after: Session) {}

  /// Names no field, and adds nothing to its event (`--format jsonl`).
  var namedField: String? { nil }
  func eventDetails(in context: RequestContext) -> [(key: String, value: JSONValue)] { [] }
}
