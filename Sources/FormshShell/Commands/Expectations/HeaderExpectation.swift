import FormshData
import FormshDomain
import FormshPresentation

/// `expect header NAME [not] PREDICATE` (`~ /REGEX/`, `== VALUE`, `exists`, … as `ResponseTest`
/// has them): the headers of that name of the last response a server gave. A value that is a
/// number in JSON's syntax is compared as one by `> >= < <=`, and by `== !=` with a number.
struct HeaderExpectation: Expectation, Equatable {
  static let word = "header"
  static let synopsis = "expect header NAME [not] PREDICATE (as expect response has them)"

  let name: String
  let test: ResponseTest

  init(_ arguments: Arguments) throws(ParseError) {
    guard arguments.count >= 3 else { throw arguments.usage("missing NAME and what to expect") }
    name = arguments[1]
    if let problem = HTTPHeader.problem(name: name) { throw arguments.usage(problem, at: 1) }
    test = try ResponseTest.parse(arguments, from: 2)
  }

  func judge(in context: RequestContext) throws(ShellError) {
    let response = try context.response(for: "header \(name)")
    let values = response.headers(named: name)
    let expected = "header \(name) \(test.description)"
    let shown = values.map { HTTPHeader.isSecret(name: name) ? Secret.mask : $0 }
    let quoted = shown.map { "\"\(TerminalText.sanitize($0))\"" }
    var found: String
    switch values.count {
    case 0: found = "no \(name) header"
    case 1: found = quoted[0]
    // As expect response says it: a predicate of one value does not hold of several.
    default: found = "\(values.count) values: " + quoted.joined(separator: ", ")
    }
    if test.counts { found = "\(values.count) \(name) header\(values.count == 1 ? "" : "s")" }
    try test.judge(
      values.map(JSONValue.string), expected: expected, found: found, numbersInText: true)
  }

  /// Names no field.
  var namedField: String? { nil }

  /// Judges the last response: a retry may re-send its request.
  static var readsResponse: Bool { true }
}
