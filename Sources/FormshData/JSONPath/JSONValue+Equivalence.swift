import FormshJSON

extension JSONValue {
  /// Whether two values are equal as a JSONPath filter's `==` says (RFC 9535 §2.3.5.2.2):
  /// numbers by exact decimal value (`1 == 1.0 == 1e0`), strings by their Unicode scalars
  /// (not canonical equivalence), arrays element by element, objects by their members in
  /// any order. For `expect response PATH == VALUE`. Compares without recursion, so values
  /// of any depth are safe.
  public func equals(byValue other: JSONValue) -> Bool {
    var budget = Int.max
    return (try? JSONPathComparator.equal(self, other, budget: &budget)) ?? false
  }
}
