import FormshPresentation

/// The text of `help`, made from the command table so it never disagrees with the parser.
enum HelpText {
  /// The columns help fits in, as the man page made of it does.
  static let columns = 80

  /// Every command with its synopsis and summary, a summary too long for its column
  /// wrapped under itself.
  static func overview() -> String {
    let width = CommandTable.all.map { $0.spec.synopsis.count }.filter { $0 <= 28 }.max() ?? 20
    let indent = String(repeating: " ", count: width + 4)
    var text = "Commands (help COMMAND for details):\n"
    for spec in CommandTable.all.map({ $0.spec }) {
      let synopsis = spec.synopsis.count <= 28 ? spec.synopsis : spec.name + " …"
      let summary = TerminalText.wrap(spec.summary, width: columns - indent.count)
      text += "  " + synopsis.padding(to: width) + "  " + summary[0] + "\n"
      for line in summary.dropFirst() { text += indent + line + "\n" }
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
    let usage = wrapped(synopsis: spec.synopsis, width: columns - "usage: ".count)
    var text = "usage: " + usage.joined(separator: "\n       ") + "\n\n"
    text +=
      TerminalText.wrap(spec.summary.capitalizedFirst + ".", width: columns)
      .joined(separator: "\n") + "\n"
    if !spec.details.isEmpty { text += "\n" + fitted(spec.details) + "\n" }
    return text
  }

  /// Details with each line longer than `columns` (one a list made from the command table
  /// is part of) wrapped at its own indent.
  static func fitted(_ details: String) -> String {
    details.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line in
      guard TerminalText.width(String(line)) > columns else { return [String(line)] }
      let indent = String(line.prefix { $0 == " " })
      return TerminalText.wrap(String(line.dropFirst(indent.count)), width: columns - indent.count)
        .map { indent + $0 }
    }.joined(separator: "\n")
  }

  /// A synopsis in lines of at most `width` columns, broken outside brackets only
  /// (`[--as json|form]` stays whole): after a `|` between alternatives where one is in the
  /// second half of the line, else at a space.
  static func wrapped(synopsis: String, width: Int) -> [String] {
    var lines: [String] = []
    var line: [Character] = []
    for character in synopsis {
      line.append(character)
      guard line.count > width else { continue }
      var (bar, space, depth): (Int?, Int?, Int) = (nil, nil, 0)
      for (offset, character) in line.enumerated() {
        if character == "[" || character == "(" { depth += 1 }
        if character == "]" || character == ")" { depth -= 1 }
        guard depth == 0 else { continue }
        if character == "|", offset + 1 <= width { bar = offset + 1 }
        if character == " ", offset <= width { space = offset }
      }
      guard let cut = bar.flatMap({ $0 > width / 2 ? $0 : nil }) ?? space ?? bar else { continue }
      var head = line[..<cut]
      while head.last == " " { head.removeLast() }
      lines.append(String(head))
      line = Array(line[cut...].drop { $0 == " " })
    }
    lines.append(String(line))
    return lines
  }
}
