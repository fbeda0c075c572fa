/// The recursive descent over a query's Unicode scalars (RFC 9535's grammar), building the
/// query and checking its filters' types as it reads.
///
/// Filters nest (parentheses, function arguments, queries inside filters); past
/// `maximumNesting` levels the query is refused, so that no query exhausts the stack.
struct JSONPathParser {
  /// Filter expressions nested deeper than this are an error.
  static let maximumNesting = 64
  /// The largest index or slice bound: I-JSON's exact integers, ±(2⁵³ − 1).
  static let maximumInteger = (1 << 53) - 1

  let scalars: [Unicode.Scalar]
  var index = 0
  var nesting = 0

  init(_ text: String) {
    scalars = Array(text.unicodeScalars)
  }

  var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

  func peek(_ offset: Int) -> Unicode.Scalar? {
    index + offset < scalars.count ? scalars[index + offset] : nil
  }

  /// An error at a position (the current one by default).
  func error(_ message: String, at position: Int? = nil) -> JSONPathError {
    JSONPathError(message: message, column: (position ?? index) + 1)
  }

  /// An error for what was expected here, naming what was found instead.
  func expected(_ what: String) -> JSONPathError {
    guard let found = peek else { return error("expected \(what)") }
    return error("expected \(what), found '\(found.escaped(asASCII: false))'")
  }

  /// The whole text as one query from the root.
  mutating func query() throws(JSONPathError) -> JSONPathQuery {
    guard peek == "$" else { throw expected("'$' at the start of the query") }
    index += 1
    let segments = try segments()
    guard index == scalars.count else {
      throw expected("'.', '..', '[' or the end of the query")
    }
    return JSONPathQuery(isRelative: false, segments: segments)
  }

