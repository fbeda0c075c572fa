extension LogicEvaluator {
  /// `==`, `===`, `!=`, `!==`, `<`, `<=`, `>`, `>=` over two or more arguments: true when every
  /// neighbouring pair compares so (`{"<": [1, 2, 3]}` is 1 < 2 < 3). Arguments are evaluated
  /// one at a time and the chain stops at the first pair that fails.
  mutating func chain(_ name: LogicOperator, _ nodes: [LogicNode], _ data: LogicValue)
    throws(LogicError) -> Bool
  {
    var previous = try evaluate(nodes[0], data)
    for index in 1..<nodes.count {
      let current = try evaluate(nodes[index], data)
      guard try compare(name, previous, current) else { return false }
      previous = current
    }
    return true
  }

  /// One pair. `===` and `!==` compare type and value (arrays and objects by their contents).
  /// The others compare two strings as strings (by UTF-16 code units, as JavaScript does) and
  /// null with a string as JavaScript does; anything else as numbers, where text that is no
  /// number, an array or an object is NaN.
  private mutating func compare(_ name: LogicOperator, _ left: LogicValue, _ right: LogicValue)
    throws(LogicError) -> Bool
  {
    switch name {
    case .strictEqual: return try strictlyEqual(left, right)
    case .strictNotEqual: return try !strictlyEqual(left, right)
    default: break
    }
    if left.isTextOrNull && right.isTextOrNull {
      return try compareTextOrNull(name, left, right)
    }
    guard let x = try number(left), !x.isNaN else {
      throw .notANumber("\(quote(left)) cannot be compared with \(quote(right))")
    }
    guard let y = try number(right), !y.isNaN else {
      throw .notANumber("\(quote(left)) cannot be compared with \(quote(right))")
    }
    return name.compares(x, y)
  }

  /// Two strings, a string and null, or two nulls, as JavaScript compares them.
  private mutating func compareTextOrNull(
    _ name: LogicOperator, _ left: LogicValue, _ right: LogicValue
  ) throws(LogicError) -> Bool {
    if case .string(let a) = left, case .string(let b) = right {
      try charge((a.utf8.count + b.utf8.count) / 64)
      return name.compares(a, b)
    }
    switch name {
    // null equals only null; a string is never null.
    case .equal: return left == .null && right == .null
    case .notEqual: return !(left == .null && right == .null)
    default:
      // Ordered, null counts as 0 and a string as its number; NaN makes it false.
      let x = try number(left) ?? .nan
      let y = try number(right) ?? .nan
      return name.compares(x, y)
    }
  }

  /// Same type and same value: numbers by value (`1` is `1.0`), strings by their characters'
  /// code points, arrays element by element, objects key by key whatever their order.
  mutating func strictlyEqual(_ left: LogicValue, _ right: LogicValue, depth: Int = 0)
    throws(LogicError) -> Bool
  {
    try charge(1)
    switch (left, right) {
    case (.null, .null): return true
    case (.bool(let a), .bool(let b)): return a == b
    case (.number(let a), .number(let b)): return a.value == b.value
    case (.string(let a), .string(let b)):
      try charge(min(a.utf8.count, b.utf8.count) / 64)
      return a.hasSameBytes(as: b)
    case (.array(let a), .array(let b)):
      guard a.count == b.count else { return false }
      try checkNesting(depth)
      for (x, y) in zip(a, b) {
        guard try strictlyEqual(x, y, depth: depth + 1) else { return false }
      }
      return true
    case (.object(let a), .object(let b)):
      try charge(a.members.count + b.members.count)
      let keys = a.distinctKeys
      guard keys.count == b.distinctKeys.count else { return false }
      try checkNesting(depth)
      for key in keys {
        guard let x = a[key], let y = b[key], try strictlyEqual(x, y, depth: depth + 1) else {
          return false
        }
      }
      return true
    default:
      return false
    }
  }

  /// Values compared or measured are walked no deeper than a value evaluation can build from
  /// a rule and data within the limits.
  func checkNesting(_ depth: Int) throws(LogicError) {
    if depth >= 4 * limits.maximumDepth { throw .tooDeep(limit: 4 * limits.maximumDepth) }
  }
}
