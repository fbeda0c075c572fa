/// The `date` kind (`TEXT`/`DATE`, our addition): a day written ISO 8601 `YYYY-MM-DD`, sent
/// as that string (null when empty). `set` refuses what is not a day of the calendar at once
/// (`2026-02-30`), as it refuses letters in a number; `min`/`max` dates are checked on
/// validate.
final class DateKind: TextualKind {
  var name: String { "date" }
  var spellings: [KindSpelling] { [KindSpelling(type: "TEXT", subtype: "DATE")] }
  var limits: Limits { [.range] }
  var rangeBoundDescription: String { "a date written YYYY-MM-DD" }
  /// None: a date's text is checked against the calendar.
  var byteAccept: ByteAccept? { nil }

  func accept(_ input: consuming Input, for field: Field) throws(EditError) -> FormValue {
    let text: String
    switch input {
    case .text(let raw): text = raw
    case .null: return .text("")
    default: throw .wrongInput(field: field.id, expected: "a date", found: input.typeName)
    }
    if text.isEmpty { return .text("") }
    if let problem = CalendarDate.problem(with: text) {
      throw .refused(field: field.id, reason: "\"\(text)\" \(problem)")
    }
    return .text(text)
  }

  func rangeBound(_ input: Input) -> RangeBound? {
    guard case .text(let text) = input, CalendarDate(text) != nil else { return nil }
    return RangeBound(text)
  }

  func orders(_ lhs: RangeBound, before rhs: RangeBound) -> Bool {
    guard let left = CalendarDate(lhs.text), let right = CalendarDate(rhs.text) else {
      return false
    }
    return left < right
  }

  func formatRules(_ constraints: Constraints) -> [any ValidationRule] {
    guard constraints.minimum != nil || constraints.maximum != nil else { return [] }
    return [DateRangeRule(earliest: constraints.minimum, latest: constraints.maximum)]
  }

  func payload(_ value: consuming FormValue, for field: Field) -> PayloadValue {
    guard let text = value.text, !text.isEmpty else { return .null }
    return .string(text)
  }

  func summary(_ value: FormValue) -> String {
    guard let text = value.text, !text.isEmpty else { return "(empty)" }
    guard let date = CalendarDate(text) else { return "\"" + text + "\"" }
    return "\(text) (\(date.weekday))"
  }

  var sampleTexts: [String] { ["2026-06-15", "2000-01-01"] }
  var malformedSamples: [String] { ["2026-02-30", "03/12/2026"] }

  func step(beyond bound: RangeBound, by direction: Int) -> String? {
    direction < 0 ? CalendarDate.dayBefore(bound.text) : CalendarDate.dayAfter(bound.text)
  }

  func acceptsDescription(id: String) -> String {
    "a date written YYYY-MM-DD, such as 2026-12-03 (set \(id)=…)"
  }
}

extension FieldKind {
  /// A day of the calendar.
  public static let date = FieldKind(DateKind())
}
