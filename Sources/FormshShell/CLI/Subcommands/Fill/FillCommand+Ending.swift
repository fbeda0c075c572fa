import FormshData
import FormshFill

extension FillCommand {
  /// How a fill ended, whether it only filled (`FillRun`) or sent too (`FillSendRun`): what
  /// standard error says and the exit status, before the output's own failures.
  struct Ending {
    /// The summary line, and the lines that break the invalid records down (each line ends
    /// with a newline).
    var summary: String
    /// The CSV header could not be read.
    var badHeader: String?
    /// Reading the records failed.
    var readError: String?
    /// Ctrl-C (or SIGTERM) stopped the run.
    var interrupted: Bool
    /// What Ctrl-C left, said after the summary.
    var interruption: String?
    /// That the run's retry budget ran out, said after the summary.
    var budgetNote: String?
    /// The server could not be reached: the run stopped early.
    var unreachable: ShellError?
    /// The status when nothing above decides it.
    var status: Int32

    /// A fill without `--to`: 0 when every record was valid. `firstRecord`: the number of
    /// the first record; `fieldIDs`: the form's, which the breakdown of errors names.
    init(_ result: FillRun.Result, firstRecord: Int = 1, fieldIDs: [String]) {
      summary =
        result.summary.line(
          seconds: result.seconds, interrupted: result.interrupted, firstRecord: firstRecord)
        + "\n" + FillCommand.breakdown(result.summary, fieldIDs: fieldIDs)
      badHeader = result.badHeader
      readError = result.readError
      interrupted = result.interrupted
      status =
        result.summary.ok == result.summary.records ? ExitStatus.success : ExitStatus.failure
    }

    /// A fill with `--to`: 69 when a record got no response, else 1 when one was invalid or
    /// refused, else 0.
    init(_ outcome: FillSendRun.Outcome, to target: FillTarget, fieldIDs: [String]) {
      let counts = outcome.summary
      summary =
        counts.line(seconds: outcome.seconds) + "\n"
        + FillCommand.breakdown(counts.checked, fieldIDs: fieldIDs)
      badHeader = outcome.badHeader
      readError = outcome.readError
      interrupted = outcome.interrupted
      let last = outcome.lastWritten
      if outcome.interrupted {
        let rest = outcome.unsent.map { "\($0) still unsent" } ?? "the rest of the input unread"
        interruption =
          "interrupted after record \(last): \(counts.sent) sent, \(rest); the output holds"
          + " every record up to \(last)"
      }
      if let (records, last) = outcome.budgetSpent {
        let got: String
        switch last {
        case .success(let response): got = "answered \(response.status)"
        case .failure: got = "got no response"
        }
        budgetNote =
          "the run's retry budget ran out: \(records) record\(records == 1 ? " was" : "s were")"
          + " not sent again (the last \(got)); a run retries \(FillSendRun.retryBudget) times,"
          + " and once more for each record the server accepts"
      }
      if let failure = outcome.unreachable {
        unreachable = .http(
          HTTPFailure(
            failure.kind, url: HTTPRequest.shown(target.url),
            reason: "cannot be reached: \(failure.reason); stopped after record \(last)"))
      }
      status =
        counts.unanswered > 0
        ? ExitStatus.unreachable
        : counts.records == counts.acceptedCount ? ExitStatus.success : ExitStatus.failure
    }
  }
}
