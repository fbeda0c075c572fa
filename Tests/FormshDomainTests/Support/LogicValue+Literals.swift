import FormshDomain

// Rules and data written as Swift literals: `["==": [["var": "x"], 1]]` is the rule
// {"==": [{"var": "x"}, 1]}; a dictionary literal keeps its members in order.

extension LogicValue: ExpressibleByNilLiteral {
  public init(nilLiteral: ()) { self = .null }
}

extension LogicValue: ExpressibleByBooleanLiteral {
  public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension LogicValue: ExpressibleByIntegerLiteral {
  public init(integerLiteral value: Int) { self = .number(Double(value)) }
}

extension LogicValue: ExpressibleByFloatLiteral {
  public init(floatLiteral value: Double) { self = .number(value) }
}

extension LogicValue: ExpressibleByStringLiteral {
  public init(stringLiteral value: String) { self = .string(value) }
}

extension LogicValue: ExpressibleByArrayLiteral {
  public init(arrayLiteral elements: LogicValue...) { self = .array(elements) }
}

extension LogicValue: ExpressibleByDictionaryLiteral {
  public init(dictionaryLiteral elements: (String, LogicValue)...) {
    self = .object(LogicObject(elements.map { (key: $0.0, value: $0.1) }))
  }
}

/// A number written as this JSON text (which it keeps).
func number(_ text: String) -> LogicValue {
  .number(LogicNumber(text: text)!)
}

/// The rule's value on `data`, or the error it fails with.
func evaluate(_ rule: LogicValue, _ data: LogicValue = nil, limits: LogicLimits = .standard)
  -> Result<LogicValue, LogicError>
{
  Result { () throws(LogicError) in try LogicRule(rule, limits: limits).evaluate(data) }
}
