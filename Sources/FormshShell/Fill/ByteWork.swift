import FormshDomain

/// What the byte path (`FillEngine+Bytes`) works in for a batch, reused from record to record
/// (with the record's spans and the conditions' scratch, which are kept apart).
struct ByteWork {
  /// By field: what the conditions' readings found, for the field's own turn: an option's
  /// position + 1 or a selection's bits, `FillEngine.unknown`, or `FillEngine.given` (decoded
  /// and taken by `FillRecord.read(_:given:_:)`).
  var known: [UInt64]
  /// By condition field (`FillRecord.conditionFields`): its reading, `nil` when given.
  var readings: [FillRecord.ConditionReading?]
  /// The record's errors.
  var errors: [FillError] = []

  init(fieldCount: Int, conditionFields: Int) {
    known = Array(repeating: FillEngine.unknown, count: fieldCount)
    readings = Array(repeating: nil, count: conditionFields)
  }
}
