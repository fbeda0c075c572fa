/// Parses SurveyJS expressions by precedence climbing, from the loosest operator to the
/// tightest: `or`, `and`, comparisons (`=`, `<`, `contains`, `anyof`…), `+ -`, `* / %`, `^`,
/// then prefix `!` (which, as in SurveyJS, negates all the expression after it) and `-`, postfix `empty`/`notempty`, and primaries (literals, `{name}`,
/// `[…]`, `name(…)`, parentheses).
///
/// A malformed expression is an error with its reason, never a trap; nesting deeper than
/// `maximumDepth` is refused rather than recursed into.
struct SurveyJSExpressionParser {
  /// The deepest nesting of parentheses, brackets and prefix operators read.
  static let maximumDepth = 64

  private let tokens: [SurveyJSToken]
  private var index = 0
  private var depth = 0

  private init(tokens: [SurveyJSToken]) {
    self.tokens = tokens
  }

  /// The expression this text says.
  static func parse(_ text: String) throws(ExpressionError) -> SurveyJSExpression {
    var parser = SurveyJSExpressionParser(tokens: try SurveyJSLexer.tokens(of: text))
    guard !parser.tokens.isEmpty else { throw ExpressionError("is empty") }
    let expression = try parser.binary(level: 0)
    if let extra = parser.peek {
      throw ExpressionError("has \(Self.describe(extra)) where it should end")
    }
    return expression
  }

  /// The binary operators of each level, loosest first, by the spellings SurveyJS accepts.
  private static let levels: [[String: String]] = [
    ["or": "or", "||": "or"],
    ["and": "and", "&&": "and"],
    [
      "=": "==", "==": "==", "equal": "==", "!=": "!=", "<>": "!=", "notequal": "!=",
      "<": "<", "less": "<", ">": ">", "greater": ">", "<=": "<=", "lessorequal": "<=",
      ">=": ">=", "greaterorequal": ">=", "contains": "contains", "contain": "contains",
      "notcontains": "notcontains", "notcontain": "notcontains", "anyof": "anyof",
      "allof": "allof", "noneof": "noneof",
    ],
    ["+": "+", "-": "-"],
    ["*": "*", "/": "/", "%": "%"],
    ["^": "^", "power": "^"],
  ]

  private var peek: SurveyJSToken? { index < tokens.count ? tokens[index] : nil }

  /// The operator the next token is at this level, if it is one.
  private func binaryOperator(level: Int) -> String? {
    switch peek {
    case .symbol(let symbol): Self.levels[level][symbol]
    case .word(let word): Self.levels[level][word.lowercased()]
    default: nil
    }
  }

  private mutating func binary(level: Int) throws(ExpressionError) -> SurveyJSExpression {
    guard level < Self.levels.count else { return try prefix() }
    var left = try binary(level: level + 1)
    while let op = binaryOperator(level: level) {
      index += 1
      // `^` groups from the right: 2 ^ 3 ^ 2 is 2 ^ 9.
      let right: SurveyJSExpression
      if op == "^" {
        right = try nested { (p) throws(ExpressionError) in try p.binary(level: level) }
      } else {
        right = try binary(level: level + 1)
      }
      left = .binary(op, left, right)
    }
    return left
  }

  private mutating func prefix() throws(ExpressionError) -> SurveyJSExpression {
    switch peek {
    case .symbol("!"), .word("not"), .word("negate"):
      index += 1
      // SurveyJS's grammar negates the whole expression that follows (`"!" _ Expression`):
      // `!{a} = 1 and {b} = 2` is `!({a} = 1 and {b} = 2)`, not `(!{a}) = 1 and …`.
      return .unary("!", try nested { (p) throws(ExpressionError) in try p.binary(level: 0) })
    case .symbol("-"):
      index += 1
      let operand = try nested { (p) throws(ExpressionError) in try p.prefix() }
      if case .number(let text) = operand, !text.hasPrefix("-") { return .number("-" + text) }
      return .unary("-", operand)
    case .symbol("+"):
      index += 1
      return try nested { (p) throws(ExpressionError) in try p.prefix() }
    default:
      return postfix(try primary())
    }
  }

  private mutating func postfix(_ operand: SurveyJSExpression) -> SurveyJSExpression {
    var result = operand
    while case .word(let word) = peek, ["empty", "notempty"].contains(word.lowercased()) {
      index += 1
      result = .unary(word.lowercased(), result)
    }
    return result
  }

  private mutating func primary() throws(ExpressionError) -> SurveyJSExpression {
    guard let token = peek else { throw ExpressionError("ends where a value should be") }
    index += 1
    switch token {
    case .variable(let name): return .variable(name)
    case .string(let text): return .string(text)
    case .number(let text): return .number(text)
    case .symbol("("):
      let inner = try nested { (p) throws(ExpressionError) in try p.binary(level: 0) }
      try expect(")")
      return inner
    case .symbol("["):
      return .array(try nested { (p) throws(ExpressionError) in try p.list(closing: "]") })
    case .word(let word):
      if case .symbol("(") = peek {
        index += 1
        let arguments = try nested { (p) throws(ExpressionError) in try p.list(closing: ")")
        }
        return .call(word.lowercased(), arguments)
      }
      switch word.lowercased() {
      case "true": return .bool(true)
      case "false": return .bool(false)
      case "null", "undefined": return .null
      default:
        if Self.levels.contains(where: { $0[word.lowercased()] != nil })
          || ["empty", "notempty", "not", "negate"].contains(word.lowercased())
        {
          throw ExpressionError("has the operator \"\(word)\" where a value should be")
        }
        return .string(word)
      }
    case .symbol(let symbol):
      throw ExpressionError("has \"\(symbol)\" where a value should be")
    }
  }

  /// Comma-separated expressions up to the closing symbol (which is consumed).
  private mutating func list(closing: String) throws(ExpressionError)
    -> [SurveyJSExpression]
  {
    var elements: [SurveyJSExpression] = []
    if case .symbol(closing) = peek {
      index += 1
      return elements
    }
    while true {
      elements.append(try binary(level: 0))
      if case .symbol(",") = peek {
        index += 1
        continue
      }
      try expect(closing)
      return elements
    }
  }

  private mutating func expect(_ symbol: String) throws(ExpressionError) {
    guard case .symbol(symbol) = peek else {
      throw ExpressionError(
        "lacks a closing \"\(symbol)\"" + (peek.map { " (found \(Self.describe($0)))" } ?? ""))
    }
    index += 1
  }

  /// Runs a step one level deeper, refusing nesting past `maximumDepth`.
  private mutating func nested<T>(
    _ step: (inout SurveyJSExpressionParser) throws(ExpressionError) -> T
  ) throws(ExpressionError) -> T {
    depth += 1
    defer { depth -= 1 }
    guard depth <= Self.maximumDepth else {
      throw ExpressionError("is nested more than \(Self.maximumDepth) levels deep")
    }
    return try step(&self)
  }

  private static func describe(_ token: SurveyJSToken) -> String {
    switch token {
    case .variable(let name): "{\(name)}"
    case .string(let text): "'\(text)'"
    case .number(let text), .word(let text), .symbol(let text): "\"\(text)\""
    }
  }
}
