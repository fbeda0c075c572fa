import FormshDomain

/// A strict RFC 8259 JSON parser over UTF-8 bytes, with errors that say where.
///
/// Strings must be valid UTF-8 without raw control characters; escaped surrogates must pair;
/// nesting stops at `maximumDepth` with an error instead of exhausting the stack. A UTF-8 byte
/// order mark at the start is skipped.
public enum JSONParser {
  /// Arrays and objects nested deeper than this are an error.
  public static let maximumDepth = 512

  /// Parses one JSON value that makes up all of `bytes` (surrounding whitespace allowed).
  public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
    var result: Result<JSONValue, JSONSyntaxError> = .success(.null)
    bytes.withUnsafeBufferPointer { buffer in
      result = Result { () throws(JSONSyntaxError) in try parse(buffer) }
    }
    return try result.get()
  }

  /// Parses one JSON value that makes up all of `buffer`.
  public static func parse(_ buffer: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError)
    -> JSONValue
  {
    var reader = Reader(bytes: buffer)
    do throws(Failure) {
      if reader.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3 }
      reader.skipWhitespace()
      guard reader.index < buffer.count else {
        throw Failure(reason: "empty input; expected a JSON value", offset: reader.index)
      }
      let value = try reader.value()
      reader.skipWhitespace()
      guard reader.index == buffer.count else {
        throw Failure(
          reason: "unexpected \(reader.describeCurrent()) after the JSON value",
          offset: reader.index)
      }
      return value
    } catch {
      throw JSONSyntaxError(located: error, in: buffer)
    }
  }
}

/// An error before it is given a line and column.
struct Failure: Error {
  let reason: String
  let offset: Int
}

extension JSONSyntaxError {
  /// Locates a failure: counts lines, and characters within the line.
  init(located failure: Failure, in bytes: UnsafeBufferPointer<UInt8>) {
    let end = min(failure.offset, bytes.count)
    var line = 1
    // A byte order mark is invisible: the first line's columns start after it.
    var lineStart = end >= 3 && bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    for index in 0..<end where bytes[index] == UInt8(ascii: "\n") {
      line += 1
      lineStart = index + 1
    }
    var column = 1
    for index in lineStart..<end where bytes[index] & 0xC0 != 0x80 { column += 1 }
    self.init(reason: failure.reason, offset: failure.offset, line: line, column: column)
  }
}

private struct Reader {
  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0
  var depth = 0
  var scratch: [UInt8] = []

  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  func describeCurrent() -> String {
    guard index < bytes.count else { return "end of input" }
    let byte = bytes[index]
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return "byte 0x\(String(byte, radix: 16, uppercase: true))"
  }

