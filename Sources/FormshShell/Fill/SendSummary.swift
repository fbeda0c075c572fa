/// Counts of a `fill --to` run, and the line that reports them:
///
///     1000 records: 940 sent and accepted (201: 940), 40 refused by the server (422: 40),
///     15 invalid, 0 malformed, 5 failed (no response) in 2.10 s
struct SendSummary {
  /// Records the server accepted, by status (2xx).
  var accepted: [Int: Int] = [:]
  /// Records the server refused, by the status of their last response.
  var refused: [Int: Int] = [:]
  /// Records that failed validation (not sent).
  var invalid = 0
  /// Lines that were not records (not sent).
  var malformed = 0
  /// Records that got no response, after their retries.
  var unanswered = 0
  /// Records sent at least once.
  var sent = 0
  /// Requests made, retries included.
  var requests = 0

  /// Records that have their line.
  var records: Int { acceptedCount + refusedCount + invalid + malformed + unanswered }
  var acceptedCount: Int { accepted.values.reduce(0, +) }
  var refusedCount: Int { refused.values.reduce(0, +) }

  /// The summary line.
  func line(seconds: Double) -> String {
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
