/// A value a textual kind reads from its text and orders: a day (`CalendarDate`), a time of
/// day (`TimeOfDay`), a date-time (`DateTime`). The kind (`ReadingKind`) accepts, bounds,
/// compares and steps by it, and one rule (`ReadingRangeRule`) checks any of them.
protocol TextReading: Sendable {
  /// The value the text names, or `nil`.
  init?(reading text: String)
  /// Why text names no such value, for the refusal (`is not a time: …`); `nil` when it does.
  static func problem(with text: String) -> String?
  /// Whether this comes before `other`.
  func isBefore(_ other: Self) -> Bool
  /// Whether the two name the same value (`10:00` is `10:00:00`).
  func isSame(as other: Self) -> Bool
  /// The text one step before (`direction` < 0) or after a bound written `text`, in the
  /// smallest unit it shows (a day, a minute, a second), for `cases`.
  static func step(_ text: String, by direction: Int) -> String?
  /// The range rule's name (`date_range`), its title in a failure (`date range`), and the
  /// word before a bound in its message (`on`: "must be on or after 2026-01-01").
  static var range: (name: String, title: String, preposition: String) { get }
}

extension TextReading where Self: Comparable {
  func isBefore(_ other: Self) -> Bool { self < other }
  func isSame(as other: Self) -> Bool { self == other }
}

/// A textual kind whose values are readings (`TextReading`): the day, time and date-time
/// kinds. What it accepts, its bounds, how it compares and steps, and its range rule are the
/// reading's; it says what its value is called and how it is summarised.
protocol ReadingKind: TextualKind {
  associatedtype Reading: TextReading
  /// What a value is called where the input is of the wrong type: "a date".
  var valueName: String { get }
}

extension ReadingKind {
  var limits: Limits { [.range] }
  /// None: the text is checked against the calendar and the clock.
  var byteAccept: ByteAccept? { nil }

  func accept(_ input: consuming Input, for field: Field) throws(EditError) -> FormValue {
    let text: String
    switch input {
    case .text(let raw): text = raw
    case .null: return .text("")
    default: throw .wrongInput(field: field.id, expected: valueName, found: input.typeName)
    }
    if text.isEmpty { return .text("") }
    if let problem = Reading.problem(with: text) {
      throw .refused(field: field.id, reason: "\"\(text)\" \(problem)")
    }
    return .text(text)
  }

  func rangeBound(_ input: Input) -> RangeBound? {
    guard case .text(let text) = input, Reading(reading: text) != nil else { return nil }
    return RangeBound(text)
  }

  func orders(_ lhs: RangeBound, before rhs: RangeBound) -> Bool {
    guard let left = Reading(reading: lhs.text), let right = Reading(reading: rhs.text) else {
      return false
    }
    return left.isBefore(right)
  }

  func formatRules(_ constraints: Constraints) -> [any ValidationRule] {
    guard constraints.minimum != nil || constraints.maximum != nil else { return [] }
    return [
      ReadingRangeRule<Reading>(earliest: constraints.minimum, latest: constraints.maximum)
    ]
  }

  func payload(_ value: consuming FormValue, for field: Field) -> PayloadValue {
    guard let text = value.text, !text.isEmpty else { return .null }
    return .string(text)
  }

  func sameValue(_ lhs: FormValue, _ rhs: FormValue) -> Bool {
    guard let left = lhs.text.flatMap(Reading.init(reading:)),
      let right = rhs.text.flatMap(Reading.init(reading:))
    else { return lhs == rhs }
    return left.isSame(as: right)
  }

  func step(beyond bound: RangeBound, by direction: Int) -> String? {
    Reading.step(bound.text, by: direction)
  }
}

/// A reading lies within its earliest and latest values (either optional), compared as the
/// reading compares.
struct ReadingRangeRule<Reading: TextReading>: ValidationRule {
  let earliest: Reading?
  let latest: Reading?
  /// The bounds as the form wrote them, for messages.
  let earliestText: String?
  let latestText: String?

  init(earliest: RangeBound?, latest: RangeBound?) {
    self.earliest = earliest.flatMap { Reading(reading: $0.text) }
    self.latest = latest.flatMap { Reading(reading: $0.text) }
    earliestText = earliest?.text
    latestText = latest?.text
  }

  func check(_ value: FormValue) -> ValidationFailure? {
    guard let text = value.text, let reading = Reading(reading: text) else { return nil }
    let (title, word) = (Reading.range.title, Reading.range.preposition)
    if let earliest, let earliestText, reading.isBefore(earliest) {
      return .failed(rule: title, message: "must be \(word) or after \(earliestText)")
    }
    if let latest, let latestText, latest.isBefore(reading) {
      return .failed(rule: title, message: "must be \(word) or before \(latestText)")
    }
    return nil
  }

  var name: String { Reading.range.name }

  var description: String {
    let word = Reading.range.preposition
    return [
      earliestText.map { "\(word) or after \($0)" }, latestText.map { "\(word) or before \($0)" },
    ]
    .compactMap { $0 }.joined(separator: " · ")
  }
}
