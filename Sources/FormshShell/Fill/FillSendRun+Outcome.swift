import FormshData

extension FillSendRun {
  /// What a run did.
  struct Outcome {
    var summary: SendSummary
    var seconds: Double
    /// Ctrl-C (or SIGTERM) stopped the run.
    var interrupted: Bool
    /// The run stopped because the server could not be reached: the last failure.
    var unreachable: HTTPFailure?
    /// The last record whose line was written (0 for none).
    var lastWritten: Int
    /// After Ctrl-C, the records after `lastWritten`, none of them sent: counted to the end
    /// of a regular file; `nil` for a pipe or a terminal, whose rest is not read.
    var unsent: Int?
    /// Why reading the records failed, if it did.
    var readError: String?
    /// The CSV header could not be read (nothing was sent).
    var badHeader: String?
    /// Whether the output refused a line (the sink said so).
    var writeFailed: Bool
    /// The retry budget ran out: how many records were not sent again, and what the last of
    /// them got (their lines say what each got).
    var budgetSpent: (records: Int, last: Result<HTTPResponse, HTTPFailure>)?
  }
}
