import FormshData

/// `expect status 201` or `expect status 2xx`: the status of the last response a server gave
/// (`submit --to`, `validate --remote`).
struct StatusExpectation: Expectation, Equatable {
  static let word = "status"
  static let synopsis = "expect status CODE|Nxx"

  /// `201`, or `2xx`.
  let pattern: StatusPattern

  init(_ arguments: Arguments) throws(ParseError) {
    try arguments.expect(2, 2)
    guard let pattern = StatusPattern(arguments[1]) else {
      throw arguments.usage(StatusPattern.problem(arguments[1]), at: 1)
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
}
