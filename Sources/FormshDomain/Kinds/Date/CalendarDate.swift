/// A day of the Gregorian calendar written as ISO 8601 `YYYY-MM-DD`, years 0001 to 9999.
/// Only real days parse: `2026-02-30` and `2025-02-29` are not dates, `2024-02-29` is.
/// Written with exactly four, two and two digits, dates order as their text does.
struct CalendarDate: Sendable, Comparable {
  let year: Int
  let month: Int
  let day: Int

  private static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]
  private static let dayNames = [
    "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
  ]

  /// Why text is not a date, for the refusal; `nil` when it is one.
  static func problem(with text: String) -> String? {
    switch parse(text) {
    case .success: nil
    case .failure(let reason): reason.text
    }
  }

  /// Why the date half of a date-time is not a day, after "is not a date-time: " ("February
  /// 2026 has 28 days"); `nil` when it is one, or when it is not even written YYYY-MM-DD
  /// (the date-time then says which shape it wants).
  static func dayProblem(with text: String) -> String? {
    switch parse(text) {
    case .success, .failure(.shape): nil
    case .failure(let reason): reason.detail
    }
  }

  /// The date the text names, or `nil`.
  init?(_ text: String) {
    guard case .success(let date) = CalendarDate.parse(text) else { return nil }
    self = date
  }

  private init(year: Int, month: Int, day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  /// Why text is not a date.
  private enum Reason: Error {
    case shape
    case yearZero
    case month(Int)
    case day(month: String, year: Int, length: Int)

    /// The refusal of a date: "has month 13; months run from 01 to 12".
    var text: String {
      switch self {
      case .shape: "is not a date written YYYY-MM-DD"
      case .yearZero: "has no year 0000"
      case .month(let month): "has month \(month); months run from 01 to 12"
      case .day: "is not a date: " + detail
      }
    }

    /// The reason alone, for a date-time's refusal: "February 2026 has 28 days".
    var detail: String {
      switch self {
      case .shape: "the date is not written YYYY-MM-DD"
      case .yearZero: "there is no year 0000"
      case .month(let month): "there is no month \(month); months run from 01 to 12"
      case .day(let month, let year, let length): "\(month) \(year) has \(length) days"
      }
    }
  }

  private static func parse(_ text: String) -> Result<CalendarDate, Reason> {
    let bytes = Array(text.utf8)
    let dashes = [4, 7]
    let digits = [0, 1, 2, 3, 5, 6, 8, 9]
    guard bytes.count == 10, dashes.allSatisfy({ bytes[$0] == UInt8(ascii: "-") }),
      digits.allSatisfy({ bytes[$0] >= 0x30 && bytes[$0] <= 0x39 })
    else { return .failure(.shape) }
    func number(_ range: Range<Int>) -> Int {
      range.reduce(0) { $0 * 10 + Int(bytes[$1] - 0x30) }
    }
    let (year, month, day) = (number(0..<4), number(5..<7), number(8..<10))
    guard year >= 1 else { return .failure(.yearZero) }
    guard (1...12).contains(month) else { return .failure(.month(month)) }
    let length = days(in: month, of: year)
    guard (1...length).contains(day) else {
      return .failure(.day(month: monthNames[month - 1], year: year, length: length))
    }
    return .success(CalendarDate(year: year, month: month, day: day))
  }

  static func isLeap(_ year: Int) -> Bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  }

  static func days(in month: Int, of year: Int) -> Int {
    switch month {
    case 2: isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Days since 1970-01-01 (negative before it), for comparing instants: Howard Hinnant's
  /// `days_from_civil` on the proleptic Gregorian calendar.
  var daysSince1970: Int {
    let y = month <= 2 ? year - 1 : year
    let era = y / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146097 + dayOfEra - 719468
  }

  /// The day of the week, in English.
  var weekday: String {
    // Sakamoto's method: 0 is Sunday.
    let offsets = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
    let y = month < 3 ? year - 1 : year
    let index = (y + y / 4 - y / 100 + y / 400 + offsets[month - 1] + day) % 7
    return CalendarDate.dayNames[index]
  }

  static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }
}
