/// The `time` kind (`TEXT`/`TIME`, our addition): a time of day on a 24-hour clock written
/// `HH:MM` or `HH:MM:SS`, sent as that string (null when empty). `set` refuses what is not
/// a time at once (`25:00`, `9:30`), saying which part is wrong; `min`/`max` times are
/// checked on validate. Times compare by value: `10:00` is `10:00:00`.
final class TimeKind: ReadingKind {
  typealias Reading = TimeOfDay
  var name: String { "time" }
  var spellings: [KindSpelling] { [KindSpelling(type: "TEXT", subtype: "TIME")] }
  var valueName: String { "a time" }
  var rangeBoundDescription: String { "a time written HH:MM or HH:MM:SS" }

  func summary(_ value: FormValue) -> String {
    guard let text = value.text, !text.isEmpty else { return "(empty)" }
    return TimeOfDay(text) == nil ? "\"" + text + "\"" : text
  }

  var sampleTexts: [String] { ["12:00", "09:30", "00:00", "23:59"] }
  var malformedSamples: [String] { ["25:00", "9:30"] }

  func acceptsDescription(id: String) -> String {
    "a time written HH:MM or HH:MM:SS on a 24-hour clock, such as 14:30 (set \(id)=…)"
  }
}

extension FieldKind {
  /// A time of day.
  public static let time = FieldKind(TimeKind())
}
