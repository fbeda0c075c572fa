/// A date and time written as RFC 3339 says, `YYYY-MM-DDTHH:MM[:SS][Z|±HH:MM]`: a
/// `CalendarDate`, `T` (or `t`), a `TimeOfDay` and an optional offset from UTC (`Z`, `z` or
/// `±HH:MM`). Without an offset it is a local wall time.
///
/// Two date-times that both carry an offset compare as instants (`10:00+02:00` is
/// `08:00Z`); when either lacks one, they compare as wall times, offsets ignored, since a
/// local time names no instant.
struct DateTime: Sendable {
  let date: CalendarDate
  let time: TimeOfDay
  /// Seconds east of UTC; `nil` when the text gives no offset.
  let offset: Int?
  /// The halves as written, for a step past a bound that keeps the bound's shape.
  let dateText: String
  let offsetText: String

  static let shape = "is not a date-time written YYYY-MM-DDTHH:MM[:SS][Z|±HH:MM]"

  /// Why text is not a date-time, for the refusal; `nil` when it is one.
  static func problem(with text: String) -> String? {
    switch parse(text) {
    case .success: nil
    case .failure(let reason): reason.text
    }
  }

  /// The date-time the text names, or `nil`.
  init?(_ text: String) {
    guard case .success(let value) = DateTime.parse(text) else { return nil }
    self = value
  }

  private init(
    date: CalendarDate, time: TimeOfDay, offset: Int?, dateText: String, offsetText: String
  ) {
    self.date = date
    self.time = time
    self.offset = offset
    self.dateText = dateText
    self.offsetText = offsetText
  }

  /// Seconds since 1970-01-01T00:00 on the wall clock, the offset ignored.
  var wallSeconds: Int { date.daysSince1970 * 86400 + time.seconds }

  /// Whether this comes before `other`: as instants when both carry an offset, else as
  /// wall times.
  func isBefore(_ other: DateTime) -> Bool {
    key(against: other) < other.key(against: self)
  }

  /// Whether the two name the same moment, by the rule of `isBefore`.
  func isSameMoment(as other: DateTime) -> Bool {
    key(against: other) == other.key(against: self)
  }

  /// What this compares by against `other`: the instant when both carry an offset, else the
  /// wall time.
  private func key(against other: DateTime) -> Int {
    guard let offset, other.offset != nil else { return wallSeconds }
    return wallSeconds - offset
  }

  private struct Reason: Error {
    let text: String

    static let shape = Reason(text: DateTime.shape)

    static func because(_ detail: String) -> Reason {
      Reason(text: "is not a date-time: " + detail)
    }
  }

  /// The date half (ten bytes), `T`, the time half up to the offset, the offset.
  private static func parse(_ text: String) -> Result<DateTime, Reason> {
    let bytes = Array(text.utf8)
    guard bytes.count >= 10 else { return .failure(.shape) }
    let dateText = String(decoding: bytes[0..<10], as: UTF8.self)
    if let detail = CalendarDate.dayProblem(with: dateText) { return .failure(.because(detail)) }
    guard let date = CalendarDate(dateText) else { return .failure(.shape) }
    guard bytes.count > 10 else {
      return .failure(.because("the time is missing (YYYY-MM-DDTHH:MM)"))
    }
    guard bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: "t") else {
      if bytes[10] == UInt8(ascii: " ") {
        return .failure(.because("the date and the time are joined by T, not a space"))
      }
      return .failure(.shape)
    }
    let signs: [UInt8] = [
      UInt8(ascii: "Z"), UInt8(ascii: "z"), UInt8(ascii: "+"), UInt8(ascii: "-"),
    ]
    let offsetStart = bytes[11...].firstIndex { signs.contains($0) } ?? bytes.count
    let timeText = String(decoding: bytes[11..<offsetStart], as: UTF8.self)
    if let detail = TimeOfDay.timeProblem(with: timeText) { return .failure(.because(detail)) }
    guard let time = TimeOfDay(timeText) else { return .failure(.shape) }
    let offsetText = String(decoding: bytes[offsetStart...], as: UTF8.self)
    switch offset(offsetText) {
    case .success(let offset):
      return .success(
        DateTime(
          date: date, time: time, offset: offset, dateText: dateText, offsetText: offsetText))
    case .failure(let reason): return .failure(reason)
    }
  }

  /// Seconds east of UTC of `Z`, `z` or `±HH:MM`; `nil` for no offset at all.
  private static func offset(_ text: String) -> Result<Int?, Reason> {
    if text.isEmpty { return .success(nil) }
    if text == "Z" || text == "z" { return .success(0) }
    guard let sign = text.first, sign == "+" || sign == "-" else {
      return .failure(.because("the offset \(text) is not written Z or ±HH:MM"))
    }
    switch TimeOfDay.parse(text.dropFirst()) {
    case .success(let time) where !time.hasSeconds:
      return .success(sign == "-" ? -time.seconds : time.seconds)
    case .failure(.hours):
      return .failure(.because("offset \(text) is not an offset: hours run from 00 to 23"))
    case .failure(.minutes):
      return .failure(.because("offset \(text) is not an offset: minutes run from 00 to 59"))
    default:
      return .failure(.because("the offset \(text) is not written Z or ±HH:MM"))
    }
  }

  /// The date-time one unit (a minute, or a second when the text gave seconds) before
  /// (`direction` -1) or after (+1), written in the same shape with the same offset; `nil`
  /// past the calendar's ends.
  static func step(_ text: String, by direction: Int) -> String? {
    guard let value = DateTime(text) else { return nil }
    var seconds = value.time.seconds + direction * (value.time.hasSeconds ? 1 : 60)
    var dateText: String? = value.dateText
    if seconds < 0 {
      seconds += 86400
      dateText = CalendarDate.dayBefore(value.dateText)
    } else if seconds >= 86400 {
      seconds -= 86400
      dateText = CalendarDate.dayAfter(value.dateText)
    }
    guard let dateText else { return nil }
    return dateText + "T" + TimeOfDay.write(seconds, withSeconds: value.time.hasSeconds)
      + value.offsetText
  }
}
