/// The `datetime` kind (`TEXT`/`DATETIME`, our addition): a date and time written as RFC 3339
/// says, `YYYY-MM-DDTHH:MM[:SS][Z|±HH:MM]`, sent as that string (null when empty). `set`
/// refuses what is not one at once, saying which part is wrong (`2026-02-30T10:00`: February
/// 2026 has 28 days); `min`/`max` date-times are checked on validate. Two date-times with
/// offsets compare as instants; when either has none, as wall times (`DateTime`).
final class DateTimeKind: TextualKind {
  var name: String { "datetime" }
  var spellings: [KindSpelling] { [KindSpelling(type: "TEXT", subtype: "DATETIME")] }
  var limits: Limits { [.range] }
  var rangeBoundDescription: String { "a date-time written YYYY-MM-DDTHH:MM[:SS][Z|±HH:MM]" }
  /// None: a date-time's text is checked against the calendar and the clock.
  var byteAccept: ByteAccept? { nil }

  func accept(_ input: consuming Input, for field: Field) throws(EditError) -> FormValue {
    let text: String
    switch input {
    case .text(let raw): text = raw
    case .null: return .text("")
    default: throw .wrongInput(field: field.id, expected: "a date-time", found: input.typeName)
    }
    if text.isEmpty { return .text("") }
    if let problem = DateTime.problem(with: text) {
      throw .refused(field: field.id, reason: "\"\(text)\" \(problem)")
    }
    return .text(text)
  }

  func rangeBound(_ input: Input) -> RangeBound? {
    guard case .text(let text) = input, DateTime(text) != nil else { return nil }
    return RangeBound(text)
  }

  func orders(_ lhs: RangeBound, before rhs: RangeBound) -> Bool {
    guard let left = DateTime(lhs.text), let right = DateTime(rhs.text) else { return false }
    return left.isBefore(right)
  }

  func formatRules(_ constraints: Constraints) -> [any ValidationRule] {
    guard constraints.minimum != nil || constraints.maximum != nil else { return [] }
    return [DateTimeRangeRule(earliest: constraints.minimum, latest: constraints.maximum)]
  }

  func payload(_ value: consuming FormValue, for field: Field) -> PayloadValue {
    guard let text = value.text, !text.isEmpty else { return .null }
    return .string(text)
  }

  func sameValue(_ lhs: FormValue, _ rhs: FormValue) -> Bool {
    guard let left = lhs.text.flatMap(DateTime.init), let right = rhs.text.flatMap(DateTime.init)
    else { return lhs == rhs }
    return left.isSameMoment(as: right)
  }

  func summary(_ value: FormValue) -> String {
    guard let text = value.text, !text.isEmpty else { return "(empty)" }
    guard let moment = DateTime(text) else { return "\"" + text + "\"" }
    return "\(text) (\(moment.date.weekday)\(moment.offset == nil ? ", local time" : ""))"
  }

  var sampleTexts: [String] { ["2026-06-15T12:00", "2026-06-15T09:30:00Z"] }
  var malformedSamples: [String] { ["2026-02-30T10:00", "2026-06-15T25:00"] }

  func step(beyond bound: RangeBound, by direction: Int) -> String? {
    DateTime.step(bound.text, by: direction)
  }

  func acceptsDescription(id: String) -> String {
    "a date-time written YYYY-MM-DDTHH:MM[:SS][Z|±HH:MM], such as 2026-12-03T14:30+01:00 "
      + "(set \(id)=…)"
  }
}

extension FieldKind {
  /// A date and time, with or without an offset from UTC.
  public static let dateTime = FieldKind(DateTimeKind())
}
