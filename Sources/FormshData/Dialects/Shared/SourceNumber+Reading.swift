/// Reading a number member of a source document's object, reporting one that cannot be read:
/// the one way each importer reads a number it counts with or keeps.
extension SourceNumber {
  /// The whole number at `key` of `object` (which is at `pointer`; `owner` names it in
  /// messages, ``question `q` ``): nil when the member is absent, `null` or `""` (Form.io's
  /// "not set"). Any other value that is not a whole number within ±`largest` (a fraction,
  /// ±2^63, 1e19, 1e400, `"NaN"`, `true`) is reported, naming that bound, and read as absent.
  static func whole(
    _ key: String, of object: JSONObject, owner: String, at pointer: String,
    report: (_ construct: String, _ outcome: String, _ pointer: String) -> Void
  ) -> Int? {
    guard let value = object[key], !Self.isUnset(value) else { return nil }
    if let whole = SourceNumber(value)?.whole { return whole }
    report(
      "`\(key)` \(value.excerpt) of \(owner)", "is not \(wholeBound); ignored",
      pointer.pointer(key))
    return nil
  }

  /// The number at `key` of `object`, kept as written (a NUMBER field's `min`): nil when the
  /// member is absent, `null` or `""`. Any other value that is no number a `Double` holds
  /// (`"NaN"`, 1e400, `true`) is reported and read as absent.
  static func finite(
    _ key: String, of object: JSONObject, owner: String, at pointer: String,
    report: (_ construct: String, _ outcome: String, _ pointer: String) -> Void
  ) -> SourceNumber? {
    guard let value = object[key], !Self.isUnset(value) else { return nil }
    if let number = SourceNumber(value), number.isFinite { return number }
    report(
      "`\(key)` \(value.excerpt) of \(owner)", "is not a finite number; ignored",
      pointer.pointer(key))
    return nil
  }

  /// Whether a member says "no value": `null`, or an empty string.
  private static func isUnset(_ value: JSONValue) -> Bool {
    value == .null || value == .string("")
  }
}

/// A dialect's translation, which reports each construct it does not keep: it reads numbers
/// through `SourceNumber`, reporting there.
protocol DialectReporting {
  /// Reports a construct that was not kept (or kept in part), where it is.
  mutating func report(_ construct: String, _ outcome: String, at pointer: String)
}

extension DialectReporting {
  /// `SourceNumber.whole`, reported here.
  mutating func wholeNumber(
    _ key: String, of object: JSONObject, owner: String, at pointer: String
  ) -> Int? {
    SourceNumber.whole(key, of: object, owner: owner, at: pointer) { report($0, $1, at: $2) }
  }

  /// A limit (a length, a number of choices): a whole number above 0, as `wholeNumber` reads
  /// it; 0 or less is no limit, as SurveyJS and Form.io write "none".
  mutating func limit(
    _ key: String, of object: JSONObject, owner: String, at pointer: String
  ) -> Int? {
    wholeNumber(key, of: object, owner: owner, at: pointer).flatMap { $0 > 0 ? $0 : nil }
  }

  /// `SourceNumber.finite`, reported here.
  mutating func finiteNumber(
    _ key: String, of object: JSONObject, owner: String, at pointer: String
  ) -> SourceNumber? {
    SourceNumber.finite(key, of: object, owner: owner, at: pointer) { report($0, $1, at: $2) }
  }
}
