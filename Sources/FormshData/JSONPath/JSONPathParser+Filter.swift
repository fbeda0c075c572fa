import FormshJSON

/// Filter expressions: `||`, `&&`, `!`, parentheses, comparisons, existence tests and
/// function calls, with RFC 9535 §2.4.3's typing rules.
extension JSONPathParser {
  /// What a part of a logical expression turned out to be: an operand not (yet) compared, or
  /// a logical expression. A function argument may be either; elsewhere an operand alone
  /// must be a test.
  enum Parsed {
    case operand(JSONPathOperand, at: Int)
    case logical(JSONPathFilter)
  }

  /// A filter's logical expression, after `?`.
  mutating func filter() throws(JSONPathError) -> JSONPathFilter {
    try logical(try orExpression())
  }

  /// A part as a logical expression: a query alone is an existence test, a function alone
  /// must be of logical type, a literal alone is an error.
  func logical(_ parsed: Parsed) throws(JSONPathError) -> JSONPathFilter {
    switch parsed {
    case .logical(let expression): return expression
    case .operand(.query(let query), _): return .exists(query)
    case .operand(.literal(let value), let position):
      throw error(
        "a literal (\(value.excerpt)) cannot be a test; expected a comparison or a query",
        at: position)
    case .operand(.function(let call), let position):
      guard call.function.result != .value else {
        throw error(
          "\(call.function.rawValue)() gives a value, not true or false; compare it",
          at: position)
      }
      return .test(call)
    }
  }

  mutating func orExpression() throws(JSONPathError) -> Parsed {
    guard nesting < Self.maximumNesting else {
      throw error("filter nested more than \(Self.maximumNesting) levels deep")
    }
    nesting += 1
    defer { nesting -= 1 }
    let first = try andExpression()
    var parts: [JSONPathFilter] = []
    while true {
      let start = index
      skipBlanks()
      guard peek == "|", peek(1) == "|" else {
        index = start
        break
      }
      index += 2
      skipBlanks()
      if parts.isEmpty { parts.append(try logical(first)) }
      parts.append(try logical(try andExpression()))
    }
    return parts.isEmpty ? first : .logical(.or(parts))
  }

  mutating func andExpression() throws(JSONPathError) -> Parsed {
    let first = try basicExpression()
    var parts: [JSONPathFilter] = []
    while true {
      let start = index
      skipBlanks()
      guard peek == "&", peek(1) == "&" else {
        index = start
        break
      }
      index += 2
      skipBlanks()
      if parts.isEmpty { parts.append(try logical(first)) }
      parts.append(try logical(try basicExpression()))
    }
    return parts.isEmpty ? first : .logical(.and(parts))
  }

  /// `!…`, `(…)`, a comparison, or an operand alone.
  mutating func basicExpression() throws(JSONPathError) -> Parsed {
    if peek == "!" {
      index += 1
      skipBlanks()
      if peek == "(" { return .logical(.not(try parenthesized())) }
      let position = index
      let operand = try operand()
      if case .literal = operand {
        throw error("expected a query, a function or '(' after '!'", at: position)
      }
      return .logical(.not(try logical(.operand(operand, at: position))))
    }
    if peek == "(" { return .logical(try parenthesized()) }
    let position = index
    let left = try operand()
    let afterLeft = index
    skipBlanks()
    guard let comparison = comparisonOperator() else {
      index = afterLeft
      return .operand(left, at: position)
    }
    try checkComparable(left, at: position)
    skipBlanks()
    let rightPosition = index
    let right = try operand()
    try checkComparable(right, at: rightPosition)
    return .logical(.comparison(left, comparison, right))
  }

  mutating func parenthesized() throws(JSONPathError) -> JSONPathFilter {
    index += 1
    skipBlanks()
    let inside = try logical(try orExpression())
    skipBlanks()
    guard peek == ")" else { throw expected("')'") }
    index += 1
    return inside
  }

  mutating func comparisonOperator() -> JSONPathComparison? {
    for comparison in JSONPathComparison.allCases {
      let text = Array(comparison.rawValue.unicodeScalars)
      if text.indices.allSatisfy({ peek($0) == text[$0] }) {
        index += text.count
        return comparison
      }
    }
    return nil
  }

  /// A side of a comparison: a literal, a singular query or a function of value type.
  func checkComparable(_ operand: JSONPathOperand, at position: Int) throws(JSONPathError) {
    switch operand {
    case .literal: return
    case .query(let query):
      guard query.isSingular else {
        throw error(
          "a comparison needs a singular query (names and indexes only), not one that may "
            + "select several nodes", at: position)
      }
    case .function(let call):
      guard call.function.result == .value else {
        throw error(
          "\(call.function.rawValue)() gives true or false, which cannot be compared; use it "
            + "as a test", at: position)
      }
    }
  }

