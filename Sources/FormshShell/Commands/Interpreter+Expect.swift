import FormshData
import FormshDomain
import FormshPresentation

extension Interpreter {
  /// `expect …`: judges the current state (running the rules itself) and fails the run with
  /// what was expected and what was found.
  func expect(_ expectation: Expectation) throws(ShellError) {
    let failures = session.failures()
    switch expectation {
    case .valid:
      guard failures.isEmpty else {
        throw .expectation(expected: "the form to be valid", found: describe(failures))
      }
    case .invalid:
      guard !failures.isEmpty else {
        throw .expectation(expected: "the form to be invalid", found: "every rule passes")
      }
    case .submitted:
      guard session.lastSubmission != nil else {
        throw .expectation(expected: "a successful submit", found: "none since the form was loaded")
      }
    case .links(let count):
      let found = session.form.links.count
      guard found == count else {
        throw .expectation(expected: "\(count) links", found: "\(found)")
      }
    case .noError(let id):
      let field = try field(id)
      if let failure = failures.first(where: { $0.field == field.id }) {
        throw .expectation(expected: "no error on \(field.id)", found: "\"\(failure.message)\"")
      }
    case .error(let id, let match):
      let field = try field(id)
      guard let failure = failures.first(where: { $0.field == field.id }) else {
        throw .expectation(expected: "an error on \(field.id)", found: "none (the value passes every rule)")
      }
      try check(failure.message, against: match, field: field.id)
    case .value(let id, let expected):
      try expectValue(try field(id), expected)
    }
  }

  private func check(_ message: String, against match: MessageMatch?, field: FieldID)
    throws(ShellError)
  {
    switch match {
    case nil: return
    case .exact(let text):
      guard message == text else {
        throw .expectation(expected: "error \"\(text)\" on \(field)", found: "\"\(message)\"")
      }
    case .pattern(let pattern):
      let regex = try? Regex(pattern)
      guard let regex, (try? regex.firstMatch(in: message)) != nil else {
        throw .expectation(expected: "an error on \(field) matching /\(pattern)/", found: "\"\(message)\"")
      }
    }
  }

  private func expectValue(_ field: Field, _ expected: String) throws(ShellError) {
    let actual = session.value(of: field)
    let shown = ValueSummary.summary(actual, of: field)
    let wanted: FormValue
    do {
      wanted = try field.kind.behavior.accept(.text(expected), for: field)
    } catch {
      let what = field.kind == .secure ? "the expected value" : "\"\(expected)\""
      throw .expectation(
        expected: "\(field.id) = \(what), which the field could never hold (\(error.reason))",
        found: shown)
    }
    let same: Bool
    switch (wanted, actual) {
    case (.text(let left), .text(let right)) where field.kind == .number:
      same = left.isEmpty ? right.isEmpty : DecimalNumber(left) == DecimalNumber(right).map { $0 }
    case (.selection(let left), .selection(let right)): same = Set(left) == Set(right)
    default: same = wanted == actual
    }
    guard same else {
      let want = field.kind == .secure ? "the expected secret" : ValueSummary.summary(wanted, of: field)
      throw .expectation(expected: "\(field.id) = \(want)", found: shown)
    }
  }

  private func describe(_ failures: [FieldFailure]) -> String {
    let list = failures.map { "\($0.field) (\($0.message))" }.joined(separator: ", ")
    return failures.count == 1 ? "1 failing field: \(list)" : "\(failures.count) failing fields: \(list)"
  }
}
