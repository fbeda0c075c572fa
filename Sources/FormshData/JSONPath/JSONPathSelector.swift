/// One selector of a segment (RFC 9535 §2.3).
enum JSONPathSelector: Sendable {
  /// `'name'`, `"name"` or `.name`: the member with this name.
  case name(String)
  /// `*`: every element or member value, in order.
  case wildcard
  /// `3`, `-1`: the element at this index, counted from the end when negative.
  case index(Int)
  /// `start:end:step`, each part optional.
  case slice(start: Int?, end: Int?, step: Int?)
  /// `?expr`: the children for which the expression holds.
  case filter(JSONPathFilter)
}
