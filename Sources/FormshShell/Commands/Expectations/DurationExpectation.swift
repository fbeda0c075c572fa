import FormshData
import FormshDomain

/// `expect duration < MS` (or `<=`, `>`, `>=`, each negatable with `not`): how long the last
/// request took, in milliseconds, as the HTTP client measured it around the transfer.
struct DurationExpectation: Expectation, Equatable {
  static let word = "duration"
  static let synopsis = "expect duration < MS | <= MS | > MS | >= MS"

  /// A comparison, or `not` one.
  let test: ResponseTest

  init(_ arguments: Arguments) throws(ParseError) {
    guard arguments.count >= 2 else { throw arguments.usage("missing < MS, <= MS, > MS or >= MS") }
    test = try ResponseTest.parse(arguments, from: 1)
    guard DurationExpectation.compares(test) else {
      throw arguments.usage("expect duration takes < MS, <= MS, > MS or >= MS", at: 1)
    }
  }

  /// Whether a test is a comparison, or `not` one.
  private static func compares(_ test: ResponseTest) -> Bool {
    switch test {
    case .compare: true
    case .not(let test): compares(test)
    default: false
    }
  }

  func judge(in context: RequestContext) throws(ShellError) {
    let expected = "duration \(test.description) ms"
    let response = try context.response(for: expected)
    let milliseconds = Int((response.duration * 1000).rounded())
    let request =
      context.http.lastRequest.map { " (\($0.method) \(HTTPRequest.shown($0.url)))" } ?? ""
    try test.judge(
      [.number(String(milliseconds))], expected: expected,
      found: context.secrets.scrub("\(milliseconds) ms" + request))
  }

  /// Names no field.
  var namedField: String? { nil }

  /// Judges the last response: a retry may re-send its request.
  static var readsResponse: Bool { true }
}
