/// A date-time lies within its earliest and latest date-times (either optional), compared as
/// `DateTime` compares: as instants when both carry an offset, else as wall times.
struct DateTimeRangeRule: ValidationRule {
  let earliest: DateTime?
  let latest: DateTime?
  /// The bounds as the form wrote them, for messages.
  let earliestText: String?
  let latestText: String?

  init(earliest: RangeBound?, latest: RangeBound?) {
    self.earliest = earliest.flatMap { DateTime($0.text) }
    self.latest = latest.flatMap { DateTime($0.text) }
    earliestText = earliest?.text
    latestText = latest?.text
  }

  func check(_ value: FormValue) -> ValidationFailure? {
    guard let text = value.text, let moment = DateTime(text) else { return nil }
    if let earliest, let earliestText, moment.isBefore(earliest) {
      return .failed(rule: "date-time range", message: "must be at or after \(earliestText)")
    }
    if let latest, let latestText, latest.isBefore(moment) {
      return .failed(rule: "date-time range", message: "must be at or before \(latestText)")
    }
    return nil
  }

  var name: String { "datetime_range" }

  var description: String {
    [earliestText.map { "at or after \($0)" }, latestText.map { "at or before \($0)" }]
      .compactMap { $0 }.joined(separator: " · ")
  }
}
