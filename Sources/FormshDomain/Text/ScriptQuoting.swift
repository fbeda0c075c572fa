/// Text in double quotes as a formsh script writes it: a quote, a backslash, a line break, a
/// tab or a carriage return is escaped (`\"`, `\\`, `\n`, `\t`, `\r`), and so is every other
/// character that must not reach a terminal raw (`DisplaySafety`: `\x1B`, `\u{202E}`, as the
/// terminal shows them), so a value shows on one line, holds no escape sequence, and reads
/// back exactly as `set` would take it. A script also escapes `$`, so that replaying never
/// expands a `${…}` the value holds; a summary on screen need not. The text is written a
/// Unicode scalar at a time, as the lexer reads it.
public enum ScriptQuoting {
  /// The text in double quotes, escaped.
  public static func quoted(_ text: String, escapingDollars: Bool = false) -> String {
    var quoted = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "$" where escapingDollars: quoted += "\\$"
      case "\"": quoted += "\\\""
      case "\\": quoted += "\\\\"
      case "\n": quoted += "\\n"
      case "\t": quoted += "\\t"
      case "\r": quoted += "\\r"
      case let scalar where DisplaySafety.isUnsafe(scalar):
        quoted += DisplaySafety.escaped(scalar)
      default: quoted.unicodeScalars.append(scalar)
      }
    }
    return quoted + "\""
  }

  /// Whether text written bare (unquoted) reads back as itself: not empty, none of the
  /// characters the lexer gives a meaning (`; # ' " \ $ = ,`, a leading `~`), not starting
  /// with `--` (a command would read an option), no character that must not reach a
  /// terminal raw, no tab, and no space at either end or two in a row.
  public static func readsBackBare(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last,
      first != " ", last != " ", first != "~", !text.hasPrefix("--")
    else { return false }
    var previous: Unicode.Scalar = "x"
    for scalar in text.unicodeScalars {
      switch scalar {
      case ";", "#", "'", "\"", "\\", "$", "=", ",": return false
      case " " where previous == " ": return false
      case let scalar where DisplaySafety.isUnsafe(scalar): return false
      default: previous = scalar
      }
    }
    return true
  }
}
