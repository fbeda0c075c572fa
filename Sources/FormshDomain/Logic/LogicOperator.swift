/// The operators formsh's JSON Logic knows, by the name a rule writes.
enum LogicOperator: String, CaseIterable, Sendable {
  case variable = "var"
  case value = "val"
  case missing
  case missingSome = "missing_some"
  case ifThenElse = "if"
  case conditional = "?:"
  case and, or
  case not = "!"
  case truthy = "!!"
  case equal = "=="
  case strictEqual = "==="
  case notEqual = "!="
  case strictNotEqual = "!=="
  case less = "<"
  case lessOrEqual = "<="
  case greater = ">"
  case greaterOrEqual = ">="
  case max, min
  case plus = "+"
  case minus = "-"
  case times = "*"
  case divide = "/"
  case remainder = "%"
  case contains = "in"
  case concatenate = "cat"
  case substring = "substr"
  case merge, map, filter, reduce, all, some, none
  case throwError = "throw"

  /// How an operator takes its arguments.
  enum Evaluation {
    /// Evaluated first; an operation in place of the list gives the list (an array) or the one
    /// argument.
    case eager
    /// Evaluated by the operator, one at a time (it may stop early); the list must be written
    /// out as an array.
    case lazy
    /// `var` and `val`: the argument, evaluated, is the path (and default), not spread.
    case path
  }

  var evaluation: Evaluation {
    switch self {
    case .variable, .value: .path
    case .ifThenElse, .conditional, .and, .or, .equal, .strictEqual, .notEqual, .strictNotEqual,
      .less, .lessOrEqual, .greater, .greaterOrEqual, .map, .filter, .reduce, .all, .some, .none:
      .lazy
    default: .eager
    }
  }

  /// How many arguments it takes.
  var arity: ClosedRange<Int> {
    switch self {
    case .variable: 0...2
    case .missingSome, .contains: 2...2
    case .equal, .strictEqual, .notEqual, .strictNotEqual, .less, .lessOrEqual, .greater,
      .greaterOrEqual, .remainder:
      2...Int.max
    case .max, .min, .minus, .divide, .throwError: 1...Int.max
    case .substring: 1...3
    case .map, .filter, .all, .some, .none: 2...2
    case .reduce: 2...3
    default: 0...Int.max
    }
  }

  /// Whether its first argument is an array it goes through, with the second a rule run on
  /// each element (whose `var`s read the element, not the data).
  var iterates: Bool {
    switch self {
    case .map, .filter, .reduce, .all, .some, .none: true
    default: false
    }
  }

  /// "takes 2 arguments", "takes 1 to 3 arguments", "takes at least 2 arguments".
  var arityDescription: String {
    let range = arity
    func count(_ number: Int) -> String { number == 1 ? "1 argument" : "\(number) arguments" }
    if range.upperBound == Int.max { return "takes at least \(count(range.lowerBound))" }
    if range.lowerBound == range.upperBound { return "takes \(count(range.lowerBound))" }
    return "takes \(range.lowerBound) to \(count(range.upperBound))"
  }

  /// Throws unless `count` arguments suit the operator.
  func checkArity(_ count: Int) throws(LogicError) {
    guard arity.contains(count) else {
      throw .invalidArguments(operator: rawValue, "\(arityDescription), not \(count)")
    }
  }
}
