extension LogicEvaluator {
  /// `if` and `?:`: `[condition, then, condition, then, …, else]`; the first truthy
  /// condition's branch, else the last element when the count is odd, else null. One element
  /// is its own value; none is null. Only the conditions up to the one taken, and the branch
  /// taken, are evaluated.
  mutating func choose(_ nodes: [LogicNode], _ data: LogicValue) throws(LogicError) -> LogicValue {
    var index = 0
    while index + 1 < nodes.count {
      if try evaluate(nodes[index], data).isTruthy { return try evaluate(nodes[index + 1], data) }
      index += 2
    }
    return index < nodes.count ? try evaluate(nodes[index], data) : .null
  }

  /// `and` (`truthy` false): the first falsy value, else the last. `or` (`truthy` true): the
  /// first truthy value, else the last. Nothing after that value is evaluated; no arguments
  /// give false.
  mutating func all(_ nodes: [LogicNode], _ data: LogicValue, truthy: Bool) throws(LogicError)
    -> LogicValue
  {
    var value = LogicValue.bool(false)
    for node in nodes {
      value = try evaluate(node, data)
      if value.isTruthy == truthy { return value }
    }
    return value
  }

  /// The error `{"throw": TYPE}` raises: TYPE is a string, or an object with a `type` string.
  /// A type is a value the rule met, so it is named only when values may be quoted.
  func thrown(_ value: LogicValue) -> LogicError {
    switch value {
    case .string(let type): return .thrown(type: quotesValues ? type : "a string")
    case .object(let object):
      if case .string(let type)? = object["type"] {
        return .thrown(type: quotesValues ? type : "a string")
      }
    default: break
    }
    return .invalidArguments(
      operator: "throw", "takes an error type (a string), not \(quote(value))")
  }
}
