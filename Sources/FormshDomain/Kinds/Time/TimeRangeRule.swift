/// A time lies within its earliest and latest times of day (either optional).
struct TimeRangeRule: ValidationRule {
  let earliest: TimeOfDay?
  let latest: TimeOfDay?
  /// The bounds as the form wrote them, for messages.
  let earliestText: String?
  let latestText: String?

  init(earliest: RangeBound?, latest: RangeBound?) {
    self.earliest = earliest.flatMap { TimeOfDay($0.text) }
    self.latest = latest.flatMap { TimeOfDay($0.text) }
    earliestText = earliest?.text
    latestText = latest?.text
  }

  func check(_ value: FormValue) -> ValidationFailure? {
    guard let text = value.text, let time = TimeOfDay(text) else { return nil }
    if let earliest, let earliestText, time < earliest {
      return .failed(rule: "time range", message: "must be at or after \(earliestText)")
    }
    if let latest, let latestText, latest < time {
      return .failed(rule: "time range", message: "must be at or before \(latestText)")
    }
    return nil
  }

  var name: String { "time_range" }

  var description: String {
    [earliestText.map { "at or after \($0)" }, latestText.map { "at or before \($0)" }]
      .compactMap { $0 }.joined(separator: " · ")
  }
}
