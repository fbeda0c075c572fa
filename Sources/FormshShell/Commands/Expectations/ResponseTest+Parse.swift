import FormshData
import FormshDomain

extension ResponseTest {
  /// The words a test begins with: a path ends before one of them.
  static let words: [String] =
    ["not", "==", "!=", ">", ">=", "<", "<=", "~", "startsWith", "contains"]
    + ValueKind.allCases.map(\.rawValue) + ["isEmpty", "exists", "count"]

  /// The predicates, as usage errors list them.
  static let listed =
    "==, !=, >, >=, <, <=, ~ /REGEX/, startsWith, contains, isInteger, isNumber, isString,"
    + " isBoolean, isNull, isEmpty, exists or count N (each may follow not)"

  /// Parses the test from the words from `index` on: `[not] PREDICATE [OPERAND]`.
  static func parse(_ arguments: Arguments, from index: Int) throws(ParseError) -> ResponseTest {
    let word = operatorWord(arguments, index)
    let hasOperand = index + 1 < arguments.count
    /// A usage error unless an operand follows.
    func requireOperand(_ what: String) throws(ParseError) {
      guard hasOperand else {
        throw arguments.usage("missing the \(what) after \(word)", at: index)
      }
    }
    /// A usage error unless the predicate ends the line.
    func requireEnd(after last: Int) throws(ParseError) {
      guard last + 1 < arguments.count else { return }
      throw arguments.usage(
        "unexpected \"\(arguments[last + 1])\" after \(word)", at: last + 1)
    }
    if let kind = ValueKind(rawValue: word) {
      try requireEnd(after: index)
      return .isKind(kind)
    }
    if let comparison = Comparison(rawValue: word) {
      try requireOperand("NUMBER")
      try requireEnd(after: index + 1)
      guard let bound = DecimalNumber(arguments[index + 1]) else {
        throw arguments.usage(
          "\(word) takes a number, not \"\(arguments[index + 1])\"", at: index + 1)
      }
      return .compare(comparison, bound)
    }
    switch word {
    case "not":
      guard hasOperand else {
        throw arguments.usage("missing the predicate after not (\(listed))", at: index)
      }
      if operatorWord(arguments, index + 1) == "not" {
        throw arguments.usage("not twice: say the predicate itself", at: index + 1)
      }
      return .not(try parse(arguments, from: index + 1))
    case "exists", "isEmpty":
      try requireEnd(after: index)
      return word == "exists" ? .exists : .isEmpty
    case "==", "!=":
      try requireOperand("VALUE")
      let value = expectedValue(arguments, from: index + 1)
      return word == "==" ? .equal(value) : .notEqual(value)
    case "~":
      try requireOperand("/REGEX/")
      let match = try MessageMatch.parse(arguments, from: index + 1)
      guard case .pattern = match else {
        throw arguments.usage("~ takes a /REGEX/ between slashes", at: index + 1)
      }
      return .matches(match)
    case "startsWith":
      try requireOperand("TEXT")
      switch expectedValue(arguments, from: index + 1) {
      case .string(let text): return .startsWith(text)
      case let value: return .startsWith(JSONWriter.string(value))
      }
    case "contains":
      try requireOperand("VALUE")
      return .contains(expectedValue(arguments, from: index + 1))
    case "count":
      try requireOperand("N")
      try requireEnd(after: index + 1)
      guard let count = Int(arguments[index + 1]), count >= 0 else {
        throw arguments.usage(
          "count takes a number, not \"\(arguments[index + 1])\"", at: index + 1)
      }
      return .count(count)
    default:
      let suggestion = Suggestion.nearest(to: word, in: words)
      throw arguments.usage(
        "unknown predicate \"\(word)\""
          + (suggestion.map { "; did you mean \($0)?" } ?? "; expected \(listed)"), at: index)
    }
  }

  /// Parses `PATH TEST`: the path is the words before the first test word after which
  /// the words before parse as a JSONPath (so a filter may hold `==` itself).
  static func parse(pathAndTest arguments: Arguments, from index: Int) throws(ParseError)
    -> (JSONPath, ResponseTest)
  {
    let starts = Set(words)
    /// The words from `index` up to `split`, as typed.
    func path(before split: Int) -> String {
      Arguments(
        spec: arguments.spec, words: Array(arguments.words[index..<split]), column: arguments.column
      ).rest(from: 0)
    }
    var firstError: JSONPathError?
    for split in (index + 1)..<arguments.count
    where starts.contains(operatorWord(arguments, split)) {
      do {
        let path = try JSONPath(path(before: split))
        return (path, try parse(arguments, from: split))
      } catch let error as JSONPathError {
        firstError = firstError ?? error
      } catch let error as ParseError {
        throw error
      } catch {
        continue
      }
    }
    // No predicate: a word after a path that is none (`isnull`) is named, with a suggestion.
    for split in (index + 1)..<arguments.count where (try? JSONPath(path(before: split))) != nil {
      _ = try parse(arguments, from: split)
    }
    if let firstError {
      throw arguments.usage(
        "\(firstError.message) (column \(firstError.column) of the path)", at: index)
    }
    throw arguments.usage("missing what to expect after the path: \(listed)")
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
}
