/// The text of `help`, made from the command table so it never disagrees with the parser.
enum HelpText {
  /// Every command with its synopsis and summary.
  static func overview() -> String {
    let width = CommandTable.all.map { $0.spec.synopsis.count }.filter { $0 <= 28 }.max() ?? 20
    var text = "Commands (help COMMAND for details):\n"
    for spec in CommandTable.all.map({ $0.spec }) {
      let synopsis = spec.synopsis.count <= 28 ? spec.synopsis : spec.name + " …"
      text += "  " + synopsis.padding(to: width) + "  " + spec.summary + "\n"
    }
    text += """

      Separate commands with ';'. '#' starts a comment where a command starts, and
      '# ' (before a blank) after its first word: #/email and #FF0000 are text.
      Quote with '…' or "…".
      ${NAME} expands a --var or an environment variable.

      """
    return text
  }

  /// One command in full.
  static func command(_ name: String) -> String? {
    guard let spec = CommandTable.spec(name) else { return nil }
    var text = "usage: \(spec.synopsis)\n\n\(spec.summary.capitalizedFirst).\n"
    if !spec.details.isEmpty { text += "\n" + spec.details + "\n" }
    return text
  }
}
