import FormshData
import FormshDomain
import FormshPresentation

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
      throw .expectation(
        expected: "status \(pattern.text)",
        found: response.statusLine + Self.errorsInBrief(of: response, in: shell))
    }
  }

  /// The most field errors of a refusal a failure line names; the others are counted.
  static let errorsShown = 3

  /// What a refusal's body says, in brief, after its status line: ` (email: has already
  /// been taken; age: must be at least 18; +2 more)`, each field's first message in the
  /// form's order, then the form's own, secrets masked; empty when it names none.
  static func errorsInBrief(of response: HTTPResponse, in shell: Interpreter) -> String {
    guard !response.isSuccess,
      let errors = ServerErrorMapper.map(response.body, form: shell.session.form), !errors.isEmpty
    else { return "" }
    let pairs = errors.firstMessages(in: shell.session.form, shell.secrets.scrub)
    var shown = pairs.prefix(errorsShown).map { field, message in
      TerminalText.sanitize(
        field == CrossFieldRule.formWide ? message : "\(field): \(message)")
    }
    if pairs.count > errorsShown { shown.append("+\(pairs.count - errorsShown) more") }
    return " (" + shown.joined(separator: "; ") + ")"
  }

  /// Names no field.
  var namedField: String? { nil }

  /// Judges the last response: a retry may re-send its request.
  static var readsResponse: Bool { true }
}
