import FormshDomain
import FormshPresentation

/// `expect value FIELD = VALUE`: the field holds this value, compared as its kind compares
/// (numbers as numbers, selections as sets, booleans by any spelling).
struct ValueExpectation: Expectation, Equatable {
  static let word = "value"
  static let synopsis = "expect value FIELD = VALUE"

  let field: String
  let expected: String

  init(field: String, expected: String) {
    self.field = field
    self.expected = expected
  }

  init(_ arguments: Arguments) throws(ParseError) {
    let rest = Arguments(
      spec: arguments.spec, words: Array(arguments.words.dropFirst()), column: arguments.column)
    let (field, value) = try rest.assignment()
    guard let value else { throw arguments.usage("missing '= VALUE'") }
    self.field = field
    expected = value
  }

  func judge(in shell: Interpreter) throws(ShellError) {
    let field = try shell.field(self.field)
    let kind = field.kind.behavior
    let actual = shell.session.value(of: field)
    let shown = ValueSummary.summary(actual, of: field)
    let wanted: FormValue
    if let on = Self.shownWords(expected, of: kind) {
      // The words formsh shows a checkbox in ("checked", "not checked") are a spelling too.
      wanted = .bool(on)
    } else {
      do {
        wanted = try kind.accept(.text(expected), for: field)
      } catch {
        let what = kind.isSecret ? "the expected value" : "\"\(expected)\""
        throw .expectation(
          expected: "\(field.id) = \(what), which the field could never hold (\(error.reason))",
          found: shown)
      }
    }
    guard kind.sameValue(wanted, actual) else {
      let want = kind.isSecret ? "the expected secret" : ValueSummary.summary(wanted, of: field)
      throw .expectation(expected: "\(field.id) = \(want)", found: shown)
    }
  }

  /// The field it judges.
  var namedField: String? { field }

  /// The value an on/off kind shows in these words (`checked`, `not checked`, `on`), if any.
  static func shownWords(_ text: String, of kind: any KindBehavior) -> Bool? {
    guard let kind = kind as? any OnOffKind else { return nil }
    let lowered = text.lowercased()
    return [true, false].first { kind.words($0) == lowered }
  }

  func masked(isSecret: (String) -> Bool) -> MaskedCommand? {
    guard !expected.isEmpty, isSecret(field) else { return nil }
    return MaskedCommand(shown: "expect value \(field) = \(Secret.mask)", history: nil)
  }

  static func complete(_ words: [String], _ current: String, _ completer: Completer)
    -> Completion
  {
    words.count == 3 ? completer.fields(.any, current, suffix: " ") : .none
  }
}
