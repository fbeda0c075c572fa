import FormshDomain

/// Reads one JSON Lines record (a JSON object) into a `ParsedRecord`.
///
/// A byte-level fast path handles the shape records nearly always have — an object of
/// strings, numbers, booleans, nulls and arrays of strings — without building a JSON tree.
/// Anything else (nesting, escaped keys, invalid UTF-8, a syntax error) goes to the strict
/// `JSONParser`, which gives the same values or the precise reason the line is malformed.
public struct JSONRecordParser: Sendable {
  private let lookup: FieldLookup

  /// Creates a parser for a form's field ids.
  public init(fieldIDs: [String]) {
    lookup = FieldLookup(ids: fieldIDs)
  }

  /// Parses a line into `record` (which is reset first).
  public func parse(_ line: UnsafeBufferPointer<UInt8>, into record: inout ParsedRecord) {
    record.reset()
    var cursor = FastCursor(bytes: line)
    if cursor.object(lookup, &record) { return }
    record.reset()
    slowParse(line, into: &record)
  }

  private func slowParse(_ line: UnsafeBufferPointer<UInt8>, into record: inout ParsedRecord) {
    if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) {
      record.malformed = "blank line; expected a JSON object"
      return
    }
    let value: JSONValue
    do {
      value = try JSONParser.parse(line)
    } catch {
      record.malformed = "\(error.reason) (column \(error.column))"
      return
    }
    guard case .object(let object) = value else {
      record.malformed = "expected a JSON object, found \(value.typeDescription)"
      return
    }
    for (key, member) in object.members {
      var key = key
      let index = key.withUTF8 { lookup.index(of: $0) }
      record.assign(JSONRecordParser.input(member), to: index, key: key)
    }
  }

  /// A JSON value as input to a field.
  static func input(_ value: JSONValue) -> Input {
    switch value {
    case .string(let text): return .text(text)
    case .number(let text): return .number(text)
    case .bool(let on): return .bool(on)
    case .null: return .null
    case .object: return .other("an object")
    case .array(let elements):
      var strings: [String] = []
      for element in elements {
        guard case .string(let text) = element else {
          return .other("a list of \(element.typeDescription)s")
        }
        strings.append(text)
      }
      return .list(strings)
    }
  }
}

/// The fast path: returns false at the first thing it does not handle.
private struct FastCursor {
  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0

  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  var current: UInt8 { index < bytes.count ? bytes[index] : 0 }

  mutating func skipWhitespace() {
    while index < bytes.count {
      let byte = bytes[index]
      guard byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A else { return }
      index += 1
    }
  }

  mutating func object(_ lookup: FieldLookup, _ record: inout ParsedRecord) -> Bool {
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
        keyEnd = ByteScan.skipPlainASCII(bytes, from: keyStart)
        guard keyEnd < bytes.count, bytes[keyEnd] == UInt8(ascii: "\"") else { return false }
        field = lookup.index(of: UnsafeBufferPointer(rebasing: bytes[keyStart..<keyEnd]))
      }
      index = keyEnd + 1
      skipWhitespace()
      guard current == UInt8(ascii: ":") else { return false }
      index += 1
      skipWhitespace()
      guard let value = value() else { return false }
      let key = UnsafeBufferPointer(rebasing: bytes[keyStart..<keyEnd])
      record.assign(value, to: field, key: String(decoding: key, as: UTF8.self))
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

