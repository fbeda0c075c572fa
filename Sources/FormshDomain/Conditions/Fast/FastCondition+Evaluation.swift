extension FastCondition {
  /// The work the fast path allows itself on one record, in the evaluator's units (a step per
  /// comparison, one more per 64 bytes of text compared): a tenth of the evaluator's budget,
  /// so that where this answers, the evaluator could not have run out.
  static let budget = LogicLimits.standard.maximumWork / 10

  /// Whether the condition holds on `values` (by render position, as conditions read them),
  /// or `nil` when the full evaluator must decide. `work` counts against `budget`.
  func holds(_ values: [FastValue], work: inout Int) -> Bool? {
    switch self {
    case .truthy(let operand, let spread):
      let value = FastCondition.value(operand, values)
      if spread, case .strings(let ids) = value, ids[0].isEmpty { return nil }
      return value.isTruthy
    case .not(let inner):
      return inner.holds(values, work: &work).map { !$0 }
    case .and(let parts):
      for part in parts {
        guard let holds = part.holds(values, work: &work) else { return nil }
        if !holds { return false }
      }
      return true
    case .or(let parts):
      for part in parts {
        guard let holds = part.holds(values, work: &work) else { return nil }
        if holds { return true }
      }
      return false
    case .compare(let name, let left, let right):
      return FastCondition.compare(
        name, FastCondition.value(left, values), FastCondition.value(right, values), &work)
    case .contains(let item, let container):
      return FastCondition.contains(FastCondition.value(item, values), container, values, &work)
    }
  }

  private static func value(_ operand: FastOperand, _ values: [FastValue]) -> FastValue {
    switch operand {
    case .field(let position): values[position]
    case .constant(let value): value
    case .list: .null  // only ever a container
    }
  }

  /// One comparison, as `LogicEvaluator.compare` makes it.
  private static func compare(
    _ name: LogicOperator, _ left: FastValue, _ right: FastValue, _ work: inout Int
  ) -> Bool? {
    switch name {
    case .strictEqual: return strictlyEqual(left, right, &work)
    case .strictNotEqual: return strictlyEqual(left, right, &work).map { !$0 }
    default: break
    }
    switch (left, right) {
    case (.string(let a), .string(let b)):
      guard charge(a.utf8.count + b.utf8.count, &work) else { return nil }
      switch name {
      case .equal: return a.hasSameBytes(as: b)
      case .notEqual: return !a.hasSameBytes(as: b)
      case .less: return a.utf16.lexicographicallyPrecedes(b.utf16)
      case .lessOrEqual: return !b.utf16.lexicographicallyPrecedes(a.utf16)
      case .greater: return b.utf16.lexicographicallyPrecedes(a.utf16)
      default: return !a.utf16.lexicographicallyPrecedes(b.utf16)
      }
    case (.null, .string), (.string, .null):
      // A string is never null; ordering would read the text as a number.
      switch name {
      case .equal: return false
      case .notEqual: return true
      default: return nil
      }
    default:
      guard let x = left.plainNumber, let y = right.plainNumber, !x.isNaN, !y.isNaN else {
        return nil
      }
      switch name {
      case .equal: return x == y
      case .notEqual: return x != y
      case .less: return x < y
      case .lessOrEqual: return x <= y
      case .greater: return x > y
      default: return x >= y
      }
    }
  }

  /// `===`: same type and value; selections id by id.
  private static func strictlyEqual(_ left: FastValue, _ right: FastValue, _ work: inout Int)
    -> Bool?
  {
    switch (left, right) {
    case (.null, .null): return true
    case (.bool(let a), .bool(let b)): return a == b
    case (.number(let a), .number(let b)): return a == b
    case (.string(let a), .string(let b)):
      guard charge(min(a.utf8.count, b.utf8.count), &work) else { return nil }
      return a.hasSameBytes(as: b)
    case (.strings(let a), .strings(let b)):
      guard a.count == b.count else { return false }
      for (x, y) in zip(a, b) {
        guard charge(min(x.utf8.count, y.utf8.count), &work) else { return nil }
        if !x.hasSameBytes(as: y) { return false }
      }
      return true
    default:
      return false
    }
  }

  /// `in` with an array (or null) to look in; text is left to the evaluator.
  private static func contains(
    _ item: FastValue, _ container: FastOperand, _ values: [FastValue], _ work: inout Int
  ) -> Bool? {
    let elements: [FastValue]
    switch container {
    case .list(let listed):
      elements = listed
    case .field(let position):
      switch values[position] {
      case .null: return false
      case .strings(let ids):
        guard case .string(let needle) = item else {
          // Only a string can be strictly equal to an option id.
          return charge(0, times: ids.count, &work) ? false : nil
        }
        for id in ids {
          guard charge(min(id.utf8.count, needle.utf8.count), &work) else { return nil }
          if id.hasSameBytes(as: needle) { return true }
        }
        return false
      default: return nil
      }
    case .constant:
      return nil
    }
    for element in elements {
      guard charge(0, &work), let equal = strictlyEqual(item, element, &work) else { return nil }
      if equal { return true }
    }
    return false
  }

  /// Counts a comparison of `bytes` bytes, `times` times; `false` past the budget.
  private static func charge(_ bytes: Int, times: Int = 1, _ work: inout Int) -> Bool {
    work += times * (1 + bytes / 64)
    return work <= budget
  }
}
