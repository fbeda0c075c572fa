import FormshData

/// `expect status 201` or `expect status 2xx`: the status of the last response a server gave
/// (`submit --to`, `validate --remote`).
struct StatusExpectation: Expectation, Equatable {
  static let word = "status"
  static let synopsis = "expect status CODE|Nxx"

  /// `201`, or `2xx`.
  let pattern: String

  init(_ arguments: Arguments) throws(ParseError) {
    try arguments.expect(2, 2)
    let text = arguments[1].lowercased()
    let digits = text.unicodeScalars
    let valid =
      digits.count == 3 && ("1"..."5").contains(digits.first!)
      && (text.hasSuffix("xx") || digits.allSatisfy { ("0"..."9").contains($0) })
    guard valid else {
      throw arguments.usage(
        "a status is 3 digits (201) or a class (2xx), not \"\(arguments[1])\"", at: 1)
    }
    pattern = text
  }

  func judge(in shell: Interpreter) throws(ShellError) {
    let response = try shell.response(for: "status \(pattern)")
    let status = String(response.status)
    let holds = pattern.hasSuffix("xx") ? status.first == pattern.first : status == pattern
    guard holds else {
      throw .expectation(expected: "status \(pattern)", found: response.statusLine)
    }
  }

  /// Names no field.
  var namedField: String? { nil }
}
