/// Text in double quotes as a formsh script writes it: a quote, a backslash, a line break, a
/// tab or a carriage return is escaped (`\"`, `\\`, `\n`, `\t`, `\r`), so a multi-line
/// value shows on one line exactly as `set` would take it back. A script also escapes `$`,
/// so that replaying never expands a `${…}` the value holds; a summary on screen need not.
public enum ScriptQuoting {
  /// The text in double quotes, escaped.
  public static func quoted(_ text: String, escapingDollars: Bool = false) -> String {
    var quoted = "\""
    for character in text {
      switch character {
      case "$" where escapingDollars: quoted += "\\$"
      case "\"": quoted += "\\\""
      case "\\": quoted += "\\\\"
      case "\n": quoted += "\\n"
      case "\t": quoted += "\\t"
      case "\r": quoted += "\\r"
      case "\r\n": quoted += "\\r\\n"
      default: quoted.append(character)
      }
    }
    return quoted + "\""
  }
}
