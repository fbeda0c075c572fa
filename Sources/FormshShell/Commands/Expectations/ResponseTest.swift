import FormshData
import FormshDomain
import FormshPresentation

/// What `expect response` and `expect header` ask of the values they select.
enum ResponseTest: Sendable, Equatable, CustomStringConvertible {
  /// Exactly one value, the same as this one (numbers by value).
  case equal(JSONValue)
  /// Not exactly one value the same as this one.
  case notEqual(JSONValue)
  /// At least one value.
  case exists
  /// Exactly one value, a string or number matching the regex.
  case matches(MessageMatch)
  /// Exactly this many values.
  case count(Int)

  var description: String {
    switch self {
    case .equal(let value): "== \(ResponseTest.shown(value))"
    case .notEqual(let value): "!= \(ResponseTest.shown(value))"
    case .exists: "exists"
    case .matches(.pattern(let pattern)): "~ /\(pattern.source)/"
    case .matches(.exact(let text)): "~ \(text)"
    case .count(let count): "count \(count)"
    }
  }

  /// A value as a message shows it: JSON, compact, at most 200 characters.
  static func shown(_ value: JSONValue) -> String {
    let text = JSONWriter.string(value, terminalSafe: true)
    return text.count > 200 ? String(text.prefix(200)) + "…" : text
  }

  /// Parses the test from the words from `index` on.
  static func parse(_ arguments: Arguments, from index: Int, allowingCount: Bool) throws(ParseError)
    -> ResponseTest
  {
    let word = operatorWord(arguments, index)
    let rest = index + 1 < arguments.count
    switch word {
    case "exists":
      try arguments.expect(index + 1, index + 1)
      return .exists
    case "==", "!=":
      guard rest else { throw arguments.usage("missing the VALUE after \(word)") }
      let value = expectedValue(arguments, from: index + 1)
      return word == "==" ? .equal(value) : .notEqual(value)
    case "~":
      guard rest else { throw arguments.usage("missing the /REGEX/ after ~") }
      let match = try MessageMatch.parse(arguments, from: index + 1)
      guard case .pattern = match else {
        throw arguments.usage("~ takes a /REGEX/ between slashes", at: index + 1)
      }
      return .matches(match)
    case "count" where allowingCount:
      try arguments.expect(index + 2, index + 2)
      guard let count = Int(arguments[index + 1]), count >= 0 else {
        throw arguments.usage(
          "count takes a number, not \"\(arguments[index + 1])\"", at: index + 1)
      }
      return .count(count)
    default:
      throw arguments.usage(
        "expected ==, !=, ~, exists\(allowingCount ? " or count" : ""), not \"\(word)\"", at: index)
    }
  }

  /// Parses `PATH TEST`: the path is the words before the first operator word after which
  /// the words before parse as a JSONPath (so a filter may hold `==` itself).
  static func parse(pathAndTest arguments: Arguments, from index: Int) throws(ParseError)
    -> (JSONPath, ResponseTest)
  {
    let operators: Set<String> = ["==", "!=", "~", "exists", "count"]
    var firstError: JSONPathError?
    for split in (index + 1)..<arguments.count
    where operators.contains(operatorWord(arguments, split)) {
      let text = Arguments(
        spec: arguments.spec, words: Array(arguments.words[index..<split]), column: arguments.column
      ).rest(from: 0)
      do {
        let path = try JSONPath(text)
        return (path, try parse(arguments, from: split, allowingCount: true))
      } catch let error as JSONPathError {
        firstError = firstError ?? error
      } catch let error as ParseError {
        throw error
      } catch {
        continue
      }
    }
    if let firstError {
      throw arguments.usage(
        "\(firstError.message) (column \(firstError.column) of the path)", at: index)
    }
    throw arguments.usage("missing ==, !=, ~, exists or count after the path")
  }

  /// The word at `index` as an operator: a lone `~` the lexer made the home directory is `~`.
  private static func operatorWord(_ arguments: Arguments, _ index: Int) -> String {
    arguments.words[index].wasTilde ? "~" : arguments[index]
  }

  /// The VALUE of `== VALUE`: JSON when it reads as JSON (`201`, `true`, `null`, `[1,2]`,
  /// `"text"` in JSON's own quotes), else the words as a string; a word quoted in formsh's
  /// quotes is a string, unless it is a JSON object or array.
  private static func expectedValue(_ arguments: Arguments, from index: Int) -> JSONValue {
    let text = arguments.rest(from: index)
    let json = try? JSONParser.parse(Array(text.utf8))
    if index == arguments.count - 1, arguments.words[index].startsQuoted {
      // A quoted word is text, unless it is an object or an array (`'{"a":"b"}'`).
      switch json {
      case .object?, .array?: return json!
      default: return .string(text)
      }
    }
    return json ?? .string(text)
  }

  /// Judges the selected values; throws the expectation's failure with `found`.
  func judge(_ values: [JSONValue], expected: String, found: String) throws(ShellError) {
    let holds: Bool
    switch self {
    case .equal(let value): holds = values.count == 1 && values[0].equals(byValue: value)
    case .notEqual(let value): holds = !(values.count == 1 && values[0].equals(byValue: value))
    case .exists: holds = !values.isEmpty
    case .count(let count): holds = values.count == count
    case .matches(let match):
      guard values.count == 1 else { throw .expectation(expected: expected, found: found) }
      let text: String
      switch values[0] {
      case .string(let string): text = string
      case .number(let number): text = number
      default: text = JSONWriter.string(values[0])
      }
      switch match.match(text) {
      case .matched: holds = true
      case .notMatched: holds = false
      case .tooCostly:
        throw .expectation(
          expected: expected, found: found + ", on which the pattern is too costly to check")
      case .interrupted:
        throw .expectation(expected: expected, found: found + " (the check was interrupted)")
      }
    }
    if !holds { throw .expectation(expected: expected, found: found) }
  }
}
