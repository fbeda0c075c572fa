import FormshDomain

/// I-Regexp (RFC 9485), the patterns of JSONPath's `match` and `search`, checked and
/// rewritten for PCRE2 as RFC 9485 §5.3 says: `.` becomes `[^\n\r]`. `^` and `$` anchor at
/// the start and the very end of the text (`$` becomes `\z`), as the JSONPath Compliance Test
/// Suite reads them.
///
/// Anything outside the subset (`\d`, `(?:…)`, lazy quantifiers, back-references) is not an
/// I-Regexp, and a function given one answers false.
enum IRegexp {
  /// The pattern compiled for a whole match (`match`) or a search, or `nil` when the source
  /// is not an I-Regexp (or PCRE2 refuses it).
  static func pattern(_ source: String, searching: Bool) -> Pattern? {
    guard let translated = pcre2(source) else { return nil }
    return searching ? try? Pattern(searching: translated) : try? Pattern(translated)
  }

  /// The source as PCRE2 syntax, or `nil` when it is not an I-Regexp.
  static func pcre2(_ source: String) -> String? {
    var reader = Reader(scalars: Array(source.unicodeScalars))
    return reader.translate()
  }

  /// A single pass over the pattern: groups are only counted, since nothing else nests.
  private struct Reader {
    let scalars: [Unicode.Scalar]
    var index = 0
    var output = ""

    init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

    var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    mutating func translate() -> String? {
      var depth = 0
      // Whether a quantifier may follow: after an atom, once.
      var quantifiable = false
      while let scalar = peek {
        index += 1
        switch scalar {
        case "(":
          depth += 1
          output += "("
          quantifiable = false
        case ")":
          guard depth > 0 else { return nil }
          depth -= 1
          output += ")"
          quantifiable = true
        case "|":
          output += "|"
          quantifiable = false
        case "*", "+", "?":
          guard quantifiable else { return nil }
          output.unicodeScalars.append(scalar)
          quantifiable = false
        case "{":
          guard quantifiable, let range = rangeQuantifier() else { return nil }
          output += range
          quantifiable = false
        case ".":
          output += "[^\\n\\r]"
          quantifiable = true
        case "\\":
          guard let escape = escape(inClass: false) else { return nil }
          output += escape
          quantifiable = true
        case "[":
          guard let group = characterClass() else { return nil }
          output += group
          quantifiable = true
        case "]", "}":
          return nil
        case "^":
          output += "^"
          quantifiable = false
        case "$":
          output += "\\z"
          quantifiable = false
        default:
          output.unicodeScalars.append(scalar)
          quantifiable = true
        }
      }
      return depth == 0 ? output : nil
    }

    /// `{n}`, `{n,}`, `{n,m}` after the `{`.
    mutating func rangeQuantifier() -> String? {
      var text = "{"
      func digits(_ reader: inout Reader) -> String {
        var found = ""
        while let scalar = reader.peek, ("0"..."9").contains(scalar) {
          found.unicodeScalars.append(scalar)
          reader.index += 1
        }
        return found
      }
      let low = digits(&self)
      guard !low.isEmpty else { return nil }
      text += low
      if peek == "," {
        index += 1
        text += "," + digits(&self)
      }
      guard peek == "}" else { return nil }
      index += 1
      return text + "}"
    }

    /// An escape after its `\`: a single-character escape or a category (`\p{Lu}`).
    mutating func escape(inClass: Bool) -> String? {
      guard let scalar = peek else { return nil }
      index += 1
      switch scalar {
      case "(", ")", "*", "+", "-", ".", "?", "[", "\\", "]", "^", "{", "|", "}":
        return "\\" + String(scalar)
      case "n": return "\\n"
      case "r": return "\\r"
      case "t": return "\\t"
      case "p", "P":
        guard peek == "{" else { return nil }
        index += 1
        var name = ""
        while let next = peek, next != "}" {
          name.unicodeScalars.append(next)
          index += 1
        }
        guard peek == "}", IRegexp.categories.contains(name) else { return nil }
        index += 1
        return "\\\(scalar){\(name)}"
      default:
        return nil
      }
    }

    /// A class after its `[`: characters, ranges and escapes, `^` first to negate, `-` only
    /// first, last or in a range.
    mutating func characterClass() -> String? {
      var text = "["
      if peek == "^" {
        index += 1
        text += "^"
      }
      var first = true
      while let scalar = peek, scalar != "]" {
        index += 1
        switch scalar {
        case "-":
          // A hyphen alone: first or last.
          guard first || peek == "]" else { return nil }
          text += "\\-"
        case "[":
          return nil
        case "\\":
          guard let escape = escape(inClass: true) else { return nil }
          text += escape
          if peek == "-", !escape.hasPrefix("\\p"), !escape.hasPrefix("\\P") {
            guard let end = rangeEnd() else { return nil }
            text += end
          }
        default:
          text.unicodeScalars.append(scalar)
          if peek == "-" {
            guard let end = rangeEnd() else { return nil }
            text += end
          }
        }
        first = false
      }
      guard peek == "]" else { return nil }
      index += 1
      return text + "]"
    }

    /// `-x` after a range's first character: a hyphen before `]` is a plain one instead.
    mutating func rangeEnd() -> String? {
      index += 1
      guard let scalar = peek else { return nil }
      if scalar == "]" { return "\\-" }
      index += 1
      switch scalar {
      case "-", "[": return nil
      case "\\":
        guard let escape = escape(inClass: true), !escape.hasPrefix("\\p"),
          !escape.hasPrefix("\\P")
        else { return nil }
        return "-" + escape
      default:
        return "-" + String(scalar)
      }
    }
  }

  /// The Unicode general categories I-Regexp names (RFC 9485 §3).
  static let categories: Set<String> = [
    "L", "Ll", "Lm", "Lo", "Lt", "Lu", "M", "Mc", "Me", "Mn", "N", "Nd", "Nl", "No",
    "P", "Pc", "Pd", "Pe", "Pf", "Pi", "Po", "Ps", "Z", "Zl", "Zp", "Zs",
    "S", "Sc", "Sk", "Sm", "So", "C", "Cc", "Cf", "Cn", "Co",
  ]
}
