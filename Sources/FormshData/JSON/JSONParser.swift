import FormshJSON

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
    try bytes.withUnsafeBufferPointer { buffer in
      Result { () throws(JSONSyntaxError) in try parse(buffer) }
    }.get()
  }

  /// Parses one JSON value that makes up all of `buffer`.
  public static func parse(_ buffer: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError)
    -> JSONValue
  {
    var reader = Reader(bytes: buffer)
    do throws(SyntaxProblem) {
      return try reader.document()
    } catch {
      throw JSONSyntaxError(reason: error.reason, offset: error.offset, in: buffer)
    }
  }

  /// Parses a JSON object that makes up all of `bytes`; a value of another type is an error
  /// where that value starts ("expected a JSON object at the top level, found an array").
  public static func parseObject(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONObject {
    try bytes.withUnsafeBufferPointer { buffer in
      Result { () throws(JSONSyntaxError) in
        let value = try parse(buffer)
        guard case .object(let object) = value else {
          var start = JSONScanner(buffer)
          start.skipByteOrderMark()
          start.skipWhitespace()
          throw JSONSyntaxError(
            reason: "expected a JSON object at the top level, found \(value.typeDescription)",
            offset: start.index, in: buffer)
        }
        return object
      }
    }.get()
  }

  /// An error before it is given a line and column.
  struct SyntaxProblem: Error {
    let reason: String
    let offset: Int

    init(reason: String, offset: Int) {
      self.reason = reason
      self.offset = offset
    }

    /// A token's failure, worded.
    init(_ failure: JSONScanner.TokenError) {
      self.init(reason: failure.reason, offset: failure.offset)
    }
  }
}

/// The recursive descent over the scanner's tokens; values are built as they are read.
private struct Reader {
  typealias SyntaxProblem = JSONParser.SyntaxProblem

  var scanner: JSONScanner
  var depth = 0

  init(bytes: UnsafeBufferPointer<UInt8>) {
    scanner = JSONScanner(bytes)
  }

  var bytes: UnsafeBufferPointer<UInt8> { scanner.bytes }

  var index: Int {
    get { scanner.index }
    set { scanner.index = newValue }
  }

  /// The whole text: an optional byte order mark, one value, whitespace around it.
  mutating func document() throws(SyntaxProblem) -> JSONValue {
    scanner.skipByteOrderMark()
    scanner.skipWhitespace()
    guard index < bytes.count else {
      throw SyntaxProblem(reason: "empty input; expected a JSON value", offset: index)
    }
    let value = try value()
    scanner.skipWhitespace()
    guard index == bytes.count else {
      throw SyntaxProblem(
        reason: "unexpected \(describeCurrent()) after the JSON value", offset: index)
    }
    return value
  }

  func describeCurrent() -> String {
    guard index < bytes.count else { return "end of input" }
    let byte = bytes[index]
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return "byte 0x\(String(byte, radix: 16, uppercase: true))"
  }

  mutating func value() throws(SyntaxProblem) -> JSONValue {
    guard index < bytes.count else {
      throw SyntaxProblem(reason: "unexpected end of input; expected a value", offset: index)
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
      throw SyntaxProblem(reason: "expected a value, found \(describeCurrent())", offset: index)
    }
  }

  mutating func literal(_ word: StaticString) throws(SyntaxProblem) {
    let start = index
    guard scanner.literal(word) else {
      throw SyntaxProblem(reason: "expected a value, found \(describe(from: start))", offset: start)
    }
  }

  /// Up to 12 printable bytes from `start`, up to the next delimiter, quoted.
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

  mutating func enter() throws(SyntaxProblem) {
    depth += 1
    if depth > JSONParser.maximumDepth {
      throw SyntaxProblem(
        reason: "nested deeper than \(JSONParser.maximumDepth) levels", offset: index)
    }
  }

  mutating func object() throws(SyntaxProblem) -> JSONObject {
    try enter()
    index += 1
    var members: [(key: String, value: JSONValue)] = []
    scanner.skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      depth -= 1
      return JSONObject(members)
    }
    while true {
      scanner.skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw SyntaxProblem(
          reason: "expected a string key in an object, found \(describeCurrent())", offset: index)
      }
      let key = try string()
      scanner.skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw SyntaxProblem(
          reason: "expected ':' after the key \"\(key)\", found \(describeCurrent())",
          offset: index)
      }
      index += 1
      scanner.skipWhitespace()
      members.append((key, try value()))
      scanner.skipWhitespace()
      guard index < bytes.count else {
        throw SyntaxProblem(
          reason: "unexpected end of input in an object; expected '}'", offset: index)
      }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      guard bytes[index] == UInt8(ascii: "}") else {
        throw SyntaxProblem(
          reason: "expected ',' or '}' in an object, found \(describeCurrent())", offset: index)
      }
      index += 1
      depth -= 1
      return JSONObject(members)
    }
  }

  mutating func array() throws(SyntaxProblem) -> [JSONValue] {
    try enter()
    index += 1
    var elements: [JSONValue] = []
    scanner.skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      depth -= 1
      return elements
    }
    while true {
      scanner.skipWhitespace()
      elements.append(try value())
      scanner.skipWhitespace()
      guard index < bytes.count else {
        throw SyntaxProblem(
          reason: "unexpected end of input in an array; expected ']'", offset: index)
      }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      guard bytes[index] == UInt8(ascii: "]") else {
        throw SyntaxProblem(
          reason: "expected ',' or ']' in an array, found \(describeCurrent())", offset: index)
      }
      index += 1
      depth -= 1
      return elements
    }
  }

  mutating func number() throws(SyntaxProblem) -> String {
    let start = index
    guard scanner.number() else {
      throw SyntaxProblem(reason: "invalid number \(describe(from: start))", offset: start)
    }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  mutating func string() throws(SyntaxProblem) -> String {
    do {
      return try scanner.string()
    } catch {
      throw SyntaxProblem(error)
    }
  }
}
