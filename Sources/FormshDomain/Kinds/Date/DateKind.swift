/// The `date` kind (`TEXT`/`DATE`, our addition): a day written ISO 8601 `YYYY-MM-DD`, sent
/// as that string (null when empty). `set` refuses what is not a day of the calendar at once
/// (`2026-02-30`), as it refuses letters in a number; `min`/`max` dates are checked on
/// validate.
final class DateKind: ReadingKind {
  typealias Reading = CalendarDate
  var name: String { "date" }
  var spellings: [KindSpelling] { [KindSpelling(type: "TEXT", subtype: "DATE")] }
  var valueName: String { "a date" }
  var rangeBoundDescription: String { "a date written YYYY-MM-DD" }

  func summary(_ value: FormValue) -> String {
    guard let text = value.text, !text.isEmpty else { return "(empty)" }
    guard let date = CalendarDate(text) else { return "\"" + text + "\"" }
    return "\(text) (\(date.weekday))"
  }

  var sampleTexts: [String] { ["2026-06-15", "2000-01-01"] }
  var malformedSamples: [String] { ["2026-02-30", "03/12/2026"] }

  func acceptsDescription(id: String) -> String {
    "a date written YYYY-MM-DD, such as 2026-12-03 (set \(id)=…)"
  }
}

extension FieldKind {
  /// A day of the calendar.
  public static let date = FieldKind(DateKind())
}
