extension LogicEvaluator {
  /// `+`, `-`, `*`, `/`, `%` on numbers and on what converts to one (`"3"`, `true`, `null`);
  /// text that is no number, arrays and objects are NaN, and so is a division by zero and a
  /// result past `Double`'s range.
  mutating func arithmetic(_ name: LogicOperator, _ values: [LogicValue]) throws(LogicError)
    -> LogicValue
  {
    try charge(values.count)
    var result: Double
    switch name {
    case .plus:
      result = 0
      for value in values { result += try arithmeticNumber(value) }
    case .times:
      result = 1
      for value in values { result *= try arithmeticNumber(value) }
    case .minus:
      result = try arithmeticNumber(values[0])
      if values.count == 1 { result = -result }
      for value in values.dropFirst() { result -= try arithmeticNumber(value) }
    case .divide:
      result = values.count == 1 ? 1 : try arithmeticNumber(values[0])
      for value in values.dropFirst(values.count == 1 ? 0 : 1) {
        let divisor = try arithmeticNumber(value)
        if divisor == 0 { throw .notANumber("division by zero") }
        result /= divisor
      }
    default:
      result = try arithmeticNumber(values[0])
      for value in values.dropFirst() {
        let divisor = try arithmeticNumber(value)
        if divisor == 0 { throw .notANumber("remainder of a division by zero") }
        result = result.truncatingRemainder(dividingBy: divisor)
      }
    }
    guard result.isFinite else {
      throw .notANumber("the result of \(name.rawValue) is not a finite number")
    }
    return .number(result == 0 ? 0 : result)
  }

  /// `max` and `min` of numbers (not of text): the argument itself, so a number keeps its
  /// text.
  mutating func extreme(_ name: LogicOperator, _ values: [LogicValue]) throws(LogicError)
    -> LogicValue
  {
    try charge(values.count)
    var best: LogicNumber?
    for value in values {
      guard case .number(let number) = value else {
        throw .invalidArguments(
          operator: name.rawValue, "takes numbers, not \(quote(value))")
      }
      if let current = best {
        if name == .max ? number.value > current.value : number.value < current.value {
          best = number
        }
      } else {
        best = number
      }
    }
    // Arity 1 or more was checked.
    return .number(best ?? LogicNumber(0))
  }
}
