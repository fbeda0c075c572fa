import FormshData
import Testing

/// `Retry-After` in seconds or as an HTTP date, in the three forms RFC 9110 names.
@Suite struct RetryAfterTests {
  static func response(_ headers: [(String, String)]) -> HTTPResponse {
    HTTPResponse(
      status: 429, reason: "", headers: headers.map { HTTPHeader(name: $0.0, value: $0.1) },
      body: [], url: "http://example.com/")
  }

  @Test(arguments: [
    ("Sun, 06 Nov 1994 08:49:37 GMT", 784_111_777.0),
    ("Sunday, 06-Nov-94 08:49:37 GMT", 784_111_777.0),
    ("Sun Nov  6 08:49:37 1994", 784_111_777.0),
    ("Thu, 01 Jan 1970 00:00:00 GMT", 0.0),
    ("Tue, 29 Feb 2028 23:59:59 GMT", 1_835_481_599.0),
  ])
  func httpDates(text: String, seconds: Double) {
    #expect(HTTPDate.parse(text) == seconds)
  }

  @Test(arguments: [
    "", "soon", "Sun, 06 Nov 1994", "Sun, 32 Nov 1994 08:49:37 GMT", "06 Foo 1994 08:49:37",
  ])
  func notDates(text: String) {
    #expect(HTTPDate.parse(text) == nil)
  }

  @Test func secondsOrADateCountedFromTheResponsesOwnDate() {
    #expect(RetryAfter.seconds(in: Self.response([("Retry-After", "120")])) == 120)
    #expect(RetryAfter.seconds(in: Self.response([("retry-after", " 0 ")])) == 0)
    #expect(RetryAfter.seconds(in: Self.response([])) == nil)
    #expect(RetryAfter.seconds(in: Self.response([("Retry-After", "-3")])) == nil)
    #expect(RetryAfter.seconds(in: Self.response([("Retry-After", "1.5")])) == nil)
    let dated = Self.response([
      ("Date", "Sun, 06 Nov 1994 08:49:37 GMT"), ("Retry-After", "Sun, 06 Nov 1994 08:50:07 GMT"),
    ])
    #expect(RetryAfter.seconds(in: dated) == 30)
    let past = Self.response([
      ("Date", "Sun, 06 Nov 1994 08:49:37 GMT"), ("Retry-After", "Sun, 06 Nov 1994 08:00:00 GMT"),
    ])
    #expect(RetryAfter.seconds(in: past) == 0)
  }
}
