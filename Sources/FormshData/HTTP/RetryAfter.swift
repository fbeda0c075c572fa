import FormshDomain

import FormshPlatform

/// What a response's `Retry-After` header asks (RFC 9110 §10.2.3): a number of seconds, or an
/// HTTP date to wait until.
public enum RetryAfter {
  /// The seconds the response asks to wait before the next request, or `nil` when it has no
  /// `Retry-After` or one that is neither a number of seconds nor an HTTP date. A date is
  /// counted from the response's own `Date` header when it has one (so that the two clocks
  /// agree), else from the local clock; a date in the past means 0.
  public static func seconds(in response: HTTPResponse) -> Double? {
    guard let value = response.header("Retry-After") else { return nil }
    let text = value.trimmingWhitespace()
    if !text.isEmpty, text.utf8.allSatisfy({ (48...57).contains($0) }) {
      return Double(text.prefix(9))
    }
    guard let until = HTTPDate.parse(text) else { return nil }
    let now = response.header("Date").flatMap(HTTPDate.parse) ?? WallClock.now()
    return max(0, until - now)
  }
}
