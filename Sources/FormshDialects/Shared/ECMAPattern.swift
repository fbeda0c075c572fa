/// A regular expression in ECMAScript's syntax (JavaScript's `RegExp`, which JSON Schema's
/// `pattern`, SurveyJS, Form.io, Adaptive Cards and an HTML input's `pattern` use) said in
/// PCRE2's with the same meaning, token by token (docs/dialects.md, "Patterns"):
///
/// - `\d`, `\w` and `\b` are ASCII's (`[0-9]`, `[A-Za-z0-9_]`), `\s` is ECMAScript's list of
///   spaces, `.` any character but a line terminator, `$` the very end of the text (`\z`):
///   PCRE2, in formsh's Unicode mode, reads each of them otherwise;
/// - what ECMAScript refuses (an unbalanced `)`, a quantifier with nothing to repeat, `(?i)`)
///   is refused, and PCRE2's own syntax (`(*VERB)`, `\Q…\E`, possessive `a*+`) is never
///   passed through, so that no pattern is read as something else.
struct ECMAPattern {
  /// The pattern in PCRE2's syntax, each `$` written `\z`.
  var body = ""
  /// Whether the pattern starts with `^` at its top level.
  private(set) var startsAnchored = false
  /// Whether it ends with `$` at its top level (the last two characters of `body`, `\z`).
  private(set) var endsAnchored = false
  /// Whether `|` separates alternatives at its top level.
  private(set) var alternates = false

  // The reading state, shared with the escapes and classes (ECMAPattern+Escapes.swift).
  let scalars: [Unicode.Scalar]
  /// Whether the pattern has the `u` (or `v`) flag: stricter escapes, `\u{…}` and `\p{…}`.
  let unicode: Bool
  var index = 0
  /// Where each group still open starts, outermost first.
  private var open: [Int] = []
  /// How many capturing groups the whole pattern has (a backreference may name a later one).
  let groups: Int
  /// Whether what was written last can take a quantifier.
  var repeatable = false

  /// Translates `source`; throws, as a clause (`has a ")" that closes no group (at character
  /// 2)`), what ECMAScript refuses or what this translation does not say.
  init(_ source: String, unicode: Bool) throws(ExpressionError) {
    scalars = Array(source.unicodeScalars)
    self.unicode = unicode
    groups = Self.countGroups(scalars)
    try translate()
  }

  private mutating func translate() throws(ExpressionError) {
    while let scalar = next() {
      let atTop = open.isEmpty
      var isDollar = false
      switch scalar {
      case "\\": try escape()
      case ".":
        body += "[^\\n\\r\\x{2028}\\x{2029}]"
        repeatable = true
      case "^":
        if atTop && body.isEmpty { startsAnchored = true }
        body += "^"
        repeatable = false
      case "$":
        body += "\\z"
        repeatable = false
        isDollar = true
      case "(": try group()
      case ")":
        guard open.popLast() != nil else { throw failure("has a \")\" that closes no group") }
        body += ")"
        repeatable = true
      case "|":
        if atTop { alternates = true }
        body += "|"
        repeatable = false
      case "[":
        try characterClass()
        repeatable = true
      case "*", "+", "?":
        try quantifier(String(scalar))
      case "{":
        if let bounds = braces() {
          try quantifier(bounds)
        } else {
          try literalBrace(scalar)
        }
      case "}", "]": try literalBrace(scalar)
      default:
        body += Self.literal(scalar)
        repeatable = true
      }
      if atTop { endsAnchored = isDollar }
    }
    if let start = open.last { throw failure("has a \"(\" that is never closed", at: start) }
  }

