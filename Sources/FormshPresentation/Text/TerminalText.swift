import FormshDomain

/// Text from a form on its way to a terminal: neutralised, measured and wrapped.
///
/// A form is data from a server. Its strings may hold escape sequences, control characters or
/// bidi overrides meant to rewrite the screen; `sanitize` turns each into visible text
/// (`\x1B`, `\u{202E}`) so it is shown, never obeyed.
public enum TerminalText {
  /// Characters of one string shown at most. A form may hold a 50 MB value or label; wrapping
  /// it would take gigabytes and flood the terminal, so the rest is counted instead.
  public static let displayLimit = 65_536

  /// The string with every control character, C1 control and bidi control made visible,
  /// clipped to `limit` characters (`nil`: all of it). With `keepingLayout`, line breaks and
  /// tabs stay as they are (a person's own text, such as what `echo` prints).
  public static func sanitize(
    _ text: String, limit: Int? = displayLimit, keepingLayout: Bool = false
  ) -> String {
    let text = limit.map { clip(text, to: $0) } ?? text
    func unsafe(_ scalar: Unicode.Scalar) -> Bool {
      isUnsafe(scalar) && !(keepingLayout && (scalar == "\n" || scalar == "\t"))
    }
    guard text.unicodeScalars.contains(where: unsafe) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      if unsafe(scalar) {
        result += DisplaySafety.escaped(scalar)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// The text cut after `limit` characters, with how many more there were:
  /// `xxxx… (52428736 more characters)`. A character of more than
  /// `CharacterLength.codePointsPerCharacter` (32) code points, such as a letter under a
  /// million combining marks, is shown with its first 32 and the text is cut there; the rest
  /// is counted as `max_length` counts it (ceil(code points / 32) characters for such a one).
  public static func clip(_ text: String, to limit: Int = displayLimit) -> String {
    // A character takes at least one byte, and one over the bound more bytes than the
    // bound; ASCII characters are at most two code points (CR LF): a short or ASCII text is
    // settled without counting.
    let bound = CharacterLength.codePointsPerCharacter
    guard text.utf8.count > min(limit, bound) else { return text }
    if text.utf8.count <= limit, text.utf8.allSatisfy({ $0 < 0x80 }) { return text }
    var shown = 0
    var index = text.startIndex
    while index < text.endIndex {
      if shown == limit {
        let rest = CharacterLength.length(of: text[index...])
        return String(text[..<index]) + "… (\(rest) more characters)"
      }
      let next = text.index(after: index)
      let character = text[index]
      let weight = CharacterLength.weight(of: character)
      if weight > 1 {
        var result = String(text[..<index])
        result.unicodeScalars.append(contentsOf: character.unicodeScalars.prefix(bound))
        let rest = weight - 1 + CharacterLength.length(of: text[next...])
        return result + "… (\(rest) more characters)"
      }
      shown += 1
      index = next
    }
    return text
  }

  /// Whether a scalar must not reach a terminal raw.
  public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    DisplaySafety.isUnsafe(scalar)
  }

  /// How many terminal columns a string takes (`ColumnWidth`: per grapheme cluster, from
  /// utf8proc's tables; wide East Asian characters and emoji take two, combining marks none).
  public static func width(_ text: String) -> Int {
    ColumnWidth.of(text)
  }

  /// How many terminal columns one character takes (`ColumnWidth`).
  public static func width(_ character: Character) -> Int {
    ColumnWidth.of(character)
  }

  /// Splits text into lines of at most `width` columns, breaking at spaces where it can and
  /// inside a word only when the word alone is too wide. Existing line breaks are kept.
  public static func wrap(_ text: String, width: Int) -> [String] {
    let width = max(width, 8)
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      var lineWidth = 0
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
        let wordWidth = self.width(String(word))
        let needed = lineWidth == 0 ? wordWidth : lineWidth + 1 + wordWidth
        if needed <= width {
          if lineWidth > 0 || !line.isEmpty {
            line += " "
            lineWidth += 1
          }
          line += word
          lineWidth += wordWidth
          continue
        }
        if !line.isEmpty { lines.append(line) }
        line = ""
        lineWidth = 0
        for character in word {
          let characterWidth = self.width(character)
          if lineWidth + characterWidth > width {
            lines.append(line)
            line = ""
            lineWidth = 0
          }
          line.append(character)
          lineWidth += characterWidth
        }
      }
      lines.append(line)
    }
    return lines
  }

  /// The text padded with spaces to `width` columns (unchanged when already as wide).
  public static func pad(_ text: String, to width: Int) -> String {
    let current = self.width(text)
    return current >= width ? text : text + String(repeating: " ", count: width - current)
  }

  /// The text cut to at most `width` columns, with `…` where it was cut.
  public static func truncate(_ text: String, to width: Int) -> String {
    guard self.width(text) > width else { return text }
    var result = ""
    var used = 0
    for character in text {
      let characterWidth = self.width(character)
      if used + characterWidth > width - 1 { break }
      result.append(character)
      used += characterWidth
    }
    return result + "…"
  }
}
