/// Splits a line into commands and words: `;` separates commands, `#` at the start of a word
/// starts a comment, '…' is literal, "…" takes backslash escapes (\n \t \r \\ \" \$), a
/// backslash outside quotes keeps the next character as it is, and `${NAME}` expands outside
/// single quotes. An unset name is an error, never an empty string. A `~` or `~/` starting an
/// unquoted word is `${HOME}`, as in sh.
public struct Lexer {
  /// Looks a variable up (`--var` first, then the environment).
  public let lookup: (String) -> String?

  /// Creates a lexer with a variable lookup.
  public init(lookup: @escaping (String) -> String?) {
    self.lookup = lookup
  }

  /// The commands of a line; empty for a blank line or a comment.
  public func split(_ line: String) throws(ParseError) -> [CommandWords] {
    var state = State(characters: Array(line))
    try state.run(lookup)
    return state.commands
  }

  /// Hands the commands of a line to `body` one at a time, each expanded only when its turn
  /// comes, so that a command sees what the ones before it set (`capture id = $.id; echo
  /// ${id}`); `body` returns false to stop. The whole line is checked first with `check`
  /// as the lookup (quotes, escapes, `${…}` written right, and set unless `check` vouches
  /// for it), so a line with a mistake runs nothing.
  public func forEachCommand(
    in line: String, checking check: (String) -> String?, _ body: (CommandWords) -> Bool
  ) throws(ParseError) {
    var checked = State(characters: Array(line))
    try checked.run(check)
    var state = State(characters: Array(line))
    state.stopsAfterEachCommand = true
    while state.index < state.characters.count {
      try state.run(lookup)
      guard let words = state.commands.popLast() else { continue }
      guard body(words) else { return }
    }
  }

  /// Whether a line ends in a backslash that continues it on the next line.
  public static func continues(_ line: String) -> Bool {
    var count = 0
    for character in line.reversed() {
      guard character == "\\" else { break }
      count += 1
    }
    return count % 2 == 1
  }
}

private struct State {
  let characters: [Character]
  var index = 0
  var commands: [CommandWords] = []
  var words: [Word] = []
  var word: Word?
  var gap = ""
  var commandStart: Int?
  /// Whether `run` returns after each command (the next call goes on from there).
  var stopsAfterEachCommand = false

  init(characters: [Character]) {
    self.characters = characters
  }

  var column: Int { index + 1 }

  mutating func run(_ lookup: (String) -> String?) throws(ParseError) {
    while index < characters.count {
      let character = characters[index]
      switch character {
      case " ", "\t":
        endWord()
        gap.append(character)
        index += 1
      case ";":
        endCommand()
        index += 1
        if stopsAfterEachCommand, !commands.isEmpty { return }
      case "#" where word == nil:
        index = characters.count
      case "~" where word == nil && endsTildePrefix(next):
        // `~` or `~/…` at the start of an unquoted word is the home directory, as in sh.
        startWord(quoted: false)
        word!.text += lookup("HOME") ?? "~"
        word!.wasTilde = next == nil || next == " " || next == "\t" || next == ";"
        index += 1
      case "'":
        let open = index
        startWord(quoted: true)
        index += 1
        while index < characters.count, characters[index] != "'" {
          word!.text.append(characters[index])
          index += 1
        }
        guard index < characters.count else {
          throw ParseError(message: "unterminated ' quote", column: open + 1)
        }
        index += 1
      case "\"":
        try doubleQuoted(lookup)
      case "\\":
        startWord(quoted: false)
        guard index + 1 < characters.count else {
          throw ParseError(
            message: "a backslash at the end of the line escapes nothing", column: column)
        }
        word!.text.append(characters[index + 1])
        index += 2
      case "$" where next == "{":
        startWord(quoted: false)
        try expand(lookup)
      case "=":
        startWord(quoted: false)
        if word!.equalsOffset == nil { word!.equalsOffset = word!.text.count }
        word!.text.append("=")
        index += 1
      default:
        startWord(quoted: false)
        word!.text.append(character)
        index += 1
      }
    }
    endCommand()
  }

  var next: Character? { index + 1 < characters.count ? characters[index + 1] : nil }

  /// Whether what follows a `~` ends the tilde prefix: a slash, the end of the word or line.
  func endsTildePrefix(_ character: Character?) -> Bool {
    guard let character else { return true }
    return character == "/" || character == " " || character == "\t" || character == ";"
  }

  mutating func startWord(quoted: Bool) {
    guard word == nil else { return }
    if commandStart == nil { commandStart = index }
    word = Word(
      text: "", column: column, gap: words.isEmpty ? "" : gap, equalsOffset: nil,
      startsQuoted: quoted)
    gap = ""
  }

  mutating func endWord() {
    guard let finished = word else { return }
    words.append(finished)
    word = nil
  }

  mutating func endCommand() {
    endWord()
    if let start = commandStart {
      let source = String(characters[start..<index]).trimmingTrailingSpacesAndTabs()
      commands.append(CommandWords(words: words, source: source))
    }
    words = []
    gap = ""
    commandStart = nil
  }

  mutating func doubleQuoted(_ lookup: (String) -> String?) throws(ParseError) {
    let open = index
    startWord(quoted: true)
    index += 1
    while index < characters.count {
      let character = characters[index]
      switch character {
      case "\"":
        index += 1
        return
      case "\\":
        guard let escaped = next else {
          index += 1
          continue
        }
        let replacement: Character
        switch escaped {
        case "n": replacement = "\n"
        case "t": replacement = "\t"
        case "r": replacement = "\r"
        case "\\", "\"", "$": replacement = escaped
        default:
          throw ParseError(
            message: "unknown escape \\\(escaped) in double quotes (use \\\\ for a backslash)",
            column: column)
        }
        word!.text.append(replacement)
        index += 2
      case "$" where next == "{":
        try expand(lookup)
      default:
        word!.text.append(character)
        index += 1
      }
    }
    throw ParseError(message: "unterminated \" quote", column: open + 1)
  }

  mutating func expand(_ lookup: (String) -> String?) throws(ParseError) {
    let start = index
    index += 2
    var name = ""
    while index < characters.count, characters[index] != "}" {
      name.append(characters[index])
      index += 1
    }
    guard index < characters.count else {
      throw ParseError(message: "${ without a closing }", column: start + 1)
    }
    index += 1
    guard Variables.isValidName(name) else {
      throw ParseError(message: "\"\(name)\" is not a variable name", column: start + 1)
    }
    guard let value = lookup(name) else {
      throw ParseError(
        message: "${\(name)} is not set; export it or pass --var \(name)=VALUE", column: start + 1,
        kind: .unsetVariable)
    }
    word!.text += value
  }
}
