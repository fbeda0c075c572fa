extension CalendarDate {
  /// The day before, written YYYY-MM-DD; `nil` before 0001-01-01.
  static func dayBefore(_ text: String) -> String? {
    guard let date = CalendarDate(text) else { return nil }
    if date.day > 1 { return write(date.year, date.month, date.day - 1) }
    if date.month > 1 {
      return write(date.year, date.month - 1, days(in: date.month - 1, of: date.year))
    }
    return date.year > 1 ? write(date.year - 1, 12, 31) : nil
  }

  /// The day after, written YYYY-MM-DD; `nil` after 9999-12-31.
  static func dayAfter(_ text: String) -> String? {
    guard let date = CalendarDate(text) else { return nil }
    if date.day < days(in: date.month, of: date.year) {
      return write(date.year, date.month, date.day + 1)
    }
    if date.month < 12 { return write(date.year, date.month + 1, 1) }
    return date.year < 9999 ? write(date.year + 1, 1, 1) : nil
  }

  private static func write(_ year: Int, _ month: Int, _ day: Int) -> String {
    func padded(_ value: Int, _ width: Int) -> String {
      let digits = String(value)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    return padded(year, 4) + "-" + padded(month, 2) + "-" + padded(day, 2)
  }
}
