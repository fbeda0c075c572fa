/// The `time` kind (`TEXT`/`TIME`, our addition): a time of day on a 24-hour clock written
/// `HH:MM` or `HH:MM:SS`, sent as that string (null when empty). `set` refuses what is not
/// a time at once (`25:00`, `9:30`), saying which part is wrong; `min`/`max` times are
/// checked on validate. Times compare by value: `10:00` is `10:00:00`.
final class TimeKind: TextualKind {
  var name: String { "time" }
  var spellings: [KindSpelling] { [KindSpelling(type: "TEXT", subtype: "TIME")] }
  var limits: Limits { [.range] }
  var rangeBoundDescription: String { "a time written HH:MM or HH:MM:SS" }
  /// None: a time's text is checked against the clock.
  var byteAccept: ByteAccept? { nil }

  func accept(_ input: consuming Input, for field: Field) throws(EditError) -> FormValue {
    let text: String
    switch input {
    case .text(let raw): text = raw
    case .null: return .text("")
    default: throw .wrongInput(field: field.id, expected: "a time", found: input.typeName)
    }
    if text.isEmpty { return .text("") }
    if let problem = TimeOfDay.problem(with: text) {
      throw .refused(field: field.id, reason: "\"\(text)\" \(problem)")
    }
    return .text(text)
  }

  func rangeBound(_ input: Input) -> RangeBound? {
    guard case .text(let text) = input, TimeOfDay(text) != nil else { return nil }
    return RangeBound(text)
  }

  func orders(_ lhs: RangeBound, before rhs: RangeBound) -> Bool {
    guard let left = TimeOfDay(lhs.text), let right = TimeOfDay(rhs.text) else { return false }
    return left < right
  }

  func formatRules(_ constraints: Constraints) -> [any ValidationRule] {
    guard constraints.minimum != nil || constraints.maximum != nil else { return [] }
    return [TimeRangeRule(earliest: constraints.minimum, latest: constraints.maximum)]
  }

  func payload(_ value: consuming FormValue, for field: Field) -> PayloadValue {
    guard let text = value.text, !text.isEmpty else { return .null }
    return .string(text)
  }

  func sameValue(_ lhs: FormValue, _ rhs: FormValue) -> Bool {
    guard let left = lhs.text.flatMap(TimeOfDay.init), let right = rhs.text.flatMap(TimeOfDay.init)
    else { return lhs == rhs }
    return left == right
  }

  func summary(_ value: FormValue) -> String {
    guard let text = value.text, !text.isEmpty else { return "(empty)" }
    return TimeOfDay(text) == nil ? "\"" + text + "\"" : text
  }

  var sampleTexts: [String] { ["12:00", "09:30", "00:00", "23:59"] }
  var malformedSamples: [String] { ["25:00", "9:30"] }

  func step(beyond bound: RangeBound, by direction: Int) -> String? {
    TimeOfDay.step(bound.text, by: direction)
  }

  func acceptsDescription(id: String) -> String {
    "a time written HH:MM or HH:MM:SS on a 24-hour clock, such as 14:30 (set \(id)=…)"
  }
}

extension FieldKind {
  /// A time of day.
  public static let time = FieldKind(TimeKind())
}
