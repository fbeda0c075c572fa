import FormshData
/// Finds a field from a record's key in another Unicode normalization than the form's id
/// (issue 26 §14): keys compared as Swift's `String ==` compares them, by canonical
/// equivalence (`"é"` and `"e\u{301}"` one key), as the prompt finds a field. Asked only for
/// bytes `FieldLookup` found no id for, off fill's fast path (a record with such a key is
/// read by the strict parser, or it is a CSV header); for a form of ASCII ids and an ASCII
/// key it answers at once, since two different ASCII texts are never equivalent.
struct EquivalentKeys: Sendable {
  /// Id → position, the first of equivalent ids.
  private let positions: [String: Int]
  /// Whether every id is ASCII.
  private let allASCII: Bool

  /// The table for a form's field ids (in `FieldLookup`'s order).
  init(ids: [String]) {
    var positions: [String: Int] = [:]
    positions.reserveCapacity(ids.count)
    for (index, id) in ids.enumerated() where positions[id] == nil { positions[id] = index }
    self.positions = positions
    allASCII = ids.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } }
  }

  /// The position of the field whose id is canonically equivalent to these bytes (valid
  /// UTF-8).
  func index(of key: UnsafeBufferPointer<UInt8>) -> Int? {
    guard !allASCII || key.contains(where: { $0 >= 0x80 }),
      let text = String(validating: key, as: UTF8.self)
    else { return nil }
    return positions[text]
  }
}
