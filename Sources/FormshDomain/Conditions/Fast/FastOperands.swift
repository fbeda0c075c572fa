/// What a fast condition reads its fields from: each field's value as conditions read it, by
/// render position. A batch fill reads a record's values in place (`FastRecord`); an array
/// of values serves the tests and any caller that has them already.
protocol FastOperands {
  /// The value of the field at `position`, as conditions read it.
  func value(_ position: Int) -> FastValue
}

extension Array: FastOperands where Element == FastValue {
  @inline(__always)
  func value(_ position: Int) -> FastValue { self[position] }
}

/// Values while a record's visibility is worked out: a field found hidden so far (its flag
/// in `shown` cleared) reads as null, as conditions read a hidden field.
struct ShownOperands<Base: FastOperands>: FastOperands {
  let base: Base
  /// Whether each field is shown, by render position.
  var shown: UnsafeMutableBufferPointer<Bool>

  @inline(__always)
  func value(_ position: Int) -> FastValue {
    shown[position] ? base.value(position) : .null
  }
}
