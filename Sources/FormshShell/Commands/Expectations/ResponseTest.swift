import FormshData
import FormshDomain
import FormshPresentation

/// What `expect response` and `expect header` ask of the values they select, and `expect
/// duration` of the time the last request took: the one place the predicates live
/// (docs/http.md has their table). Each is negatable with `not`. How they are written is in
/// `ResponseTest+Parse.swift`.
indirect enum ResponseTest: Sendable, Equatable, CustomStringConvertible {
  /// Exactly one value, the same as this one (numbers by value).
  case equal(JSONValue)
  /// Not exactly one value the same as this one.
  case notEqual(JSONValue)
  /// Exactly one value, a number in this order to the bound (by value: `1.0 == 1`).
  case compare(Comparison, DecimalNumber)
  /// Exactly one value, a string or number matching the regex.
  case matches(MessageMatch)
  /// Exactly one value, a string beginning with this text.
  case startsWith(String)
  /// Exactly one value: a string holding this text, or an array holding an element equal to
  /// this value.
  case contains(JSONValue)
  /// Exactly one value, of this kind.
  case isKind(ValueKind)
  /// Exactly one value, an empty string, array or object.
  case isEmpty
  /// At least one value.
  case exists
  /// Exactly this many values.
  case count(Int)
  /// The test does not hold. A value it cannot judge (nothing selected for `startsWith`, a
  /// string for `>`) fails both ways: a mistyped path must not make `not` pass.
  case not(ResponseTest)

  /// `<`, `<=`, `>` or `>=`.
  enum Comparison: String, Sendable, CaseIterable {
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="

    /// Whether `value` stands in this order to `bound`.
    func holds(_ value: DecimalNumber, _ bound: DecimalNumber) -> Bool {
      switch self {
      case .less: value < bound
      case .lessOrEqual: !(bound < value)
      case .greater: bound < value
      case .greaterOrEqual: !(value < bound)
      }
    }
  }

  /// The kinds `isInteger`, `isNumber`, `isString`, `isBoolean` and `isNull` test.
  enum ValueKind: String, Sendable, CaseIterable {
    /// A number with no fraction (`3`, `3.0`, `3e2`: by value, as JSON Schema's integer).
    case integer = "isInteger"
    case number = "isNumber"
    case string = "isString"
    case boolean = "isBoolean"
    case null = "isNull"
  }

  /// What judging found.
  enum Verdict: Equatable {
    case holds
    case fails
    /// Neither way: the values are not what the test can judge; the text says why, after
    /// what was found (`" (not a number)"`), or is empty when that says it (`nothing at $.x`).
    case unjudged(String)
  }

  var description: String {
    switch self {
    case .equal(let value): "== \(ResponseTest.shown(value))"
    case .notEqual(let value): "!= \(ResponseTest.shown(value))"
    case .compare(let comparison, let bound): "\(comparison.rawValue) \(bound.text)"
    case .matches(.pattern(let pattern)): "~ /\(pattern.source)/"
    case .matches(.exact(let text)): "~ \(text)"
    case .startsWith(let text): "startsWith \(ResponseTest.shown(.string(text)))"
    case .contains(let value): "contains \(ResponseTest.shown(value))"
    case .isKind(let kind): kind.rawValue
    case .isEmpty: "isEmpty"
    case .exists: "exists"
    case .count(let count): "count \(count)"
    case .not(let test): "not \(test.description)"
    }
  }

  /// Whether the test counts the values (`count N`, or `not count N`): what was found is
  /// then how many.
  var counts: Bool {
    switch self {
    case .count: true
    case .not(let test): test.counts
    default: false
    }
  }

  /// A value as a message shows it: JSON, compact, at most 200 characters.
  static func shown(_ value: JSONValue) -> String {
    let text = JSONWriter.string(value, terminalSafe: true)
    return text.count > 200 ? String(text.prefix(200)) + "…" : text
  }

  /// Judges the selected values; throws the expectation's failure with `found` (and, for a
  /// value the test cannot judge, why). `numbersInText`: a string that is a number in JSON's
  /// syntax counts as that number for `> >= < <= isInteger isNumber`, and for `== !=` when
  /// the expected value is a number (a header's value).
  func judge(_ values: [JSONValue], expected: String, found: String, numbersInText: Bool = false)
    throws(ShellError)
  {
    switch verdict(values, numbersInText: numbersInText) {
    case .holds: return
    case .fails: throw .expectation(expected: expected, found: found)
    case .unjudged(let why): throw .expectation(expected: expected, found: found + why)
    }
  }

  /// Whether the test holds of the selected values.
  func verdict(_ values: [JSONValue], numbersInText: Bool) -> Verdict {
    switch self {
    case .not(let test):
      switch test.verdict(values, numbersInText: numbersInText) {
      case .holds: return .fails
      case .fails: return .holds
      case .unjudged(let why): return .unjudged(why)
      }
    case .equal(let value):
      return values.count == 1 && ResponseTest.equal(values[0], value, numbersInText)
        ? .holds : .fails
    case .notEqual(let value):
      return values.count == 1 && ResponseTest.equal(values[0], value, numbersInText)
        ? .fails : .holds
    case .exists: return values.isEmpty ? .fails : .holds
    case .count(let count): return values.count == count ? .holds : .fails
    default:
      // What was found already says there was nothing, or several values.
      guard values.count == 1 else { return .unjudged("") }
      return verdict(of: values[0], numbersInText: numbersInText)
    }
  }

  /// Whether a test of one value holds of it.
  private func verdict(of value: JSONValue, numbersInText: Bool) -> Verdict {
    func holds(_ condition: Bool) -> Verdict { condition ? .holds : .fails }
    switch self {
    case .compare(let comparison, let bound):
      guard let number = ResponseTest.number(value, numbersInText: numbersInText) else {
        return .unjudged(" (not a number)")
      }
      return holds(comparison.holds(number, bound))
    case .matches(let match):
      let text: String
      switch value {
      case .string(let string): text = string
      case .number(let number): text = number
      default: text = JSONWriter.string(value)
      }
      let found = match.match(text)
      if let why = MessageMatch.unanswered(found) { return .unjudged(why) }
      return holds(found == .matched)
    case .startsWith(let prefix):
      guard case .string(let text) = value else { return .unjudged(" (not a string)") }
      return holds(text.unicodeScalars.starts(with: prefix.unicodeScalars))
    case .contains(let wanted):
      switch value {
      case .string(let text):
        let part: String
        if case .string(let string) = wanted {
          part = string
        } else {
          part = JSONWriter.string(wanted)
        }
        return holds(part.isEmpty || text.unicodeScalars.firstRange(of: part.unicodeScalars) != nil)
      case .array(let elements): return holds(elements.contains { $0.equals(byValue: wanted) })
      default: return .unjudged(" (neither a string nor an array)")
      }
    case .isKind(let kind):
      switch kind {
      case .integer:
        return holds(ResponseTest.number(value, numbersInText: numbersInText)?.isInteger == true)
      case .number: return holds(ResponseTest.number(value, numbersInText: numbersInText) != nil)
      case .string:
        if case .string = value { return .holds }
        return .fails
      case .boolean:
        if case .bool = value { return .holds }
        return .fails
      case .null: return holds(value == .null)
      }
    case .isEmpty:
      switch value {
      case .string(let text): return holds(text.isEmpty)
      case .array(let elements): return holds(elements.isEmpty)
      case .object(let object): return holds(object.members.isEmpty)
      default: return .unjudged(" (not a string, an array or an object)")
      }
    case .equal, .notEqual, .exists, .count, .not:
      return verdict([value], numbersInText: numbersInText)
    }
  }

  /// Whether a value is the expected one, by value; with `numbersInText`, a string that is a
  /// number in JSON's syntax equals an expected number of that value (a header's `12` is 12,
  /// as `> 10` reads it).
  private static func equal(_ value: JSONValue, _ expected: JSONValue, _ numbersInText: Bool)
    -> Bool
  {
    if numbersInText, case .number = expected, case .string(let text) = value,
      DecimalNumber(text) != nil
    {
      return JSONValue.number(text).equals(byValue: expected)
    }
    return value.equals(byValue: expected)
  }

  /// A value as a number: a JSON number, or with `numbersInText` a string that is one.
  private static func number(_ value: JSONValue, numbersInText: Bool) -> DecimalNumber? {
    switch value {
    case .number(let text): DecimalNumber(text)
    case .string(let text) where numbersInText: DecimalNumber(text)
    default: nil
    }
  }
}
