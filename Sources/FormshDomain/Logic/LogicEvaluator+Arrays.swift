extension LogicEvaluator {
  /// `map`: the body's value on each element.
  mutating func map(_ nodes: [LogicNode], _ data: LogicValue) throws(LogicError) -> LogicValue {
    let elements = try source(.map, nodes[0], data)
    var results: [LogicValue] = []
    results.reserveCapacity(elements.count)
    for element in elements {
      try charge(1)
      let result = try evaluate(nodes[1], element)
      try produce(result)
      results.append(result)
    }
    return .array(results)
  }

  /// `filter`: the elements on which the body is truthy.
  mutating func filter(_ nodes: [LogicNode], _ data: LogicValue) throws(LogicError) -> LogicValue {
    let elements = try source(.filter, nodes[0], data)
    var kept: [LogicValue] = []
    for element in elements {
      try charge(1)
      if try evaluate(nodes[1], element).isTruthy {
        try produce(element)
        kept.append(element)
      }
    }
    return .array(kept)
  }

  /// `reduce`: the body runs on `{"current": element, "accumulator": value so far}` for each
  /// element, starting from the third argument (else from the first element). The value it
  /// builds may nest no deeper than the depth limit.
  mutating func reduce(_ nodes: [LogicNode], _ data: LogicValue) throws(LogicError) -> LogicValue {
    var accumulator = nodes.count == 3 ? try evaluate(nodes[2], data) : nil
    var elements = try source(.reduce, nodes[0], data)[...]
    if accumulator == nil {
      guard let first = elements.popFirst() else {
        throw .invalidArguments(
          operator: "reduce", "an empty array has nothing to start from; give a third argument")
      }
      accumulator = first
    }
    guard var value = accumulator else { return .null }
    for element in elements {
      try charge(1)
      let scope = LogicValue.object(
        LogicObject([("current", element), ("accumulator", value)]))
      value = try evaluate(nodes[1], scope)
      try checkBuilt(value)
    }
    return value
  }

  /// `all` (true when the body is truthy on every element, false for none), `some` (on one at
  /// least), `none` (on no element). They stop at the first element that decides.
  mutating func quantify(_ name: LogicOperator, _ nodes: [LogicNode], _ data: LogicValue)
    throws(LogicError) -> LogicValue
  {
    let value = try evaluate(nodes[0], data)
    guard case .array(let elements) = value else {
      throw .invalidArguments(
        operator: name.rawValue, "goes through an array, not \(quote(value))")
    }
    if name == .all && elements.isEmpty { return .bool(false) }
    for element in elements {
      try charge(1)
      let truthy = try evaluate(nodes[1], element).isTruthy
      switch name {
      case .all: if !truthy { return .bool(false) }
      case .some: if truthy { return .bool(true) }
      default: if truthy { return .bool(false) }
      }
    }
    return .bool(name != .some)
  }

  /// `merge`: the arguments in one array, the elements of those that are arrays in their place.
  mutating func merge(_ values: [LogicValue]) throws(LogicError) -> LogicValue {
    var merged: [LogicValue] = []
    for value in values {
      if case .array(let elements) = value {
        try charge(elements.count)
        for element in elements { try produce(element) }
        merged.append(contentsOf: elements)
      } else {
        try charge(1)
        try produce(value)
        merged.append(value)
      }
    }
    return .array(merged)
  }

  /// The array `map`, `filter` and `reduce` go through: null (a missing value) is an empty one;
  /// any other value that is not an array is refused.
  private mutating func source(_ name: LogicOperator, _ node: LogicNode, _ data: LogicValue)
    throws(LogicError) -> [LogicValue]
  {
    let value = try evaluate(node, data)
    switch value {
    case .array(let elements): return elements
    case .null: return []
    default:
      throw .invalidArguments(
        operator: name.rawValue, "goes through an array, not \(quote(value))")
    }
  }

  /// Throws when a value an evaluation built nests past the depth limit; walking it is work.
  private mutating func checkBuilt(_ value: LogicValue, depth: Int = 0) throws(LogicError) {
    switch value {
    case .array(let elements):
      if depth >= limits.maximumDepth { throw .tooDeep(limit: limits.maximumDepth) }
      try charge(elements.count)
      for element in elements where element.isContainer {
        try checkBuilt(element, depth: depth + 1)
      }
    case .object(let object):
      if depth >= limits.maximumDepth { throw .tooDeep(limit: limits.maximumDepth) }
      try charge(object.members.count)
      for member in object.members where member.value.isContainer {
        try checkBuilt(member.value, depth: depth + 1)
      }
    default: break
    }
  }
}
