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
  /// The invalid records' errors, counted by where (`FailureSlot`) and code: one flat table,
  /// `slot * FillErrorCode.allCases.count + code`, made at a batch's first error and grown
  /// only for a later field. Counted as each record's line is written, so that the breakdown
  /// costs no second pass and a valid record nothing.
  var failureCounts: [Int] = []
  public var records: Int { ok + invalid + malformed }

  /// Where an error of an invalid record is: a field (by its position in the form), the form
  /// as a whole, or a key of the record that is no field.
  public enum FailureSlot: Hashable, Sendable {
    case form, unknownKey, field(Int)

    fileprivate var number: Int {
      switch self {
      case .form: 0
      case .unknownKey: 1
      case .field(let index): index + 2
      }
    }

    fileprivate init(number: Int) {
      self = number == 0 ? .form : number == 1 ? .unknownKey : .field(number - 2)
    }
  }

  private static let codeCount = FillErrorCode.allCases.count

  /// Counts one error of an invalid record.
  mutating func count(_ slot: FailureSlot, _ code: FillErrorCode) {
    let index = slot.number * Self.codeCount + Int(code.rawValue)
    if index >= failureCounts.count {
      failureCounts.append(contentsOf: repeatElement(0, count: index + 1 - failureCounts.count))
    }
    failureCounts[index] += 1
  }

  /// Counts a record's errors (`field` nil: the form's).
  mutating func count(_ errors: [FillError]) {
    for error in errors { count(error.field.map { .field($0) } ?? .form, error.code) }
  }

  /// The errors counted, in slot order (the form's, keys that are no field, then the fields in
  /// form order) and code order, each with how many records had it.
  public var failures: [(slot: FailureSlot, code: FillErrorCode, count: Int)] {
    failureCounts.indices.compactMap { index in
      let count = failureCounts[index]
      guard count > 0, let code = FillErrorCode(rawValue: UInt8(index % Self.codeCount)) else {
        return nil
      }
      return (FailureSlot(number: index / Self.codeCount), code, count)
    }
  }

  static func + (lhs: FillSummary, rhs: FillSummary) -> FillSummary {
    var counts =
      lhs.failureCounts.count >= rhs.failureCounts.count
      ? lhs.failureCounts : rhs.failureCounts
    let other =
      lhs.failureCounts.count >= rhs.failureCounts.count
      ? rhs.failureCounts : lhs.failureCounts
    for index in other.indices { counts[index] += other[index] }
    return FillSummary(
      ok: lhs.ok + rhs.ok, invalid: lhs.invalid + rhs.invalid,
      malformed: lhs.malformed + rhs.malformed, bytePath: lhs.bytePath + rhs.bytePath,
      cut: lhs.cut || rhs.cut, failureCounts: counts)
  }

  /// `200,000 records: 160,157 ok, 39,843 invalid, 0 malformed in 0.61 s`, the counts
  /// grouped as the progress bar's are; `firstRecord` is the number of the first
  /// (`--first-record`).
  public func line(seconds: Double, interrupted: Bool, firstRecord: Int = 1) -> String {
    let counts =
      "\(Formatting.grouped(records)) record\(records == 1 ? "" : "s"): "
      + "\(Formatting.grouped(ok)) ok, \(Formatting.grouped(invalid)) invalid, "
      + "\(Formatting.grouped(malformed)) malformed in \(Formatting.duration(seconds: seconds))"
    guard interrupted else { return counts }
    return "interrupted: " + counts
      + "; the output holds every record up to \(firstRecord + records - 1)"
  }
}
