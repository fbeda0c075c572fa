import FormshDomain
import FormshJSON

/// Filters: logical operators, comparisons and the standard functions.
extension JSONPathEvaluator {
  /// What a function or an operand gives: a value or Nothing, a logical result, or nodes.
  enum Result {
    case value(JSONValue?)
    case logical(Bool)
    case nodes([JSONValue])
  }

  /// Whether the filter holds for the current node.
  mutating func test(_ filter: JSONPathFilter, current: JSONValue) throws(JSONPathEvaluationError)
    -> Bool
  {
    switch filter {
    case .or(let parts):
      for part in parts where try test(part, current: current) { return true }
      return false
    case .and(let parts):
      for part in parts where try !test(part, current: current) { return false }
      return true
    case .not(let inner):
      return try !test(inner, current: current)
    case .exists(let query):
      return try !select(query, current: current).isEmpty
    case .test(let call):
      switch try evaluate(call, current: current) {
      case .logical(let holds): return holds
      case .nodes(let nodes): return !nodes.isEmpty
      case .value(let value): return value != nil
      }
    case .comparison(let left, let comparison, let right):
      let lhs = try value(of: left, current: current)
      let rhs = try value(of: right, current: current)
      do {
        return try JSONPathComparator.compare(lhs, comparison, rhs, budget: &budget)
      } catch {
        throw .overBudget(limit: limit)
      }
    }
  }

  /// A comparable's value, `nil` for Nothing.
  mutating func value(of operand: JSONPathOperand, current: JSONValue)
    throws(JSONPathEvaluationError)
    -> JSONValue?
  {
    switch operand {
    case .literal(let value): return value
    case .query(let query): return Self.single(try select(query, current: current))
    case .function(let call): return Self.value(of: try evaluate(call, current: current))
    }
  }

  /// A nodelist as a value: its one node, else Nothing.
  static func single(_ nodes: [JSONValue]) -> JSONValue? {
    nodes.count == 1 ? nodes[0] : nil
  }

  static func value(of result: Result) -> JSONValue? {
    switch result {
    case .value(let value): value
    case .nodes(let nodes): single(nodes)
    case .logical(let holds): .bool(holds)
    }
  }

  mutating func evaluate(_ argument: JSONPathArgument, current: JSONValue)
    throws(JSONPathEvaluationError)
    -> Result
  {
    switch argument {
    case .literal(let value): return .value(value)
    case .query(let query): return .nodes(try select(query, current: current))
    case .function(let call): return try evaluate(call, current: current)
    case .logical(let filter): return .logical(try test(filter, current: current))
    }
  }

  /// A function call (RFC 9535 §2.4.4–2.4.8).
  mutating func evaluate(_ call: JSONPathFunctionCall, current: JSONValue)
    throws(JSONPathEvaluationError)
    -> Result
  {
    let arguments = call.arguments
    switch call.function {
    case .length:
      switch Self.value(of: try evaluate(arguments[0], current: current)) {
      case .string(let text)?: return .value(.number(String(text.unicodeScalars.count)))
      case .array(let elements)?: return .value(.number(String(elements.count)))
      case .object(let object)?: return .value(.number(String(object.members.count)))
      default: return .value(nil)
      }
    case .count:
      guard case .nodes(let nodes) = try evaluate(arguments[0], current: current) else {
        return .value(nil)
      }
      return .value(.number(String(nodes.count)))
    case .value:
      guard case .nodes(let nodes) = try evaluate(arguments[0], current: current) else {
        return .value(nil)
      }
      return .value(Self.single(nodes))
    case .match, .search:
      guard case .string(let text)? = Self.value(of: try evaluate(arguments[0], current: current))
      else { return .logical(false) }
      let pattern: Pattern?
      let written: String
      if let compiled = call.pattern, case .literal(.string(let source)) = arguments[1] {
        pattern = compiled
        written = source
      } else {
        guard
          case .string(let source)? = Self.value(
            of: try evaluate(arguments[1], current: current))
        else { return .logical(false) }
        pattern = IRegexp.pattern(source, searching: call.function == .search)
        written = source
      }
      // Matching is bounded by the pattern's own budget (`MatchBudget`); a long text is
      // more of this one too.
      try spend(1 + text.utf8.count / 64)
      guard let pattern else { return .logical(false) }
      switch pattern.match(text) {
      case .matched: return .logical(true)
      case .tooCostly:
        throw .patternTooCostly(function: call.function.rawValue, pattern: written)
      case .interrupted: throw .interrupted
      default: return .logical(false)
      }
    }
  }
}
