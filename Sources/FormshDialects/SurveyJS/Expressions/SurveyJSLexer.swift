/// Splits a SurveyJS expression into tokens. Anything it cannot read (an unclosed `{` or
/// quote, a stray character) is an error, never a trap.
struct SurveyJSLexer {
  /// The most tokens one expression may have: a longer one is refused rather than parsed.
  static let maximumTokens = 2_000

  private let characters: [Character]
  private var index = 0

  /// A lexer of this expression.
  init(_ text: String) {
    characters = Array(text)
  }

  /// The tokens of the expression, in order.
  static func tokens(of text: String) throws(ExpressionError) -> [SurveyJSToken] {
    var lexer = SurveyJSLexer(text)
    var tokens: [SurveyJSToken] = []
    while let token = try lexer.next() {
      tokens.append(token)
      guard tokens.count <= maximumTokens else {
        throw ExpressionError("is longer than \(maximumTokens) tokens")
      }
    }
    return tokens
  }

  private static let twoCharacterSymbols: Set<String> = ["==", "!=", "<>", "<=", ">=", "&&", "||"]
  private static let oneCharacterSymbols: Set<Character> = [
    "(", ")", "[", "]", ",", "=", "<", ">", "!", "+", "-", "*", "/", "%", "^",
  ]

  /// The next token, or nil at the end.
  mutating func next() throws(ExpressionError) -> SurveyJSToken? {
    while index < characters.count, characters[index].isWhitespace { index += 1 }
    guard index < characters.count else { return nil }
    let character = characters[index]
    if character == "{" { return try variable() }
    if character == "'" || character == "\"" { return try string(quote: character) }
    if character.isASCII, character.isNumber { return number() }
    if character.isLetter || character == "_" || character == "@" || character == "$" {
      return word()
    }
    if index + 1 < characters.count {
      let pair = String(characters[index...index + 1])
      if Self.twoCharacterSymbols.contains(pair) {
        index += 2
        return .symbol(pair)
      }
    }
    if Self.oneCharacterSymbols.contains(character) {
      index += 1
      return .symbol(String(character))
    }
    throw ExpressionError("has an unexpected character \"\(character)\"")
  }

  private mutating func variable() throws(ExpressionError) -> SurveyJSToken {
    let start = index + 1
    guard let end = characters[start...].firstIndex(of: "}") else {
      throw ExpressionError("has a \"{\" that is not closed")
    }
    index = end + 1
    let name = String(characters[start..<end]).trimmingSpaces
    guard !name.isEmpty else { throw ExpressionError("names no question in \"{}\"") }
    return .variable(name)
  }

  private mutating func string(quote: Character) throws(ExpressionError) -> SurveyJSToken {
    var text = ""
    index += 1
    while index < characters.count {
      let character = characters[index]
      index += 1
      if character == quote { return .string(text) }
      if character == "\\", index < characters.count {
        text.append(characters[index])
        index += 1
      } else {
        text.append(character)
      }
    }
    throw ExpressionError("has a string that is not closed")
  }

  private mutating func number() -> SurveyJSToken {
    var digits = digitRun()
    if index + 1 < characters.count, characters[index] == ".",
      characters[index + 1].isASCII, characters[index + 1].isNumber
    {
      index += 1
      digits += "." + digitRun()
    }
    // JSON allows no leading zeros: `007` is 7.
    while digits.count > 1, digits.hasPrefix("0"), !digits.hasPrefix("0.") {
      digits.removeFirst()
    }
    return .number(digits)
  }

  private mutating func digitRun() -> String {
    let start = index
    while index < characters.count, characters[index].isASCII, characters[index].isNumber {
      index += 1
    }
    return String(characters[start..<index])
  }

  private mutating func word() -> SurveyJSToken {
    let start = index
    while index < characters.count,
      characters[index].isLetter || characters[index].isNumber || characters[index] == "_"
        || characters[index] == "@" || characters[index] == "$" || characters[index] == "."
    {
      index += 1
    }
    return .word(String(characters[start..<index]))
  }
}

extension String {
  /// The text without leading and trailing spaces (and other whitespace).
  var trimmingSpaces: String {
    var slice = Substring(self)
    while let first = slice.first, first.isWhitespace { slice.removeFirst() }
    while let last = slice.last, last.isWhitespace { slice.removeLast() }
    return String(slice)
  }
}
