import FormshData
import FormshDomain

/// The fast path's walk over a record's tokens.
extension JSONScanner {
  /// Reads a whole line as a record object; false at the first thing the fast path does not
  /// handle, a key that spells no field byte for byte included: the strict parser finds the
  /// field it names in another Unicode normalization (issue 26 §14), or says it is none.
  mutating func recordObject(_ lookup: FieldLookup, _ record: inout ParsedRecord)
    -> Bool
  {
    recordMembers(lookup) { field, key, scanner in
      guard field != nil, let value = scanner.recordValue() else { return false }
      let name = UnsafeBufferPointer(rebasing: scanner.bytes[key])
      record.assign(value, to: field, key: String(decoding: name, as: UTF8.self))
      return true
    }
  }

  /// Walks a whole line as a record object of keys of plain ASCII: for each member, calls
  /// `member` with the form's field its key names (`nil`: none), where the key's bytes are,
  /// and the scanner at the value, which `member` reads; false when the line is not such an
  /// object or `member` returns false. Both of fill's readers walk records through it
  /// (`recordObject`, `recordSpans`).
  @inline(__always)
  mutating func recordMembers(
    _ lookup: FieldLookup, _ member: (Int?, Range<Int>, inout JSONScanner) -> Bool
  ) -> Bool {
    skipWhitespace()
    guard current == UInt8(ascii: "{") else { return false }
    index += 1
    skipWhitespace()
    if current == UInt8(ascii: "}") {
      index += 1
      skipWhitespace()
      return index == bytes.count
    }
    // Records nearly always list their keys in the form's order: the field after the last
    // one found is tried first, straight against the bytes.
    var expected = 0
    while true {
      skipWhitespace()
      guard current == UInt8(ascii: "\"") else { return false }
      let keyStart = index + 1
      var field: Int? = expected
      let keyEnd: Int
      if let end = lookup.end(ofKey: expected, in: bytes, at: keyStart) {
        keyEnd = end
      } else {
        // A key of plain ASCII only: one with escapes or more goes to the strict parser.
        keyEnd = ByteScan.skipPlainASCII(bytes, from: keyStart)
        guard keyEnd < bytes.count, bytes[keyEnd] == UInt8(ascii: "\"") else { return false }
        field = lookup.index(of: UnsafeBufferPointer(rebasing: bytes[keyStart..<keyEnd]))
      }
      index = keyEnd + 1
      skipWhitespace()
      guard current == UInt8(ascii: ":") else { return false }
      index += 1
      skipWhitespace()
      guard member(field, keyStart..<keyEnd, &self) else { return false }
      if let field { expected = field + 1 }
      skipWhitespace()
      if current == UInt8(ascii: ",") {
        index += 1
        continue
      }
      guard current == UInt8(ascii: "}") else { return false }
      index += 1
      skipWhitespace()
      return index == bytes.count
    }
  }

  /// A member's value, when it is a string, number, boolean, null or array of strings.
  mutating func recordValue() -> Input? {
    switch current {
    case UInt8(ascii: "\""): return try? .text(string())
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      let start = index
      guard number() else { return nil }
      // The number grammar admits ASCII only.
      return .number(String(plainASCII: UnsafeBufferPointer(rebasing: bytes[start..<index])))
    case UInt8(ascii: "t"): return literal("true") ? .bool(true) : nil
    case UInt8(ascii: "f"): return literal("false") ? .bool(false) : nil
    case UInt8(ascii: "n"): return literal("null") ? .null : nil
    case UInt8(ascii: "["):
      index += 1
      skipWhitespace()
      var strings: [String] = []
      if current == UInt8(ascii: "]") {
        index += 1
        return .list(strings)
      }
      // Lists in records are short: room for a few at once instead of growing at each one.
      strings.reserveCapacity(8)
      while true {
        skipWhitespace()
        guard current == UInt8(ascii: "\""), let text = try? string() else { return nil }
        strings.append(text)
        skipWhitespace()
        if current == UInt8(ascii: ",") {
          index += 1
          continue
        }
        guard current == UInt8(ascii: "]") else { return nil }
        index += 1
        return .list(strings)
      }
    default: return nil
    }
  }
}
