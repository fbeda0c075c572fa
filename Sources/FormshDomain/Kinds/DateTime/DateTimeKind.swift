/// The `datetime` kind (`TEXT`/`DATETIME`, our addition): a date and time written as RFC 3339
/// says, `YYYY-MM-DDTHH:MM[:SS][Z|±HH:MM]`, sent as that string (null when empty). `set`
/// refuses what is not one at once, saying which part is wrong (`2026-02-30T10:00`: February
/// 2026 has 28 days); `min`/`max` date-times are checked on validate. Two date-times with
/// offsets compare as instants; when either has none, as wall times (`DateTime`).
final class DateTimeKind: ReadingKind {
  typealias Reading = DateTime
  var name: String { "datetime" }
  var spellings: [KindSpelling] { [KindSpelling(type: "TEXT", subtype: "DATETIME")] }
  var valueName: String { "a date-time" }
  var rangeBoundDescription: String { "a date-time written YYYY-MM-DDTHH:MM[:SS][Z|±HH:MM]" }

  func summary(_ value: FormValue) -> String {
    guard let text = value.text, !text.isEmpty else { return "(empty)" }
    guard let moment = DateTime(text) else { return "\"" + text + "\"" }
    return "\(text) (\(moment.date.weekday)\(moment.offset == nil ? ", local time" : ""))"
  }

  var sampleTexts: [String] { ["2026-06-15T12:00", "2026-06-15T09:30:00Z"] }
  var malformedSamples: [String] { ["2026-02-30T10:00", "2026-06-15T25:00"] }

  func acceptsDescription(id: String) -> String {
    "a date-time written YYYY-MM-DDTHH:MM[:SS][Z|±HH:MM], such as 2026-12-03T14:30+01:00 "
      + "(set \(id)=…)"
  }
}

extension FieldKind {
  /// A date and time, with or without an offset from UTC.
  public static let dateTime = FieldKind(DateTimeKind())
}
