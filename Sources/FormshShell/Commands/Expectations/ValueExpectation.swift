import FormshDomain
import FormshPresentation

/// `expect value FIELD = VALUE` (or `== VALUE`), `!= VALUE`, `~ /REGEX/`: the field holds (or
/// does not hold) this value, compared as its kind compares (numbers as numbers, selections as
/// sets, booleans by any spelling), or its text matches the regex.
struct ValueExpectation: Expectation, Equatable {
  static let word = "value"
  static let synopsis = "expect value FIELD = VALUE | != VALUE | ~ /REGEX/"

  /// What the field's value is held to.
  enum Test: Equatable {
    case equal(String)
    case notEqual(String)
    case matches(MessageMatch)
  }

  let field: String
  let test: Test

  init(field: String, expected: String) {
    self.init(field: field, test: .equal(expected))
  }

  init(field: String, test: Test) {
    self.field = field
    self.test = test
  }

  init(_ arguments: Arguments) throws(ParseError) {
    let rest = Arguments(
      spec: arguments.spec, words: Array(arguments.words.dropFirst()), column: arguments.column)
    // An operator standing alone after the field: `==`, `!=` or `~` (`=~` too), as
    // `expect response` reads them.
    if rest.count >= 2, !rest.words[1].startsQuoted,
      ["==", "!=", "=~"].contains(rest[1]) || rest.words[1].wasTilde
    {
      field = rest[0]
      let value = rest.count > 2 ? rest.rest(from: 2) : ""
      switch rest[1] {
      case "==": test = .equal(value)
      case "!=": test = .notEqual(value)
      default:
        guard rest.count > 2 else { throw arguments.usage("missing the /REGEX/ after ~", at: 2) }
        let match = try MessageMatch.parse(rest, from: 2)
        guard case .pattern = match else {
          throw arguments.usage("~ takes a /REGEX/ between slashes", at: 3)
        }
        test = .matches(match)
      }
      return
    }
    if let glued = rest.words.first, !glued.startsQuoted, glued.equalsOffset == nil,
      glued.text.contains("~")
    {
      // Written into one word, the regex went through the script's quoting already.
      throw arguments.usage("write ~ apart from the field and the regex: FIELD ~ /REGEX/", at: 1)
    }
    var (field, value) = try rest.assignment()
    guard var value else { throw arguments.usage("missing '= VALUE'") }
    // `FIELD==VALUE` and `FIELD!=VALUE` written as one word are `==` and `!=` too.
    let word = rest.words.first { $0.equalsOffset != nil }
    let glued = word.map { Array($0.text.unicodeScalars) } ?? []
    let offset = word?.equalsOffset ?? 0
    if offset + 1 < glued.count, glued[offset + 1] == "=" { value.removeFirst() }
    if offset > 0, glued[offset - 1] == "!", field.hasSuffix("!") {
      field.removeLast()
      self.field = field
      test = .notEqual(value)
      return
    }
    self.field = field
    test = .equal(value)
  }

  func judge(in context: FormContext) throws(ShellError) {
    let field = try context.form.field(self.field)
    let kind = field.kind.behavior
    let actual = context.form.session.value(of: field)
    let shown = ValueSummary.summary(actual, of: field)
    switch test {
    case .equal(let expected), .notEqual(let expected):
      let equal: Bool
      if case .equal = test { equal = true } else { equal = false }
      let sign = equal ? "=" : "!="
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
            expected:
              "\(field.id) \(sign) \(what), which the field could never hold (\(error.reason))",
            found: shown)
        }
      }
      guard kind.sameValue(wanted, actual) != equal else { return }
      let want = kind.isSecret ? "the expected secret" : ValueSummary.summary(wanted, of: field)
      throw .expectation(expected: "\(field.id) \(sign) \(want)", found: shown)
    case .matches(let match):
      let text = Self.text(of: actual)
      let found = match.match(text)
      guard found != .matched else { return }
      guard case .pattern(let pattern) = match else { return }
      let want = kind.isSecret ? "a secret regex" : "/\(pattern.source)/"
      // The text the regex read, not the summary (`2026-01-01 (Thursday)`).
      let read =
        (kind.isSecret ? shown : "\"" + TerminalText.sanitize(text) + "\"")
        + (MessageMatch.unanswered(found) ?? "")
      throw .expectation(expected: "\(field.id) matching \(want)", found: read)
    }
  }

  /// The text a regex reads: a text as held, a selection's ids joined by commas, a boolean as
  /// `true` or `false`.
  static func text(of value: FormValue) -> String {
    switch value {
    case .text(let text): text
    case .bool(let on): on ? "true" : "false"
    case .selection(let ids): ids.joined(separator: ",")
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
    guard isSecret(field) else { return nil }
    let shown: String
    switch test {
    case .equal(let value):
      guard !value.isEmpty else { return nil }
      shown = "= \(Secret.mask)"
    case .notEqual(let value):
      guard !value.isEmpty else { return nil }
      shown = "!= \(Secret.mask)"
    case .matches: shown = "~ /\(Secret.mask)/"
    }
    return MaskedCommand(shown: "expect value \(field) \(shown)", history: nil)
  }

  static func complete(_ words: [String], _ current: String, _ completer: Completer)
    -> Completion
  {
    words.count == 3 ? completer.fields(.any, current, suffix: " ") : .none
  }
}
