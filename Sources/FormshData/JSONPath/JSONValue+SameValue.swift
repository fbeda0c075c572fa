extension JSONValue {
  /// Whether two values are the same as JSONPath compares them (RFC 9535 §2.3.5.2.2):
  /// numbers by value, exactly (`1 == 1.0`), strings by their scalars, arrays element by
  /// element, objects member by member in any order. (`expect response PATH == VALUE`.)
  public func isSameValue(as other: JSONValue) -> Bool {
    var budget = JSONPath.defaultBudget
    return (try? JSONPathComparator.equal(self, other, budget: &budget)) ?? false
  }
}
