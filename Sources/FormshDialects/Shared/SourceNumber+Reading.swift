import FormshJSON

/// Reading a number member of a source document's object, reporting one that cannot be read:
/// the one way each importer reads a number it counts with or keeps.
extension SourceNumber {
  /// The whole number at `key` of `object` (which is at `pointer`; `owner` names it in
  /// messages, ``question `q` ``): nil when the member is absent, `null` or `""` (Form.io's
  /// "not set"). Any other value that is not a whole number within ±`largest` (a fraction,
  /// ±2^63, 1e19, 1e400, `"NaN"`, `true`) is reported, naming that bound, and read as absent.
  static func whole(
    _ key: String, of object: JSONObject, owner: String, at pointer: String,
    report: (_ construct: String, _ outcome: DialectProblem.Outcome, _ pointer: String) -> Void
  ) -> Int? {
    guard let value = object[key], !Self.isUnset(value) else { return nil }
    if let whole = SourceNumber(value)?.whole { return whole }
    report(
      "`\(key)` \(value.excerpt) of \(owner)", .skipped("is not \(wholeBound)"),
      pointer.pointer(key))
    return nil
  }

  /// The number at `key` of `object`, kept as written (a NUMBER field's `min`): nil when the
  /// member is absent, `null` or `""`. Any other value that is no number a `Double` holds
  /// (`"NaN"`, 1e400, `true`) is reported and read as absent.
  static func finite(
    _ key: String, of object: JSONObject, owner: String, at pointer: String,
    report: (_ construct: String, _ outcome: DialectProblem.Outcome, _ pointer: String) -> Void
  ) -> SourceNumber? {
    guard let value = object[key], !Self.isUnset(value) else { return nil }
    if let number = SourceNumber(value), number.isFinite { return number }
    report(
      "`\(key)` \(value.excerpt) of \(owner)", .skipped("is not a finite number"),
      pointer.pointer(key))
    return nil
  }

  /// Whether a member says "no value": `null`, or an empty string.
  private static func isUnset(_ value: JSONValue) -> Bool {
    value == .null || value == .string("")
  }
}
