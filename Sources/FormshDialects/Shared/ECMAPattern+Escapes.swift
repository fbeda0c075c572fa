/// ECMAScript's escapes and character classes, in PCRE2's syntax.
extension ECMAPattern {
  /// What an escape stands for.
  enum Atom {
    /// One character.
    case character(Unicode.Scalar)
    /// A set of characters, as the inside of a PCRE2 class (`0-9`).
    case set(String)
    /// PCRE2 text that stands alone outside a class (a word boundary, a backreference), and
    /// whether a quantifier may follow it.
    case other(String, repeatable: Bool)
  }

  /// The sets ECMAScript's class escapes stand for: ASCII digits and word characters, and
  /// its own list of spaces (Unicode's spaces, the line terminators and U+FEFF).
  static let sets: [Unicode.Scalar: String] = [
    "d": "0-9", "D": "\\x{0}-\\x{2F}\\x{3A}-\\x{10FFFF}",
    "w": "A-Za-z0-9_",
    "W": "\\x{0}-\\x{2F}\\x{3A}-\\x{40}\\x{5B}-\\x{5E}\\x{60}\\x{7B}-\\x{10FFFF}",
    "s": "\\x{9}-\\x{D}\\x{20}\\x{A0}\\x{1680}\\x{2000}-\\x{200A}\\x{2028}\\x{2029}\\x{202F}"
      + "\\x{205F}\\x{3000}\\x{FEFF}",
    "S": "\\x{0}-\\x{8}\\x{E}-\\x{1F}\\x{21}-\\x{9F}\\x{A1}-\\x{167F}\\x{1681}-\\x{1FFF}"
      + "\\x{200B}-\\x{2027}\\x{202A}-\\x{202E}\\x{2030}-\\x{205E}\\x{2060}-\\x{2FFF}"
      + "\\x{3001}-\\x{FEFE}\\x{FF00}-\\x{10FFFF}",
  ]

  /// `\b` and `\B` on ASCII word characters.
  static let boundary =
    "(?:(?<=[A-Za-z0-9_])(?![A-Za-z0-9_])|(?<![A-Za-z0-9_])(?=[A-Za-z0-9_]))"
  static let notBoundary =
    "(?:(?<=[A-Za-z0-9_])(?=[A-Za-z0-9_])|(?<![A-Za-z0-9_])(?![A-Za-z0-9_]))"

  /// An escape outside a class, its `\` just read.
  mutating func escape() throws(ExpressionError) {
    let letter = peek()
    switch try atom(inClass: false) {
    case .character(let scalar): body += Self.literal(scalar)
    case .set(let set):
      // `\D`, `\W` and `\S` alone read more simply as the others negated.
      if let letter, "DWS".unicodeScalars.contains(letter),
        let positive = Self.sets[Unicode.Scalar(letter.value + 32) ?? letter]
      {
        body += "[^" + positive + "]"
      } else {
        body += "[" + set + "]"
      }
    case .other(let text, let canRepeat):
      body += text
      repeatable = canRepeat
      return
    }
    repeatable = true
  }

  /// A class `[…]`, its `[` just read: `[]` matches nothing and `[^]` any character, as in
  /// ECMAScript (PCRE2 reads a `]` first in a class as a character).
  mutating func characterClass() throws(ExpressionError) {
    let start = index - 1
    let negated = take("^")
    if take("]") {
      body += negated ? "(?s:.)" : "(?!)"
      return
    }
    var content = ""
    while let first = try classAtom(openedAt: start) {
      guard peek() == "-", let after = peek(1), after != "]" else {
        content += Self.inClass(first)
        continue
      }
      index += 1
      let second = try classAtom(openedAt: start) ?? .character("]")
      switch (first, second) {
      case (.character(let low), .character(let high)):
        guard low <= high else { throw failure("has a range out of order") }
        content += Self.inClass(first) + "-" + Self.inClass(second)
      default:
        guard !unicode else { throw failure("has a range with a class escape at an end") }
        content += Self.inClass(first) + "\\-" + Self.inClass(second)
      }
    }
    body += (negated ? "[^" : "[") + content + "]"
  }

  /// The next member of a class; nil when its `]` comes.
  private mutating func classAtom(openedAt start: Int) throws(ExpressionError) -> Atom? {
    guard let scalar = next() else {
      throw failure("has a \"[\" that is never closed", at: start)
    }
    switch scalar {
    case "]": return nil
    case "\\": return try atom(inClass: true)
    default: return .character(scalar)
    }
  }