  /// Blanks: space, tab, line feed, carriage return.
  mutating func skipBlanks() {
    while let scalar = peek, scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" {
      index += 1
    }
  }

  /// The segments after `$` or `@`, blanks allowed before each one.
  mutating func segments() throws(JSONPathError) -> [JSONPathSegment] {
    var segments: [JSONPathSegment] = []
    while true {
      let start = index
      skipBlanks()
      guard peek == "." || peek == "[" else {
        index = start
        return segments
      }
      segments.append(try segment())
    }
  }

  mutating func segment() throws(JSONPathError) -> JSONPathSegment {
    if peek == "[" { return JSONPathSegment(isDescendant: false, selectors: try bracketed()) }
    index += 1
    guard peek == "." else {
      if peek == "*" {
        index += 1
        return JSONPathSegment(isDescendant: false, selectors: [.wildcard])
      }
      guard let name = shorthandName() else { throw expected("a member name or '*' after '.'") }
      return JSONPathSegment(isDescendant: false, selectors: [.name(name)])
    }
    index += 1
    if peek == "[" { return JSONPathSegment(isDescendant: true, selectors: try bracketed()) }
    if peek == "*" {
      index += 1
      return JSONPathSegment(isDescendant: true, selectors: [.wildcard])
    }
    guard let name = shorthandName() else {
      throw expected("a member name, '*' or '[' after '..'")
    }
    return JSONPathSegment(isDescendant: true, selectors: [.name(name)])
  }

  /// `.name`'s name: a letter, `_` or a non-ASCII scalar, then those or digits.
  mutating func shorthandName() -> String? {
    guard let first = peek, Self.isNameFirst(first) else { return nil }
    var name = String.UnicodeScalarView()
    while let scalar = peek, Self.isNameFirst(scalar) || ("0"..."9").contains(scalar) {
      name.append(scalar)
      index += 1
    }
    return String(name)
  }

  static func isNameFirst(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
      || scalar.value >= 0x80
  }

  /// `[selector, …]`.
  mutating func bracketed() throws(JSONPathError) -> [JSONPathSelector] {
    index += 1
    var selectors: [JSONPathSelector] = []
    while true {
      skipBlanks()
      selectors.append(try selector())
      skipBlanks()
      switch peek {
      case ",": index += 1
      case "]":
        index += 1
        return selectors
      default: throw expected("',' or ']' after a selector")
      }
    }
  }

  mutating func selector() throws(JSONPathError) -> JSONPathSelector {
    switch peek {
    case "'", "\"": return .name(try stringLiteral())
    case "*":
      index += 1
      return .wildcard
    case "?":
      index += 1
      skipBlanks()
      return .filter(try filter())
    case let scalar? where scalar == ":" || scalar == "-" || ("0"..."9").contains(scalar):
      return try indexOrSlice()
    default:
      throw expected("a selector")
    }
  }

  /// `3`, `-1`, or a slice `start:end:step` with each part optional.
  mutating func indexOrSlice() throws(JSONPathError) -> JSONPathSelector {
    let start = peek == ":" ? nil : try integer()
    let afterStart = index
    skipBlanks()
    guard peek == ":" else {
      index = afterStart
      guard let start else { throw expected("an index") }
      return .index(start)
    }
    index += 1
    skipBlanks()
    let end = isIntegerStart ? try integer() : nil
    skipBlanks()
    var step: Int? = nil
    if peek == ":" {
      index += 1
      skipBlanks()
      if isIntegerStart { step = try integer() }
    }
    return .slice(start: start, end: end, step: step)
  }

  var isIntegerStart: Bool {
    guard let scalar = peek else { return false }
    return scalar == "-" || ("0"..."9").contains(scalar)
  }

  /// An integer: `0`, or an optional `-` and digits without a leading zero, within
  /// ±(2⁵³ − 1).
  mutating func integer() throws(JSONPathError) -> Int {
    let start = index
    let negative = peek == "-"
    if negative { index += 1 }
    guard let first = peek, ("0"..."9").contains(first) else { throw expected("a digit") }
    if first == "0" {
      index += 1
      if negative { throw error("-0 is not an index; write 0", at: start) }
      if let next = peek, ("0"..."9").contains(next) {
        throw error("an integer may not start with 0", at: start)
      }
      return 0
    }
    var value = 0
    while let digit = peek, ("0"..."9").contains(digit) {
      value = value * 10 + Int(digit.value - 0x30)
      index += 1
      guard value <= Self.maximumInteger else {
        throw error("integer out of range (±\(Self.maximumInteger))", at: start)
      }
    }
    return negative ? -value : value
  }

  /// A string in single or double quotes, with JSON's escapes (and `\'` in single quotes).
  mutating func stringLiteral() throws(JSONPathError) -> String {
    let quote = peek!
    let start = index
    index += 1
    var text = String.UnicodeScalarView()
    while true {
      guard let scalar = peek else {
        throw error("unterminated string; expected \(quote == "'" ? "'" : "\"")", at: start)
      }
      if scalar == quote {
        index += 1
        return String(text)
      }
      if scalar == "\\" {
        text.append(try escape(in: quote))
        continue
      }
      guard scalar.value >= 0x20 else {
        throw error("control character U+\(hex(scalar.value)) inside a string; escape it")
      }
      text.append(scalar)
      index += 1
    }
  }

  /// One escape sequence inside a string quoted by `quote`.
  mutating func escape(in quote: Unicode.Scalar) throws(JSONPathError) -> Unicode.Scalar {
    let start = index
    index += 1
    guard let scalar = peek else { throw error("unterminated escape", at: start) }
    index += 1
    switch scalar {
    case "b": return "\u{8}"
    case "f": return "\u{C}"
    case "n": return "\n"
    case "r": return "\r"
    case "t": return "\t"
    case "/", "\\": return scalar
    case "u": break
    case _ where scalar == quote: return scalar
    default: throw error("invalid escape '\\\(scalar)'", at: start)
    }
    let high = try hexQuad(start)
    switch high {
    case 0xDC00...0xDFFF:
      throw error("unpaired surrogate \\u\(hex(high))", at: start)
    case 0xD800...0xDBFF:
      guard peek == "\\", peek(1) == "u" else {
        throw error("unpaired surrogate \\u\(hex(high))", at: start)
      }
      index += 2
      let low = try hexQuad(start)
      guard (0xDC00...0xDFFF).contains(low) else {
        throw error("unpaired surrogate \\u\(hex(high))", at: start)
      }
      return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
    default:
      return Unicode.Scalar(high)!
    }
  }

  /// Four hexadecimal digits after `\u`.
  mutating func hexQuad(_ start: Int) throws(JSONPathError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let scalar = peek, let digit = Self.hexDigit(scalar) else {
        throw error("invalid \\u escape", at: start)
      }
      value = value * 16 + digit
      index += 1
    }
    return value
  }

  static func hexDigit(_ scalar: Unicode.Scalar) -> UInt32? {
    switch scalar {
    case "0"..."9": scalar.value - 0x30
    case "a"..."f": scalar.value - 0x61 + 10
    case "A"..."F": scalar.value - 0x41 + 10
    default: nil
    }
  }

  func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
