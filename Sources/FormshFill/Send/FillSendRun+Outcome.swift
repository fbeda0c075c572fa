import FormshData

extension FillSendRun {
  /// What a run did.
  public struct Outcome {
    public var summary: SendSummary
    public var seconds: Double
    /// Ctrl-C (or SIGTERM) stopped the run.
    public var interrupted: Bool
    /// The run stopped because the server could not be reached: the last failure.
    public var unreachable: HTTPFailure?
    /// The last record whose line was written (0 for none).
    public var lastWritten: Int
    /// After Ctrl-C, the records after `lastWritten`, none of them sent: counted to the end
    /// of a regular file; `nil` for a pipe or a terminal, whose rest is not read.
    public var unsent: Int?
    /// Why reading the records failed, if it did.
    public var readError: String?
    /// The CSV header could not be read (nothing was sent).
    public var badHeader: String?
    /// Whether the output refused a line (the sink said so).
    public var writeFailed: Bool
    /// The retry budget ran out: how many records were not sent again, and what the last of
    /// them got (their lines say what each got).
    public var budgetSpent: (records: Int, last: Result<HTTPResponse, HTTPFailure>)?
  }
}