  /// What the escape after a `\` just read stands for.
  private mutating func atom(inClass: Bool) throws(ExpressionError) -> Atom {
    guard let scalar = next() else { throw failure("ends with a lone \"\\\"") }
    if let set = Self.sets[scalar] { return .set(set) }
    switch scalar {
    case "b": return inClass ? .character("\u{8}") : .other(Self.boundary, repeatable: false)
    case "B" where !inClass: return .other(Self.notBoundary, repeatable: false)
    case "f": return .character("\u{C}")
    case "n": return .character("\n")
    case "r": return .character("\r")
    case "t": return .character("\t")
    case "v": return .character("\u{B}")
    case "0" where !(peek().map { ("0"..."9").contains($0) } ?? false): return .character("\0")
    case "1"..."9" where !inClass: return try backreference(from: scalar)
    case "k" where !inClass && (unicode || scalars.contains("<")) && peek() == "<":
      return .other("\\k<\(try braced(closing: ">"))>", repeatable: true)
    case "c":
      guard let letter = peek(), letter.isASCII, letter.properties.isAlphabetic else {
        throw failure("has \"\\c\" without a letter")
      }
      index += 1
      return .character(Unicode.Scalar(letter.value % 32) ?? "\0")
    case "x" where Self.hex(scalars, at: index, count: 2) != nil:
      defer { index += 2 }
      return .character(Unicode.Scalar(Self.hex(scalars, at: index, count: 2) ?? 0) ?? "\0")
    case "u": if let character = try unicodeEscape() { return .character(character) }
    case "p" where unicode && peek() == "{", "P" where unicode && peek() == "{":
      return .set("\\\(scalar){\(try braced(closing: "}"))}")
    default: break
    }
    let syntax = "^$\\.*+?()[]{}|/-".unicodeScalars.contains(scalar)
    guard syntax || !unicode, !("0"..."9").contains(scalar) else {
      throw failure("has \"\\\(scalar)\", an escape JavaScript does not know")
    }
    // Without the `u` flag, an escaped letter JavaScript gives no meaning is the letter.
    return .character(scalar)
  }

  /// The text between the opening character that comes next (`<`, `{`) and `closing`, all
  /// consumed.
  private mutating func braced(closing: Unicode.Scalar) throws(ExpressionError) -> String {
    let start = index
    index += 1
    var text = ""
    while let next = next() {
      if next == closing { return text }
      text.unicodeScalars.append(next)
    }
    throw failure("has a \"\(scalars[start])\" that is never closed", at: start)
  }

  /// `\1`…: the group of that number, matching nothing while it has matched nothing (as in
  /// ECMAScript; PCRE2 fails there).
  private mutating func backreference(from first: Unicode.Scalar) throws(ExpressionError)
    -> Atom
  {
    var digits = String(first)
    while let digit = peek(), ("0"..."9").contains(digit) {
      digits.unicodeScalars.append(digit)
      index += 1
    }
    guard let number = Int(digits), number <= groups else {
      throw failure("refers to group \(digits), which the pattern does not have")
    }
    return .other("(?(\(number))\\g{\(number)})", repeatable: true)
  }

  /// `\uXXXX` (a surrogate pair of two such escapes is one character) or, with the `u` flag,
  /// `\u{X…}`, its `\u` just read; nil when it is neither (the letter `u` without the flag).
  private mutating func unicodeEscape() throws(ExpressionError) -> Unicode.Scalar? {
    if unicode, peek() == "{" {
      let hex = try braced(closing: "}")
      guard let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else {
        throw failure("has \"\\u{\(hex)}\", which is no character")
      }
      return scalar
    }
    guard let high = Self.hex(scalars, at: index, count: 4) else {
      guard !unicode else { throw failure("has \"\\u\" without four hex digits") }
      return nil
    }
    index += 4
    if (0xD800..<0xDC00).contains(high), peek() == "\\", peek(1) == "u",
      let low = Self.hex(scalars, at: index + 2, count: 4), (0xDC00..<0xE000).contains(low)
    {
      index += 6
      return Unicode.Scalar(0x10000 + (high - 0xD800) << 10 + (low - 0xDC00))
    }
    guard let scalar = Unicode.Scalar(high) else {
      throw failure("has a lone surrogate \\u\(String(high, radix: 16, uppercase: true))")
    }
    return scalar
  }

  /// The value of `count` hex digits at `start`, if there are so many.
  private static func hex(_ scalars: [Unicode.Scalar], at start: Int, count: Int) -> UInt32? {
    guard start + count <= scalars.count else { return nil }
    var text = ""
    text.unicodeScalars.append(contentsOf: scalars[start..<start + count])
    return text.allSatisfy(\.isHexDigit) ? UInt32(text, radix: 16) : nil
  }

  /// A character as PCRE2 reads it literally outside a class: one of its syntax escaped, a
  /// control character as `\x{…}`.
  static func literal(_ scalar: Unicode.Scalar) -> String {
    literal(scalar, escaping: "\\^$.|?*+()[]{}")
  }

  /// A character as PCRE2 reads it literally, escaped when it is one of `special`.
  private static func literal(_ scalar: Unicode.Scalar, escaping special: String) -> String {
    if scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value) {
      return "\\x{\(String(scalar.value, radix: 16, uppercase: true))}"
    }
    return (special.unicodeScalars.contains(scalar) ? "\\" : "") + String(scalar)
  }

  /// A member of a class, as PCRE2 reads it inside one.
  private static func inClass(_ atom: Atom) -> String {
    switch atom {
    case .character(let scalar): literal(scalar, escaping: "\\^-[]")
    case .set(let set): set
    case .other(let text, _): text
    }
  }
}
