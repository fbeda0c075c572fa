import FormshDomain

/// What the byte path (`FillEngine+Bytes`) works in for a batch, reused from record to record
/// (with the record's spans and the conditions' scratch, which are kept apart).
struct ByteWork {
  /// By field: what the conditions' readings found, for the field's own turn: an option's
  /// position + 1 or a selection's bits, `FillEngine.number` (a number whose syntax is
  /// checked), `FillEngine.unknown`, or `FillEngine.given` (decoded and taken by
  /// `FillRecord.read(_:given:into:_:)`).
  var known: [UInt64]
  /// The record's errors.
  var errors: [FillError] = []

  init(fieldCount: Int) {
    known = Array(repeating: FillEngine.unknown, count: fieldCount)
  }
}
