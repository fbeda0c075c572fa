/// `fill --id KEY`: the key whose value each record's output line carries as `"id"`, so that
/// the lines of a fill split across processes or machines can be joined back to their
/// records.
///
/// KEY need not be a field of the form. When it is one, the field is filled and validated as
/// usual and its value copied; when it is not, the record parser looks it up as one more key
/// after the fields (so it is never an unknown key) and fill never sees it.
public struct RecordIdentity: Sendable {
  /// The record's key.
  let key: String
  /// Where the parser puts KEY's value in `ParsedRecord.inputs`: the field's position, or
  /// one past the last field.
  let slot: Int
  /// Whether KEY is not a field of the form (its slot follows the fields').
  let isExtra: Bool

  public init(key: String, fieldIDs: [String]) {
    self.key = key
    if let field = fieldIDs.firstIndex(of: key) {
      slot = field
      isExtra = false
    } else {
      slot = fieldIDs.count
      isExtra = true
    }
  }

  /// The keys a record parser looks up: the form's field ids, then KEY when it is none of
  /// them.
  static func lookupKeys(_ fieldIDs: [String], _ identity: RecordIdentity?) -> [String] {
    guard let identity, identity.isExtra else { return fieldIDs }
    return fieldIDs + [identity.key]
  }
}
