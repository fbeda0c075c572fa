/// How `var`, `val` and `missing` turn their (evaluated) arguments into paths.
enum LogicReads {
  /// `var`'s argument: a path, or `[path, default]`. A path is a string split at `.`, a number
  /// (an array index), or `""`, `null` or nothing for the whole data.
  static func variable(_ argument: LogicValue) throws(LogicError) -> (LogicPath, LogicValue?) {
    guard case .array(let elements) = argument else {
      return (try key(argument, of: .variable), nil)
    }
    guard elements.count <= 2 else {
      throw .invalidArguments(
        operator: "var", "takes a path and a default at most, not \(elements.count) arguments")
    }
    return (
      try key(elements.first ?? .null, of: .variable), elements.count == 2 ? elements[1] : nil
    )
  }

  /// A `var` path or a `missing` key: `"a.b"` is `["a", "b"]`; a number is its text; `""` and
  /// `null` are the whole data.
  static func key(_ value: LogicValue, of name: LogicOperator) throws(LogicError) -> LogicPath {
    switch value {
    case .null: return LogicPath([])
    case .string(let text): return LogicPath(dotted: text)
    case .number(let number): return LogicPath(dotted: LogicNumber.javaScriptText(number.value))
    case .bool(let on): return LogicPath([on ? "true" : "false"])
    case .array, .object:
      throw .invalidArguments(
        operator: name.rawValue, "a path is a string or a number, not \(value.typeDescription)")
    }
  }

  /// `val`'s argument: one key, or an array of keys (`[]` is the whole data); keys are not
  /// split at `.`.
  static func value(_ argument: LogicValue) throws(LogicError) -> LogicPath {
    var keys: [LogicValue]
    switch argument {
    case .null: return LogicPath([])
    case .array(let elements): keys = elements
    default: keys = [argument]
    }
    var segments: [String] = []
    segments.reserveCapacity(keys.count)
    for key in keys {
      switch key {
      case .string(let text): segments.append(text)
      case .number(let number): segments.append(LogicNumber.javaScriptText(number.value))
      default:
        throw .invalidArguments(
          operator: "val", "a key is a string or a number, not \(key.typeDescription)")
      }
    }
    return LogicPath(segments)
  }
}
