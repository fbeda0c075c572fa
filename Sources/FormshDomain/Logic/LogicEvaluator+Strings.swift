extension LogicEvaluator {
  /// `cat`: the arguments' text joined (numbers as JavaScript writes them, booleans as
  /// `true`/`false`); null adds nothing; arrays and objects are refused.
  mutating func concatenate(_ values: [LogicValue]) throws(LogicError) -> LogicValue {
    var text = ""
    for value in values where value != .null {
      guard let piece = value.javaScriptText else {
        throw .invalidArguments(operator: "cat", "joins text and numbers, not \(quote(value))")
      }
      try charge(piece.utf8.count + 1)
      text += piece
    }
    try produce(text: text)
    return .string(text)
  }

  /// `substr`: `[text, start, length]` as JavaScript's `substr`, counted in characters: a
  /// negative start counts from the end, a negative length leaves that many characters off
  /// the end, no length goes to the end. Null text is empty.
  mutating func substring(_ values: [LogicValue]) throws(LogicError) -> LogicValue {
    let text: String
    switch values[0] {
    case .null: text = ""
    case let value:
      guard let written = value.javaScriptText else {
        throw .invalidArguments(operator: "substr", "takes text, not \(quote(value))")
      }
      text = written
    }
    try charge(text.utf8.count + 1)
    let characters = Array(text)
    let count = characters.count
    let start = try position(values.count > 1 ? values[1] : .null, "start")
    var from = start < 0 ? max(count + start, 0) : min(start, count)
    var to = count
    if values.count > 2 {
      let length = try position(values[2], "length")
      to = length < 0 ? count + length : min(from + length, count)
    }
    if to < from { (from, to) = (0, 0) }
    let part = String(characters[from..<to])
    try produce(text: part)
    return .string(part)
  }

  /// A start or length: a number (or what converts to one), truncated, kept within what any
  /// string's length can be.
  private mutating func position(_ value: LogicValue, _ what: String) throws(LogicError) -> Int {
    guard let number = try number(value), !number.isNaN else {
      throw .invalidArguments(operator: "substr", "the \(what) is not a number: \(quote(value))")
    }
    let limit = Double(Int32.max)
    return Int(min(max(number.rounded(.towardZero), -limit), limit))
  }

  /// `in`: whether `item` is an element of an array (by strict equality) or, as text, a part of
  /// a string. Nothing is in null.
  mutating func contains(_ item: LogicValue, in container: LogicValue) throws(LogicError) -> Bool {
    switch container {
    case .null:
      return false
    case .array(let elements):
      for element in elements {
        if try strictlyEqual(item, element) { return true }
      }
      return false
    case .string(let text):
      guard let needle = item.javaScriptText else {
        throw .invalidArguments(operator: "in", "looks for text in a string, not \(quote(item))")
      }
      try charge(text.utf8.count + needle.utf8.count)
      return SubstringSearch.contains(Array(text.utf8), Array(needle.utf8))
    default:
      throw .invalidArguments(
        operator: "in", "looks in an array or a string, not \(quote(container))")
    }
  }
}
