/// A date lies within its earliest and latest days (either optional).
struct DateRangeRule: ValidationRule {
  let earliest: CalendarDate?
  let latest: CalendarDate?
  /// The bounds as the form wrote them, for messages.
  let earliestText: String?
  let latestText: String?

  init(earliest: RangeBound?, latest: RangeBound?) {
    self.earliest = earliest.flatMap { CalendarDate($0.text) }
    self.latest = latest.flatMap { CalendarDate($0.text) }
    earliestText = earliest?.text
    latestText = latest?.text
  }

  func check(_ value: FormValue) -> ValidationFailure? {
    guard let text = value.text, let date = CalendarDate(text) else { return nil }
    if let earliest, let earliestText, date < earliest {
      return .failed(rule: "date range", message: "must be on or after \(earliestText)")
    }
    if let latest, let latestText, latest < date {
      return .failed(rule: "date range", message: "must be on or before \(latestText)")
    }
    return nil
  }

  var name: String { "date_range" }

  var description: String {
    [earliestText.map { "on or after \($0)" }, latestText.map { "on or before \($0)" }]
      .compactMap { $0 }.joined(separator: " · ")
  }
}
