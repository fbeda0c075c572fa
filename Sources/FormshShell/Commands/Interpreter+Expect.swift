import FormshData
import FormshDomain
import FormshPresentation

extension Interpreter {
  /// `expect …`: judges the current state (running the rules itself) and fails the run with
  /// what was expected and what was found. At the prompt, one that holds says `ok`.
  func expect(_ expectation: Expectation) throws(ShellError) {
    try judge(expectation)
    if settings.interactive { console.print("ok\n") }
  }

  private func judge(_ expectation: Expectation) throws(ShellError) {
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
        throw .expectation(expected: count == 1 ? "1 link" : "\(count) links", found: "\(found)")
      }
    case .noError(let id):
      let field = try field(id)
      if let failure = failures.first(where: { $0.field == field.id }) {
        throw .expectation(expected: "no error on \(field.id)", found: "\"\(failure.message)\"")
      }
    case .error(let id, let match):
      let field = try field(id)
      guard let failure = failures.first(where: { $0.field == field.id }) else {
        throw .expectation(
          expected: "an error on \(field.id)", found: "none (the value passes every rule)")
      }
      try check(failure.message, against: match, field: field.id)
    case .value(let id, let expected):
      try expectValue(try field(id), expected)
    case .refused(let edit):
      try expectRefused(edit)
    }
  }

  /// Tries the edit on a copy of the session: the form is left as it was either way.
  private func expectRefused(_ edit: Command) throws(ShellError) {
    guard let id = edit.fieldID else { return }
    let field = try field(id)
    var copy = session
    do throws(EditError) {
      switch edit {
      case .set(_, let value?): try copy.set(id, .text(value))
      case .select(_, let change): try copy.select(id, change)
      case .toggle: try copy.toggle(id)
      case .check(_, let on): try copy.check(id, on)
      case .clear: try copy.clear(id)
      case .reset: try copy.reset(id)
      default: return
      }
    } catch {
      return
    }
    let value = ValueSummary.summary(copy.value(of: field), of: field)
    throw .expectation(
      expected: "\(Interpreter.describe(edit, secure: field.kind.isSecret)) to be refused",
      found: "it accepted (\(field.id) = \(value))")
  }

  /// An edit as it would be typed, a secure value masked.
  static func describe(_ edit: Command, secure: Bool) -> String {
    switch edit {
    case .set(let id, let value): return "set \(id)=" + (secure ? Secret.mask : value ?? "")
    case .select(let id, .exactly(let ids)): return "select \(id) " + ids.joined(separator: ",")
    case .select(let id, .add(let ids)): return "select \(id) +" + ids.joined(separator: ",")
    case .select(let id, .remove(let ids)): return "select \(id) -" + ids.joined(separator: ",")
    case .toggle(let id): return "toggle \(id)"
    case .check(let id, let on): return (on ? "check " : "uncheck ") + id
    case .clear(let id): return "clear \(id)"
    case .reset(let id): return "reset" + (id.map { " " + $0 } ?? "")
    default: return "that"
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
        throw .expectation(
          expected: "an error on \(field) matching /\(pattern)/", found: "\"\(message)\"")
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
      let what = field.kind.isSecret ? "the expected value" : "\"\(expected)\""
      throw .expectation(
        expected: "\(field.id) = \(what), which the field could never hold (\(error.reason))",
        found: shown)
    }
    guard field.kind.behavior.sameValue(wanted, actual) else {
      let want =
        field.kind.isSecret ? "the expected secret" : ValueSummary.summary(wanted, of: field)
      throw .expectation(expected: "\(field.id) = \(want)", found: shown)
    }
  }

  private func describe(_ failures: [FieldFailure]) -> String {
    let list = failures.map { "\($0.field) (\($0.message))" }.joined(separator: ", ")
    return failures.count == 1
      ? "1 failing field: \(list)" : "\(failures.count) failing fields: \(list)"
  }
}
