/// HTTP dates (RFC 9110 §5.6.7) as seconds since 1970: the preferred
/// `Sun, 06 Nov 1994 08:49:37 GMT`, and the obsolete `Sunday, 06-Nov-94 08:49:37 GMT` and
/// `Sun Nov  6 08:49:37 1994` that a recipient must still take.
public enum HTTPDate {
  private static let months = [
    "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
  ]

  /// The date's seconds since 1970-01-01 00:00 UTC, or `nil` when the text is not an HTTP
  /// date.
  public static func parse(_ text: String) -> Double? {
    let tokens = text.split { $0 == " " || $0 == "," || $0 == "-" }
    var month: Int?
    var clock: [Int]?
    var numbers: [Substring] = []
    for token in tokens {
      if let index = months.firstIndex(of: token.lowercased()) {
        month = index + 1
      } else if token.contains(":") {
        let parts = token.split(separator: ":").compactMap { Int($0) }
        guard parts.count == 3 else { return nil }
        clock = parts
      } else if token.allSatisfy(\.isASCIIDigit) {
        numbers.append(token)
      }
    }
    // The day comes before the year in all three forms.
    guard let month, let clock, numbers.count == 2, let day = Int(numbers[0]),
      var year = Int(numbers[1]), (1...31).contains(day), clock[0] < 24, clock[1] < 60,
      clock[2] < 61
    else { return nil }
    if numbers[1].count == 2 { year += year < 70 ? 2000 : 1900 }
    let days = daysSince1970(year: year, month: month, day: day)
    return Double(days * 86_400 + clock[0] * 3600 + clock[1] * 60 + clock[2])
  }

  /// Days from 1970-01-01 to a date of the proleptic Gregorian calendar (Howard Hinnant's
  /// `days_from_civil`).
  static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
    let shifted = month <= 2 ? year - 1 : year
    let era = (shifted >= 0 ? shifted : shifted - 399) / 400
    let yearOfEra = shifted - era * 400
    let dayOfYear = (153 * ((month + 9) % 12) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }
}

extension Character {
  /// Whether this is one of the ASCII digits 0–9.
  fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
