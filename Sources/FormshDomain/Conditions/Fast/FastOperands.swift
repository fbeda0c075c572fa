/// What a fast condition reads its fields from: each field's value as conditions read it, by
/// render position. A batch fill reads a record's values in place (`FastRecord`); an array
/// of values serves the tests and any caller that has them already.
protocol FastOperands {
  /// The value of the field at `position`, as conditions read it (null while it is hidden).
  func value(_ position: Int) -> FastValue
  /// Reads the field at `position` as null from now on, as conditions read a hidden field.
  mutating func hide(_ position: Int)
}

extension Array: FastOperands where Element == FastValue {
  @inline(__always)
  func value(_ position: Int) -> FastValue { self[position] }

  mutating func hide(_ position: Int) { self[position] = .null }
}
