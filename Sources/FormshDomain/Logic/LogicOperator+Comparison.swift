extension LogicOperator {
  /// Two strings compared by this operator (`==`, `!=`, `<`, `<=`, `>`, `>=`) as JavaScript
  /// compares them: equal byte for byte, ordered by UTF-16 code units. The evaluator and the
  /// fast path of a batch fill both compare through this, so they cannot drift apart.
  func compares(_ a: String, _ b: String) -> Bool {
    switch self {
    case .equal: a.hasSameBytes(as: b)
    case .notEqual: !a.hasSameBytes(as: b)
    case .less: a.precedesInUTF16(b)
    case .lessOrEqual: !b.precedesInUTF16(a)
    case .greater: b.precedesInUTF16(a)
    default: !a.precedesInUTF16(b)
    }
  }

  /// Two numbers compared by this operator.
  func compares(_ x: Double, _ y: Double) -> Bool {
    switch self {
    case .equal: x == y
    case .notEqual: x != y
    case .less: x < y
    case .lessOrEqual: x <= y
    case .greater: x > y
    default: x >= y
    }
  }
}
