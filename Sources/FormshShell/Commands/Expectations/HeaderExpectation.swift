import FormshData
import FormshDomain
import FormshPresentation

/// `expect header NAME ~ /REGEX/`, `expect header NAME == VALUE`, `expect header NAME exists`:
/// a header of the last response a server gave.
struct HeaderExpectation: Expectation, Equatable {
  static let word = "header"
  static let synopsis = "expect header NAME ~ /REGEX/ | == VALUE | exists"

  let name: String
  let test: ResponseTest

  init(_ arguments: Arguments) throws(ParseError) {
    guard arguments.count >= 3 else { throw arguments.usage("missing NAME and what to expect") }
    name = arguments[1]
    if let problem = HTTPHeader.problem(name: name) { throw arguments.usage(problem, at: 1) }
    test = try ResponseTest.parse(arguments, from: 2, allowingCount: false)
  }

  func judge(in shell: Interpreter) throws(ShellError) {
    let response = try shell.response(for: "header \(name)")
    let values = response.headers(named: name)
    let expected = "header \(name) \(test.description)"
    let shown = values.map { HTTPHeader.isSecret(name: name) ? Secret.mask : $0 }
    try test.judge(
      values.map(JSONValue.string), expected: expected,
      found: values.isEmpty
        ? "no \(name) header"
        : shown.map { "\"\(TerminalText.sanitize($0))\"" }.joined(separator: ", "))
  }

  /// Names no field.
  var namedField: String? { nil }
}