  mutating func value() -> Input? {
    switch current {
    case UInt8(ascii: "\""): return string().map(Input.text)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      guard let end = JSONNumberSyntax.end(of: bytes, from: index) else { return nil }
      let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
      index = end
      return .number(text)
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
        guard current == UInt8(ascii: "\""), let text = string() else { return nil }
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

  /// Whether `word` (`true`, `false` or `null`) is at `index`, which then moves past it.
  /// Inlined, so that the word's bytes are constants the comparison unrolls against.
  @inline(__always)
  mutating func literal(_ word: StaticString) -> Bool {
    let count = word.utf8CodeUnitCount
    guard index + count <= bytes.count else { return false }
    for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { return false }
    index += count
    let next = current
    guard !(next >= UInt8(ascii: "a") && next <= UInt8(ascii: "z")) else { return false }
    return true
  }

  /// A string at `index` (on its opening quote); nil for anything unusual. Inlined into
  /// `value`, where nearly every value is a string.
  @inline(__always)
  mutating func string() -> String? {
    let start = index + 1
    var position = ByteScan.skipPlainASCII(bytes, from: start)
    var ascii = true
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        let slice = UnsafeBufferPointer(rebasing: bytes[start..<position])
        index = position + 1
        return ascii ? String(decoding: slice, as: UTF8.self) : FastCursor.validated(slice)
      }
      if byte == UInt8(ascii: "\\") { return escaped(from: start, at: position, ascii: ascii) }
      if byte < 0x20 { return nil }
      if byte >= 0x80 { ascii = false }
      position += 1
    }
    return nil
  }

  /// The text of `bytes` when they are valid UTF-8. Through `UTF8Span`, because
  /// `String(validating:as:)` runs unspecialized, at several times the cost.
  static func validated(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    guard let text = try? UTF8Span(validating: bytes.span) else { return nil }
    return String(copying: text)
  }

  /// A string with escapes: decoded into a temporary buffer the size of its JSON spelling
  /// (decoding never lengthens text). `ascii`: the bytes before the first escape are ASCII.
  private mutating func escaped(from start: Int, at firstEscape: Int, ascii: Bool) -> String? {
    var ascii = ascii
    var end = firstEscape
    while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
      if bytes[end] >= 0x80 { ascii = false }
      end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
    }
    guard end < bytes.count else { return nil }
    let text = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: end - start) { buffer in
      decode(start..<end, into: buffer).flatMap { count -> String? in
        let decoded = UnsafeBufferPointer(rebasing: buffer[..<count])
        // Escapes decode to valid UTF-8, so only raw bytes beyond ASCII need validating.
        return ascii ? String(decoding: decoded, as: UTF8.self) : FastCursor.validated(decoded)
      }
    }
    if text != nil { index = end + 1 }
    return text
  }

  /// Decodes the inside of a JSON string into `decoded`; the number of bytes written, or nil
  /// for a control character or an escape that is not allowed.
  private func decode(_ range: Range<Int>, into decoded: UnsafeMutableBufferPointer<UInt8>) -> Int?
  {
    var count = 0
    func write(_ byte: UInt8) {
      decoded[count] = byte
      count += 1
    }
    var position = range.lowerBound
    while position < range.upperBound {
      let byte = bytes[position]
      if byte < 0x20 { return nil }
      guard byte == UInt8(ascii: "\\") else {
        write(byte)
        position += 1
        continue
      }
      let code = bytes[position + 1]
      position += 2
      switch code {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): write(code)
      case UInt8(ascii: "n"): write(0x0A)
      case UInt8(ascii: "t"): write(0x09)
      case UInt8(ascii: "r"): write(0x0D)
      case UInt8(ascii: "b"): write(0x08)
      case UInt8(ascii: "f"): write(0x0C)
      case UInt8(ascii: "u"):
        guard var scalar = hex4(at: position) else { return nil }
        position += 4
        if scalar >= 0xD800 && scalar < 0xDC00 {
          guard position + 6 <= bytes.count, bytes[position] == UInt8(ascii: "\\"),
            bytes[position + 1] == UInt8(ascii: "u"), let low = hex4(at: position + 2),
            low >= 0xDC00 && low < 0xE000
          else { return nil }
          position += 6
          scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        } else if scalar >= 0xDC00 && scalar < 0xE000 {
          return nil
        }
        guard let unicode = Unicode.Scalar(scalar) else { return nil }
        for byte in UTF8.encode(unicode)! { write(byte) }
      default: return nil
      }
    }
    return count
  }

  private func hex4(at position: Int) -> UInt32? {
    guard position + 4 <= bytes.count else { return nil }
    var value: UInt32 = 0
    for offset in 0..<4 {
      let byte = bytes[position + offset]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - 48
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - 87
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - 55
      default: return nil
      }
      value = value << 4 | UInt32(digit)
    }
    return value
  }
}
