extension LogicEvaluator {
  /// `var` or `val` of a path computed while evaluating (a constant one was resolved when the
  /// rule was read). Splitting the path and following it is work in proportion to its length.
  mutating func read(_ name: LogicOperator, _ argument: LogicValue, _ data: LogicValue)
    throws(LogicError) -> LogicValue
  {
    switch argument {
    case .string(let text): try charge(text.utf8.count / 16)
    case .array(let keys): try charge(keys.count)
    default: break
    }
    if name == .variable {
      let (path, fallback) = try LogicReads.variable(argument)
      try charge(path.segments.count)
      return path.value(in: data) ?? fallback ?? .null
    }
    let path = try LogicReads.value(argument)
    try charge(path.segments.count)
    return path.value(in: data) ?? .null
  }

  /// `missing`: the keys (`var` paths) whose value is absent, null or `""`, in the order given.
  /// The keys are the arguments, or the elements of the first when it is an array.
  mutating func missing(_ values: [LogicValue], _ data: LogicValue) throws(LogicError)
    -> LogicValue
  {
    var keys = values
    if case .array(let listed)? = values.first { keys = listed }
    try charge(keys.count)
    var absent: [LogicValue] = []
    for key in keys {
      if case .string(let text) = key { try charge(text.utf8.count / 16) }
      let path = try LogicReads.key(key, of: .missing)
      try charge(path.segments.count)
      switch path.value(in: data) {
      case nil, .null?, .string("")?:
        try produce(key)
        absent.append(key)
      default: break
      }
    }
    return .array(absent)
  }

  /// `missing_some`: `[needed, keys]`: no keys when at least `needed` of them are present,
  /// else the missing ones.
  mutating func missingSome(_ values: [LogicValue], _ data: LogicValue) throws(LogicError)
    -> LogicValue
  {
    guard case .number(let needed) = values[0], case .array(let keys) = values[1] else {
      throw .invalidArguments(
        operator: "missing_some",
        "takes a number and an array of keys, not \(quote(values[0])) and \(quote(values[1]))")
    }
    let absent = try missing([values[1]], data)
    guard case .array(let missed) = absent else { return absent }
    return Double(keys.count - missed.count) >= needed.value ? .array([]) : absent
  }
}