  /// A `(`: a group of ECMAScript's kinds only, never one of PCRE2's own (`(?i)`, `(*UCP)`).
  private mutating func group() throws(ExpressionError) {
    let start = index - 1
    if peek() == "?" {
      index += 1
      switch (next(), peek()) {
      case (":", _): body += "(?:"
      case ("=", _): body += "(?="
      case ("!", _): body += "(?!"
      case ("<", "=") where take("="): body += "(?<="
      case ("<", "!") where take("!"): body += "(?<!"
      case ("<", _):
        guard let name = readName() else {
          throw failure("has a group name that is not one", at: start)
        }
        body += "(?<\(name)>"
      default:
        throw failure("has a group \"(?\" of a kind JavaScript does not have", at: start)
      }
    } else {
      body += "("
    }
    open.append(start)
    repeatable = false
  }

  /// `*`, `+`, `?` or `{n,m}`, and a `?` after it (lazy); a second one is ECMAScript's error
  /// (and PCRE2's possessive `a*+`, a meaning of its own).
  private mutating func quantifier(_ text: String) throws(ExpressionError) {
    guard repeatable else {
      throw failure("has a quantifier \"\(text)\" with nothing to repeat")
    }
    body += text
    if take("?") { body += "?" }
    repeatable = false
  }

  /// A `{`, `}` or `]` that is no quantifier and no class: a character in JavaScript without
  /// the `u` flag, an error with it.
  private mutating func literalBrace(_ scalar: Unicode.Scalar) throws(ExpressionError) {
    guard !unicode else { throw failure("has a lone \"\(scalar)\"") }
    body += "\\" + String(scalar)
    repeatable = true
  }

  /// `{n}`, `{n,}` or `{n,m}` after the `{` just read, consumed; nil (nothing consumed) when
  /// the braces are no quantifier.
  private mutating func braces() -> String? {
    var end = index
    var text = "{"
    var digits = 0
    var comma = false
    while end < scalars.count {
      let scalar = scalars[end]
      end += 1
      switch scalar {
      case "0"..."9":
        digits += 1
        text.unicodeScalars.append(scalar)
      case "," where !comma && digits > 0:
        comma = true
        text += ","
      case "}" where digits > 0:
        index = end
        return text + "}"
      default: return nil
      }
    }
    return nil
  }

  /// A group's name up to its `>` (consumed): letters, digits, `_` and `$`, not starting with
  /// a digit.
  private mutating func readName() -> String? {
    var name = ""
    while let scalar = next() {
      if scalar == ">" { return name.isEmpty ? nil : name }
      let letter = scalar.properties.isAlphabetic || scalar == "_" || scalar == "$"
      guard letter || (!name.isEmpty && scalar.properties.numericType != nil) else { return nil }
      name.unicodeScalars.append(scalar)
    }
    return nil
  }

  /// The number of capturing groups: each `(` not escaped, not in a class, and not `(?`
  /// unless it names the group (`(?<name>`).
  private static func countGroups(_ scalars: [Unicode.Scalar]) -> Int {
    var count = 0
    var inClass = false
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      index += 1
      switch scalar {
      case "\\": index += 1
      case "[": inClass = true
      case "]": inClass = false
      case "(" where !inClass:
        let rest = scalars[index...].prefix(3).map(Character.init)
        if rest.first != "?" || (rest.count == 3 && rest[1] == "<" && !"=!".contains(rest[2])) {
          count += 1
        }
      default: break
      }
    }
    return count
  }

  // MARK: Reading

  mutating func next() -> Unicode.Scalar? {
    guard index < scalars.count else { return nil }
    index += 1
    return scalars[index - 1]
  }

  func peek(_ offset: Int = 0) -> Unicode.Scalar? {
    index + offset < scalars.count ? scalars[index + offset] : nil
  }

  /// Consumes `scalar` when it comes next.
  mutating func take(_ scalar: Unicode.Scalar) -> Bool {
    guard peek() == scalar else { return false }
    index += 1
    return true
  }

  /// An error at the character just read (or at `place`, counted from 0).
  func failure(_ clause: String, at place: Int? = nil) -> ExpressionError {
    ExpressionError("\(clause) (at character \((place ?? index - 1) + 1))")
  }
}
