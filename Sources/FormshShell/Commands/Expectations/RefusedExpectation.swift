import FormshDomain
import FormshPresentation

/// `expect refused EDIT`: the edit of a field (any `EditCommand` naming one) is refused, as
/// `set` refuses letters in a number. It is tried on a
/// copy of the session: the form is left as it was either way.
struct RefusedExpectation: Expectation {
  static let word = "refused"
  static let synopsis = "expect refused EDIT"

  let edit: any EditCommand

  init(_ edit: any EditCommand) { self.edit = edit }

  init(_ arguments: Arguments) throws(ParseError) {
    guard arguments.count >= 2 else {
      throw arguments.usage("missing the edit that should be refused")
    }
    let command = try CommandTable.make(
      from:
        CommandWords(words: Array(arguments.words.dropFirst()), source: arguments.rest(from: 1)))
    guard let edit = command as? any EditCommand, edit.fieldID != nil else {
      let edits = CommandTable.edits
      let list = edits.dropLast().joined(separator: ", ") + " or " + (edits.last ?? "")
      throw arguments.usage("expect refused takes \(list) of a field", at: 1)
    }
    if let lacking = edit.incompleteness { throw arguments.usage(lacking, at: 1) }
    self.edit = edit
  }

  func judge(in context: FormContext) throws(ShellError) {
    guard let id = edit.fieldID else { return }
    let field = try context.form.field(id)
    var copy = context.form.session
    do {
      try edit.apply(to: &copy)
    } catch {
      return
    }
    let value = ValueSummary.summary(copy.value(of: field), of: field)
    throw .expectation(
      expected: "\(edit.display(secret: field.kind.isSecret)) to be refused",
      found: "it accepted (\(field.id) = \(value))")
  }

  /// The field of the edit it wraps, if one.
  var namedField: String? { edit.fieldID }

  func masked(isSecret: (String) -> Bool) -> MaskedCommand? {
    guard let inner = edit.masked(isSecret: isSecret) else { return nil }
    return MaskedCommand(shown: "expect refused " + inner.shown, history: nil)
  }

  static func complete(_ words: [String], _ current: String, _ completer: Completer)
    -> Completion
  {
    if words.count == 3 {
      return completer.offer(CommandTable.edits, current, suffix: " ")
    }
    return completer.complete(words.dropFirst(2).joined(separator: " "))
  }
}

extension RefusedExpectation: Equatable {
  static func == (lhs: RefusedExpectation, rhs: RefusedExpectation) -> Bool {
    lhs.edit.isSame(as: rhs.edit)
  }
}
