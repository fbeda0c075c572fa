import FormshData

/// `expect status 201`, `expect status 2xx` or `expect status 201,202` (`200,3xx`): the status
/// of the last response a server gave (`get`, `submit --to`, `validate --remote`).
struct StatusExpectation: Expectation, Equatable {
  static let word = "status"
  static let synopsis = "expect status CODE|Nxx[,CODE|Nxx…]"

  /// `201`, `2xx` or `201,202`.
  let pattern: StatusPattern

  init(_ arguments: Arguments) throws(ParseError) {
    try arguments.expect(2, Int.max)
    // `201, 202` as typed with a space reads as `201,202`.
    let text = arguments.words.dropFirst().map(\.text).joined()
    guard let pattern = StatusPattern(text) else {
      throw arguments.usage(StatusPattern.problem(arguments.rest(from: 1)), at: 1)
    }
    self.pattern = pattern
  }

  func judge(in shell: Interpreter) throws(ShellError) {
    let response = try shell.response(for: "status \(pattern.text)")
    guard pattern.matches(response.status) else {
      throw .expectation(expected: "status \(pattern.text)", found: response.statusLine)
    }
  }

  /// Names no field.
  var namedField: String? { nil }

  /// Judges the last response: a retry may re-send its request.
  static var readsResponse: Bool { true }
}