  /// A literal, a query (`@…`, `$…`) or a function call.
  mutating func operand() throws(JSONPathError) -> JSONPathOperand {
    guard let scalar = peek else { throw expected("a query, a literal or a function") }
    switch scalar {
    case "@", "$":
      index += 1
      return .query(JSONPathQuery(isRelative: scalar == "@", segments: try segments()))
    case "'", "\"":
      return .literal(.string(try stringLiteral()))
    case "-", "0"..."9":
      return .literal(try number())
    case "a"..."z":
      let position = index
      var name = ""
      while let next = peek, ("a"..."z").contains(next) || ("0"..."9").contains(next) || next == "_"
      {
        name.unicodeScalars.append(next)
        index += 1
      }
      if peek != "(" {
        switch name {
        case "true": return .literal(.bool(true))
        case "false": return .literal(.bool(false))
        case "null": return .literal(.null)
        default: throw error("expected '(' after the function name '\(name)'")
        }
      }
      guard let function = JSONPathFunction(rawValue: name) else {
        throw error(
          "unknown function '\(name)'; expected length, count, match, search or value",
          at: position)
      }
      return .function(try call(function, at: position))
    default:
      throw expected("a query, a literal or a function")
    }
  }

  /// A number literal, kept as written: `-0`, fractions and exponents allowed.
  mutating func number() throws(JSONPathError) -> JSONValue {
    let start = index
    func digits(_ parser: inout JSONPathParser) -> Int {
      let from = parser.index
      while let scalar = parser.peek, ("0"..."9").contains(scalar) { parser.index += 1 }
      return parser.index - from
    }
    if peek == "-" { index += 1 }
    guard let first = peek, ("0"..."9").contains(first) else { throw expected("a digit") }
    if first == "0" {
      index += 1
      if let next = peek, ("0"..."9").contains(next) {
        throw error("a number may not start with 0", at: start)
      }
    } else {
      _ = digits(&self)
    }
    if peek == "." {
      index += 1
      guard digits(&self) > 0 else { throw expected("a digit after '.'") }
    }
    if peek == "e" || peek == "E" {
      index += 1
      if peek == "+" || peek == "-" { index += 1 }
      guard digits(&self) > 0 else { throw expected("a digit in the exponent") }
    }
    var text = ""
    text.unicodeScalars.append(contentsOf: scalars[start..<index])
    return .number(text)
  }

  /// A call after its name: the arguments, checked against the function's parameters.
  mutating func call(_ function: JSONPathFunction, at position: Int) throws(JSONPathError)
    -> JSONPathFunctionCall
  {
    index += 1
    skipBlanks()
    var arguments: [(JSONPathArgument, Int)] = []
    if peek != ")" {
      while true {
        let argumentPosition = index
        arguments.append((try argument(), argumentPosition))
        skipBlanks()
        guard peek == "," else { break }
        index += 1
        skipBlanks()
      }
    }
    guard peek == ")" else {
      throw expected("',' or ')' in the arguments of \(function.rawValue)()")
    }
    index += 1
    let parameters = function.parameters
    guard arguments.count == parameters.count else {
      throw error(
        "\(function.rawValue)() takes \(parameters.count) argument"
          + "\(parameters.count == 1 ? "" : "s"), found \(arguments.count)", at: position)
    }
    for ((argument, argumentPosition), parameter) in zip(arguments, parameters) {
      try check(argument, of: function, against: parameter, at: argumentPosition)
    }
    return JSONPathFunctionCall(function: function, arguments: arguments.map(\.0))
  }

  /// An argument: a literal, a query, a function call or a logical expression.
  mutating func argument() throws(JSONPathError) -> JSONPathArgument {
    switch try orExpression() {
    case .logical(let expression): return .logical(expression)
    case .operand(.literal(let value), _): return .literal(value)
    case .operand(.query(let query), _): return .query(query)
    case .operand(.function(let call), _): return .function(call)
    }
  }

  /// RFC 9535 §2.4.3: a value parameter takes a literal, a singular query or a function of
  /// value type; a nodes parameter takes a query.
  func check(
    _ argument: JSONPathArgument, of function: JSONPathFunction,
    against parameter: JSONPathFunction.Kind, at position: Int
  ) throws(JSONPathError) {
    let name = "\(function.rawValue)()"
    switch (parameter, argument) {
    case (.value, .literal), (.nodes, .query), (.logical, .logical), (.logical, .query):
      return
    case (.value, .query(let query)):
      guard query.isSingular else {
        throw error("\(name) needs a singular query (names and indexes only) here", at: position)
      }
    case (.value, .function(let call)) where call.function.result == .value,
      (.logical, .function(let call)) where call.function.result != .value,
      (.nodes, .function(let call)) where call.function.result == .nodes:
      return
    case (.nodes, _):
      throw error("\(name) takes a query (such as @.items) here", at: position)
    case (.value, _):
      throw error(
        "\(name) takes a value here: a literal, a singular query or a function", at: position)
    case (.logical, _):
      throw error("\(name) takes a logical expression here", at: position)
    }
  }
}
