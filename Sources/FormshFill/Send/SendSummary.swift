import FormshDomain
/// Counts of a `fill --to` run, and the line that reports them:
///
///     1000 records: 940 sent and accepted (201: 940), 40 refused by the server (422: 40),
///     15 invalid, 0 malformed, 5 failed (no response) in 2.10 s
public struct SendSummary {
  /// Records the server accepted, by status (2xx).
  public var accepted: [Int: Int] = [:]
  /// Records the server refused, by the status of their last response.
  public var refused: [Int: Int] = [:]
  /// Records that failed validation (not sent).
  public var invalid = 0
  /// Lines that were not records (not sent).
  public var malformed = 0
  /// Records that got no response, after their retries.
  public var unanswered = 0
  /// Records sent at least once.
  public var sent = 0
  /// Requests made, retries included.
  public var requests = 0
  /// The records as validation counted them, with the invalid ones' errors by field and
  /// code (`FillSummary.failures`), for the summary's breakdown.
  public var checked = FillSummary()

  /// Records that have their line.
  public var records: Int { acceptedCount + refusedCount + invalid + malformed + unanswered }
  public var acceptedCount: Int { accepted.values.reduce(0, +) }
  public var refusedCount: Int { refused.values.reduce(0, +) }

  /// The summary line.
  public func line(seconds: Double) -> String {
    func statuses(_ counts: [Int: Int]) -> String {
      counts.isEmpty
        ? ""
        : " ("
          + counts.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
          .joined(separator: ", ") + ")"
    }
    return "\(records) record\(records == 1 ? "" : "s"): "
      + "\(acceptedCount) sent and accepted\(statuses(accepted)), "
      + "\(refusedCount) refused by the server\(statuses(refused)), "
      + "\(invalid) invalid, \(malformed) malformed, \(unanswered) failed (no response)"
      + " in \(Formatting.duration(seconds: seconds))"
  }
}
