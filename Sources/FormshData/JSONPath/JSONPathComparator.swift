import FormshDomain
import FormshJSON

/// RFC 9535 §2.3.5.2.2's comparisons: Nothing equals only Nothing; numbers compare by value,
/// exactly, as decimals (`1 == 1.0 == 1e0`; no binary rounding); strings by
/// their Unicode scalars; arrays and objects are equal when their elements and members are;
/// only numbers and strings are ordered.
///
/// Each pair of values compared costs one unit of `budget`, as the evaluator counts nodes.
enum JSONPathComparator {
  typealias Exhausted = JSONPathEvaluator.Exhausted

  static func compare(
    _ lhs: JSONValue?, _ comparison: JSONPathComparison, _ rhs: JSONValue?, budget: inout Int
  ) throws(Exhausted) -> Bool {
    switch comparison {
    case .equal: try equal(lhs, rhs, budget: &budget)
    case .notEqual: try !equal(lhs, rhs, budget: &budget)
    case .less: less(lhs, rhs)
    case .lessOrEqual: less(lhs, rhs) ? true : try equal(lhs, rhs, budget: &budget)
    case .greater: less(rhs, lhs)
    case .greaterOrEqual: less(rhs, lhs) ? true : try equal(lhs, rhs, budget: &budget)
    }
  }

  static func equal(_ lhs: JSONValue?, _ rhs: JSONValue?, budget: inout Int) throws(Exhausted)
    -> Bool
  {
    guard let lhs, let rhs else { return lhs == nil && rhs == nil }
    return try equal(lhs, rhs, budget: &budget)
  }

  /// Deep equality, with a stack of pairs still to compare instead of recursion.
  static func equal(_ lhs: JSONValue, _ rhs: JSONValue, budget: inout Int) throws(Exhausted)
    -> Bool
  {
    var pending = [(lhs, rhs)]
    while let (left, right) = pending.popLast() {
      guard budget > 0 else { throw Exhausted() }
      budget -= 1
      switch (left, right) {
      case (.null, .null): continue
      case (.bool(let a), .bool(let b)): guard a == b else { return false }
      case (.number(let a), .number(let b)): guard numbersEqual(a, b) else { return false }
      case (.string(let a), .string(let b)):
        guard a.utf8.elementsEqual(b.utf8) else { return false }
      case (.array(let a), .array(let b)):
        guard a.count == b.count else { return false }
        pending.append(contentsOf: zip(a, b))
      case (.object(let a), .object(let b)):
        // Members by name (the last of a repeated name), in any order.
        let left = members(a)
        let right = members(b)
        guard left.count == right.count else { return false }
        for (key, value) in left {
          guard let other = right[key] else { return false }
          pending.append((value, other))
        }
      default: return false
      }
    }
    return true
  }

  /// An object's members by the UTF-8 of their names (Swift's `String` equality would make
  /// canonically equivalent names one).
  static func members(_ object: JSONObject) -> [[UInt8]: JSONValue] {
    var found: [[UInt8]: JSONValue] = [:]
    for member in object.members { found[Array(member.key.utf8)] = member.value }
    return found
  }

  static func numbersEqual(_ lhs: String, _ rhs: String) -> Bool {
    guard let a = DecimalNumber(lhs), let b = DecimalNumber(rhs) else { return lhs == rhs }
    return a == b
  }

  static func less(_ lhs: JSONValue?, _ rhs: JSONValue?) -> Bool {
    switch (lhs, rhs) {
    case (.number(let a)?, .number(let b)?):
      guard let a = DecimalNumber(a), let b = DecimalNumber(b) else { return false }
      return a < b
    case (.string(let a)?, .string(let b)?):
      // UTF-8's byte order is the order of the scalars.
      return a.utf8.lexicographicallyPrecedes(b.utf8)
    default:
      return false
    }
  }
}