  mutating func value() throws(Failure) -> JSONValue {
    guard index < bytes.count else {
      throw Failure(reason: "unexpected end of input; expected a value", offset: index)
    }
    switch bytes[index] {
    case UInt8(ascii: "{"): return .object(try object())
    case UInt8(ascii: "["): return .array(try array())
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): try literal("true"); return .bool(true)
    case UInt8(ascii: "f"): try literal("false"); return .bool(false)
    case UInt8(ascii: "n"): try literal("null"); return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
    default:
      throw Failure(reason: "expected a value, found \(describeCurrent())", offset: index)
    }
  }

  mutating func literal(_ word: StaticString) throws(Failure) {
    let start = index
    for expected in UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount) {
      guard index < bytes.count, bytes[index] == expected else {
        throw Failure(reason: "expected a value, found \(describe(from: start))", offset: start)
      }
      index += 1
    }
  }

  func describe(from start: Int) -> String {
    var end = start
    while end < bytes.count, end - start < 12, bytes[end] > 0x20, bytes[end] < 0x7F,
      !",:]}".utf8.contains(bytes[end])
    {
      end += 1
    }
    if end == start { return "end of input" }
    return "'" + String(decoding: bytes[start..<end], as: UTF8.self) + "'"
  }

  mutating func enter() throws(Failure) {
    depth += 1
    if depth > JSONParser.maximumDepth {
      throw Failure(
        reason: "nested deeper than \(JSONParser.maximumDepth) levels", offset: index)
    }
  }

  mutating func object() throws(Failure) -> JSONObject {
    try enter()
    index += 1
    var members: [(key: String, value: JSONValue)] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      depth -= 1
      return JSONObject(members)
    }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw Failure(
          reason: "expected a string key in an object, found \(describeCurrent())", offset: index)
      }
      let key = try string()
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw Failure(
          reason: "expected ':' after the key \"\(key)\", found \(describeCurrent())",
          offset: index)
      }
      index += 1
      skipWhitespace()
      members.append((key, try value()))
      skipWhitespace()
      guard index < bytes.count else {
        throw Failure(reason: "unexpected end of input in an object; expected '}'", offset: index)
      }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      guard bytes[index] == UInt8(ascii: "}") else {
        throw Failure(
          reason: "expected ',' or '}' in an object, found \(describeCurrent())", offset: index)
      }
      index += 1
      depth -= 1
      return JSONObject(members)
    }
  }

  mutating func array() throws(Failure) -> [JSONValue] {
    try enter()
    index += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      depth -= 1
      return elements
    }
    while true {
      skipWhitespace()
      elements.append(try value())
      skipWhitespace()
      guard index < bytes.count else {
        throw Failure(reason: "unexpected end of input in an array; expected ']'", offset: index)
      }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      guard bytes[index] == UInt8(ascii: "]") else {
        throw Failure(
          reason: "expected ',' or ']' in an array, found \(describeCurrent())", offset: index)
      }
      index += 1
      depth -= 1
      return elements
    }
  }

  mutating func number() throws(Failure) -> String {
    let start = index
    guard let end = JSONNumberSyntax.end(of: bytes, from: start) else {
      throw Failure(reason: "invalid number \(describe(from: start))", offset: start)
    }
    index = end
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  mutating func string() throws(Failure) -> String {
    let open = index
    index += 1
    let start = index
    var plain = true
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        let text = try makeString(bytes[start..<index], at: open, plain: plain)
        index += 1
        return text
      }
      if byte == UInt8(ascii: "\\") {
        return try escapedString(open: open, start: start)
      }
      if byte < 0x20 { throw controlCharacter(byte) }
      if byte >= 0x80 { plain = false }
      index += 1
    }
    throw Failure(reason: "unterminated string", offset: open)
  }

  func controlCharacter(_ byte: UInt8) -> Failure {
    let hex = String(byte, radix: 16, uppercase: true)
    let name =
      byte == 0x0A ? " (a line break; write \\n)" : byte == 0x09 ? " (a tab; write \\t)" : ""
    return Failure(
      reason: "control character U+\(String(repeating: "0", count: 4 - hex.count))\(hex)"
        + " inside a string\(name)", offset: index)
  }

  func makeString(_ slice: Slice<UnsafeBufferPointer<UInt8>>, at open: Int, plain: Bool)
    throws(Failure) -> String
  {
    if plain { return String(decoding: slice, as: UTF8.self) }
    guard let text = String(validating: slice, as: UTF8.self) else {
      throw Failure(reason: "invalid UTF-8 in a string", offset: open + 1 + invalidOffset(slice))
    }
    return text
  }

  func invalidOffset(_ slice: Slice<UnsafeBufferPointer<UInt8>>) -> Int {
    var decoder = UTF8()
    var iterator = slice.makeIterator()
    var consumed = 0
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): consumed += UTF8.width(scalar)
      case .emptyInput: return consumed
      case .error: return consumed
      }
    }
  }

  mutating func escapedString(open: Int, start: Int) throws(Failure) -> String {
    scratch.removeAll(keepingCapacity: true)
    scratch.append(contentsOf: bytes[start..<index])
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        guard let text = String(validating: scratch, as: UTF8.self) else {
          throw Failure(reason: "invalid UTF-8 in a string", offset: open)
        }
        return text
      case UInt8(ascii: "\\"):
        try escape()
      case 0..<0x20:
        throw controlCharacter(byte)
      default:
        scratch.append(byte)
        index += 1
      }
    }
    throw Failure(reason: "unterminated string", offset: open)
  }

  mutating func escape() throws(Failure) {
    let at = index
    index += 1
    guard index < bytes.count else { throw Failure(reason: "unterminated string", offset: at) }
    let code = bytes[index]
    index += 1
    switch code {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(code)
    case UInt8(ascii: "b"): scratch.append(0x08)
    case UInt8(ascii: "f"): scratch.append(0x0C)
    case UInt8(ascii: "n"): scratch.append(0x0A)
    case UInt8(ascii: "r"): scratch.append(0x0D)
    case UInt8(ascii: "t"): scratch.append(0x09)
    case UInt8(ascii: "u"):
      var scalar = try hex4(at: at)
      if (0xD800..<0xDC00).contains(scalar) {
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
          bytes[index + 1] == UInt8(ascii: "u")
        else { throw Failure(reason: "unpaired surrogate \\u\(hex(scalar))", offset: at) }
        index += 2
        let low = try hex4(at: at)
        guard (0xDC00..<0xE000).contains(low) else {
          throw Failure(reason: "unpaired surrogate \\u\(hex(scalar))", offset: at)
        }
        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
      } else if (0xDC00..<0xE000).contains(scalar) {
        throw Failure(reason: "unpaired surrogate \\u\(hex(scalar))", offset: at)
      }
      scratch.append(contentsOf: String(Character(Unicode.Scalar(scalar)!)).utf8)
    default:
      throw Failure(reason: "invalid escape '\\\(Character(Unicode.Scalar(code)))'", offset: at)
    }
  }

  func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  mutating func hex4(at escapeStart: Int) throws(Failure) -> UInt32 {
    guard index + 4 <= bytes.count else {
      throw Failure(reason: "incomplete \\u escape", offset: escapeStart)
    }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw Failure(reason: "invalid \\u escape", offset: escapeStart)
      }
      value = value << 4 | UInt32(digit)
      index += 1
    }
    return value
  }
}

/// JSON's number grammar, on bytes: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
public enum JSONNumberSyntax {
  /// The end of the number starting at `start`, or `nil` when the bytes there are not one.
  /// A number must not run into letters or digits (`1O0`, `01` are not numbers).
  public static func end(of bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    guard let index = DecimalNumber.syntaxEnd(of: bytes, from: start) else { return nil }
    if index < bytes.count {
      let next = bytes[index]
      let isWord =
        (next | 0x20 >= UInt8(ascii: "a") && next | 0x20 <= UInt8(ascii: "z"))
        || (next >= 0x30 && next <= 0x39) || next == UInt8(ascii: ".")
      if isWord { return nil }
    }
    return index
  }
}
