import FormshDomain
/// Counts of a fill run, and the line that reports them.
public struct FillSummary: Sendable {
  public var ok = 0
  public var invalid = 0
  public var malformed = 0
  /// Of `records`, those whose line the byte path wrote (`FillEngine+Bytes`): for tests,
  /// which check that it is taken.
  public var bytePath = 0
  /// Whether Ctrl-C stopped the batch before its last record.
  public var cut = false
  public var records: Int { ok + invalid + malformed }

  static func + (lhs: FillSummary, rhs: FillSummary) -> FillSummary {
    FillSummary(
      ok: lhs.ok + rhs.ok, invalid: lhs.invalid + rhs.invalid,
      malformed: lhs.malformed + rhs.malformed, bytePath: lhs.bytePath + rhs.bytePath,
      cut: lhs.cut || rhs.cut)
  }

  /// `200000 records: 160157 ok, 39843 invalid, 0 malformed in 0.61 s`; `firstRecord` is
  /// the number of the first (`--first-record`).
  public func line(seconds: Double, interrupted: Bool, firstRecord: Int = 1) -> String {
    let counts =
      "\(records) record\(records == 1 ? "" : "s"): \(ok) ok, \(invalid) invalid, \(malformed) malformed in \(Formatting.duration(seconds: seconds))"
    guard interrupted else { return counts }
    return "interrupted: " + counts
      + "; the output holds every record up to \(firstRecord + records - 1)"
  }
}
