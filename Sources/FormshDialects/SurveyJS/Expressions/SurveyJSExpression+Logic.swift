import FormshJSON

/// A SurveyJS expression said in JSON Logic, the language of formsh's conditions.
///
/// SurveyJS's operators become JSON Logic's: `=` is `==` (loose, as SurveyJS compares),
/// `empty`/`notempty` test for null, `""` (and `[]` for a multi-select), `contains` is `in`,
/// `anyof`/`allof`/`noneof` against a list of literals become `in` tests joined by `or`/`and`,
/// `iif` is `if`, `sum`/`max`/`min` are `+`/`max`/`min`. What JSON Logic cannot say (`^`,
/// `age()` and the other functions, a value list that is not literal) is an error naming it.
extension SurveyJSExpression {
  /// The expression in JSON Logic, its names read as `variables` resolves them.
  func logic(_ variables: SurveyJSVariables) throws(ExpressionError) -> JSONValue {
    switch self {
    case .variable(let name): return .variable(try variables.resolve(name).path)
    case .string(let text): return .string(text)
    case .number(let text): return .number(text)
    case .bool(let on): return .bool(on)
    case .null: return .null
    case .array(let elements):
      var values: [JSONValue] = []
      for element in elements { values.append(try element.logic(variables)) }
      return .array(values)
    case .unary(let op, let operand): return try unaryLogic(op, operand, variables)
    case .binary(let op, let left, let right): return try binaryLogic(op, left, right, variables)
    case .call(let name, let arguments): return try callLogic(name, arguments, variables)
    }
  }

  /// Whether the expression reads an array: a multi-select or a dynamic panel.
  private func isArray(_ variables: SurveyJSVariables) -> Bool {
    if case .variable(let name) = self { return (try? variables.resolve(name))?.isArray ?? false }
    if case .array = self { return true }
    return false
  }

  private func unaryLogic(
    _ op: String, _ operand: SurveyJSExpression, _ variables: SurveyJSVariables
  ) throws(ExpressionError) -> JSONValue {
    let value = try operand.logic(variables)
    switch op {
    case "!": return .logic("!", value)
    case "-": return .logic("-", value)
    case "empty":
      if operand.isArray(variables) { return .logic("!", value) }
      return .logic("or", .logic("===", value, .null), .logic("===", value, .string("")))
    default:  // notempty
      if operand.isArray(variables) { return .logic("!!", value) }
      return .logic("and", .logic("!==", value, .null), .logic("!==", value, .string("")))
    }
  }

  private func binaryLogic(
    _ op: String, _ left: SurveyJSExpression, _ right: SurveyJSExpression,
    _ variables: SurveyJSVariables
  ) throws(ExpressionError) -> JSONValue {
    let lhs = try left.logic(variables)
    let rhs = try right.logic(variables)
    switch op {
    case "and", "or":
      // `a and b and c` is one `and` of three, as a person would write it.
      return .logic(op, arguments: Self.flattened(op, lhs) + Self.flattened(op, rhs))
    case "<", ">", "<=", ">=":
      // SurveyJS: a comparison with an empty side is false.
      return .ordering(op, lhs, rhs)
    case "==", "!=", "+", "-", "*", "/", "%":
      return .logic(op, lhs, rhs)
    case "contains", "notcontains":
      let test = Self.contains(
        Self.orEmpty(lhs, isArray: left.isArray(variables)), rhs, isArray: left.isArray(variables))
      return op == "contains" ? test : .logic("!", test)
    case "anyof", "noneof":
      let any = try Self.anyOf(lhs, isArray: left.isArray(variables), rhs)
      return op == "anyof" ? any : .logic("!", any)
    case "allof":
      guard case .array(let wanted) = rhs else {
        throw ExpressionError("uses allof with no list of values on its right")
      }
      guard !wanted.isEmpty else { return .bool(true) }
      let tests = wanted.map { element in
        left.isArray(variables)
          ? Self.contains(Self.orEmpty(lhs, isArray: true), element, isArray: true)
          : .logic("==", lhs, element)
      }
      return JSONValue.all(tests) ?? .bool(true)
    default:  // ^
      throw ExpressionError("uses \"^\", which JSON Logic cannot work out")
    }
  }

  /// `anyof`: an array read is tested element by element against the list; a single value is
  /// looked up in it.
  private static func anyOf(
    _ lhs: JSONValue, isArray: Bool, _ rhs: JSONValue
  ) throws(ExpressionError) -> JSONValue {
    var list: JSONValue
    if case .array = rhs { list = rhs } else { list = .array([rhs]) }
    // SurveyJS compares a choice `2` and the text `'2'` as equal; `in` compares strictly, so
    // each literal is listed in both spellings (`['1']` holds for the choice 1 as well).
    if case .array(let values) = list { list = .array(values.flatMap(bothSpellings)) }
    guard isArray else { return .logic("in", lhs, list) }
    return .logic("some", orEmpty(lhs, isArray: true), .logic("in", .variable(""), list))
  }

  /// Whether an array read holds the value (in either spelling, as SurveyJS compares `2` and
  /// `'2'`), or a text holds it.
  private static func contains(_ array: JSONValue, _ value: JSONValue, isArray: Bool) -> JSONValue {
    let spellings = isArray ? bothSpellings(value) : [value]
    let tests = spellings.map { JSONValue.logic("in", $0, array) }
    return tests.count == 1 ? tests[0] : .logic("or", arguments: tests)
  }

  /// A literal with its other spelling: a number's text, a numeric text's number.
  private static func bothSpellings(_ value: JSONValue) -> [JSONValue] {
    switch value {
    case .number(let text): return [value, .string(text)]
    case .string(let text) where isPlainNumber(text): return [value, .number(text)]
    default: return [value]
    }
  }

  /// Whether a text is a number as JSON writes one, without exponent: `-12`, `0.5`.
  private static func isPlainNumber(_ text: String) -> Bool {
    let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
    let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count),
      parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy({ ("0"..."9").contains($0) }) })
    else { return false }
    return parts[0] == "0" || parts[0].first != "0"
  }

  private static func flattened(_ op: String, _ value: JSONValue) -> [JSONValue] {
    value.arguments(of: op) ?? [value]
  }

  /// An array read as an array even when empty or hidden (formsh reads those as null, which
  /// `in` and `some` refuse): `{"or": [value, []]}`.
  private static func orEmpty(_ value: JSONValue, isArray: Bool) -> JSONValue {
    .logic("or", value, isArray ? .array([]) : .string(""))
  }

  private func callLogic(
    _ name: String, _ arguments: [SurveyJSExpression], _ variables: SurveyJSVariables
  ) throws(ExpressionError) -> JSONValue {
    var values: [JSONValue] = []
    for argument in arguments { values.append(try argument.logic(variables)) }
    switch name {
    case "iif":
      guard values.count == 3 else {
        throw ExpressionError("calls iif with \(values.count) arguments, not 3")
      }
      return .logic("if", arguments: values)
    case "sum": return .logic("+", arguments: values)
    case "max", "min":
      guard !values.isEmpty else { throw ExpressionError("calls \(name) with nothing") }
      return .logic(name, arguments: values)
    default:
      throw ExpressionError("calls the function \"\(name)\", which formsh does not have")
    }
  }
}
