/// Splits a line into commands and words: `;` separates commands, `#` starts a comment where
/// a command starts or, at the start of a later word, when a blank or the end of the line
/// follows it (`show # note`; `expect response $.errors[0].pointer == #/email` keeps its
/// `#/email`, as `set color=#FF0000` keeps its colour), '…' is literal, "…" takes backslash escapes (\n \t \r \\ \" \$, and
/// any character by its code point: `\x1B` for one below 0x80, `\u{202E}` for any), a
/// backslash outside quotes keeps the next character as it is, and `${NAME}` expands outside
/// single quotes. An unset name is an error, never an empty string. A `~/` starting an
/// unquoted word is `${HOME}/`, as in sh; a `~` alone is the match operator (`expect value
/// email ~ /REGEX/`), not a path. In an `expect` command, a `/REGEX/` (from an unquoted `/`
/// to the next `/` not after a backslash that ends a word) is taken as written: backslashes,
/// quotes, `$` and `#` are the regex's own.
///
/// The line is read a Unicode scalar at a time, not a character (grapheme cluster) at a
/// time, as sh reads bytes: a combining mark after a quote, a space or an `=` is text of its
/// own and never hides the quote, space or `=` it follows (`"\u{301}x"` written raw).
/// Columns count scalars.
public struct Lexer {
  /// Looks a variable up (`--var` first, then the environment).
  public let lookup: (String) -> String?
  /// Why a name is not set when something else than "not exported, not passed" is the
  /// reason (a `capture` of it took nothing); `nil` for the usual advice.
  public let whyUnset: (String) -> String?

  /// Creates a lexer with a variable lookup.
  public init(
    lookup: @escaping (String) -> String?, whyUnset: @escaping (String) -> String? = { _ in nil }
  ) {
    self.lookup = lookup
    self.whyUnset = whyUnset
  }

  /// The commands of a line; empty for a blank line or a comment.
  public func split(_ line: String) throws(ParseError) -> [CommandWords] {
    var state = State(characters: Array(line.unicodeScalars), whyUnset: whyUnset)
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
    var checked = State(characters: Array(line.unicodeScalars), whyUnset: whyUnset)
    try checked.run(check)
    var state = State(characters: Array(line.unicodeScalars), whyUnset: whyUnset)
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
    for character in line.utf8.reversed() {
      guard character == UInt8(ascii: "\\") else { break }
      count += 1
    }
    return count % 2 == 1
  }
}

private struct State {
  let characters: [Unicode.Scalar]
  let whyUnset: (String) -> String?
  var index = 0
  var commands: [CommandWords] = []
  var words: [Word] = []
  var word: Word?
  var gap = ""
  var commandStart: Int?
  /// Whether `run` returns after each command (the next call goes on from there).
  var stopsAfterEachCommand = false

  init(characters: [Unicode.Scalar], whyUnset: @escaping (String) -> String?) {
    self.characters = characters
    self.whyUnset = whyUnset
  }

  var column: Int { index + 1 }

  mutating func run(_ lookup: (String) -> String?) throws(ParseError) {
    while index < characters.count {
      let character = characters[index]
      switch character {
      case " ", "\t":
        endWord()
        gap.unicodeScalars.append(character)
        index += 1
      case ";":
        endCommand()
        index += 1
        if stopsAfterEachCommand, !commands.isEmpty { return }
      case "#" where word == nil && startsComment:
        index = characters.count
      case "/" where word == nil && isExpect && regexEnd() != nil:
        regex(through: regexEnd()!)
      case "~" where word == nil && next == "/" && isExpect && !isExpectState:
        // In an expectation no path is expected (but `expect state FILE`'s): `~/REGEX/`
        // is the match operator before its regex, never the home directory.
        startWord(quoted: false)
        word!.text += "~"
        word!.wasTilde = true
        endWord()
        index += 1
      case "~" where word == nil && next == "/":
        // `~/…` at the start of an unquoted word is the home directory, as in sh.
        startWord(quoted: false)
        word!.text += lookup("HOME") ?? "~"
        index += 1
      case "~" where word == nil && endsTildePrefix(next):
        // A `~` alone: the match operator, never a path.
        startWord(quoted: false)
        word!.text += "~"
        word!.wasTilde = true
        index += 1
      case "'":
        let open = index
        startWord(quoted: true)
        index += 1
        while index < characters.count, characters[index] != "'" {
          word!.text.unicodeScalars.append(characters[index])
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
        word!.text.unicodeScalars.append(characters[index + 1])
        index += 2
      case "$" where next == "{":
        startWord(quoted: false)
        try expand(lookup)
      case "=":
        startWord(quoted: false)
        if word!.equalsOffset == nil { word!.equalsOffset = word!.text.unicodeScalars.count }
        word!.text.append("=")
        index += 1
      default:
        startWord(quoted: false)
        word!.text.unicodeScalars.append(character)
        index += 1
      }
    }
    endCommand()
  }

  var next: Unicode.Scalar? { index + 1 < characters.count ? characters[index + 1] : nil }

  /// Whether the `#` at `index`, starting a word, starts a comment: where a command starts,
  /// or before a blank or the end of the line. A `#` followed by text after the first word is
  /// text (an RFC 9457 pointer `#/email`, a colour `#FF0000`, `#1`).
  var startsComment: Bool {
    guard !words.isEmpty else { return true }
    guard let next else { return true }
    return next == " " || next == "\t"
  }

  /// Whether the command so far is an `expect` (a regex in it is taken as written).
  var isExpect: Bool {
    words.count >= 2 && !words[0].startsQuoted && words[0].text == "expect"
  }

  /// Whether the command so far is an `expect state FILE`, whose FILE is a path.
  var isExpectState: Bool {
    isExpect && !words[1].startsQuoted && words[1].text == "state"
  }

  /// Where the `/REGEX/` that starts at `index` ends: the next `/` not after a backslash that
  /// ends a word; `nil` when none does (the word is read as any other).
  func regexEnd() -> Int? {
    var at = index + 1
    while at < characters.count {
      switch characters[at] {
      case "\\": at += 2
      case "/":
        let after = at + 1 < characters.count ? characters[at + 1] : nil
        if after == nil || after == " " || after == "\t" || after == ";" { return at }
        at += 1
      default: at += 1
      }
    }
    return nil
  }

  /// Takes a `/REGEX/` through `close` as written; blanks in it split words as anywhere (the
  /// command joins them again with what was between them).
  mutating func regex(through close: Int) {
    while index <= close {
      let character = characters[index]
      if character == " " || character == "\t" {
        endWord()
        gap.unicodeScalars.append(character)
      } else {
        startWord(quoted: false)
        word!.text.unicodeScalars.append(character)
      }
      index += 1
    }
  }

  /// Whether what follows a `~` ends the tilde prefix: a slash, the end of the word or line.
  func endsTildePrefix(_ character: Unicode.Scalar?) -> Bool {
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
      var source = ""
      source.unicodeScalars.append(contentsOf: characters[start..<index])
      source = source.trimmingTrailingSpacesAndTabs()
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
        let replacement: Unicode.Scalar
        switch escaped {
        case "n": replacement = "\n"
        case "t": replacement = "\t"
        case "r": replacement = "\r"
        case "\\", "\"", "$": replacement = escaped
        case "x", "u":
          word!.text.unicodeScalars.append(try codePoint(digits: escaped == "x" ? 2 : nil))
          continue
        default:
          throw ParseError(
            message: "unknown escape \\\(escaped) in double quotes (use \\\\ for a backslash)",
            column: column)
        }
        word!.text.unicodeScalars.append(replacement)
        index += 2
      case "$" where next == "{":
        try expand(lookup)
      default:
        word!.text.unicodeScalars.append(character)
        index += 1
      }
    }
    throw ParseError(message: "unterminated \" quote", column: open + 1)
  }

  /// The character the `\x` or `\u` escape at `index` names, `index` then past it: `\xHH`
  /// (`digits` 2) is one below 0x80, `\u{H…}` any Unicode scalar in one to six hex digits.
  /// They are how formsh writes a control character in a script (`record`, `cases`), as
  /// the terminal shows it.
  mutating func codePoint(digits: Int?) throws(ParseError) -> Unicode.Scalar {
    let start = index
    var position = index + 2
    if digits == nil {
      guard position < characters.count, characters[position] == "{" else {
        throw ParseError(
          message: "\\u takes a code point in braces, such as \\u{1B}", column: start + 1)
      }
      position += 1
    }
    var value: UInt32 = 0
    var count = 0
    while position < characters.count, count < (digits ?? 6),
      let digit = State.hexValue(characters[position])
    {
      value = value * 16 + digit
      count += 1
      position += 1
    }
    if let digits {
      guard count == digits, value < 0x80 else {
        throw ParseError(
          message: "\\x takes two hex digits below 80 (\\x1B); write others as \\u{…}",
          column: start + 1)
      }
    } else {
      guard count > 0, position < characters.count, characters[position] == "}" else {
        throw ParseError(
          message: "\\u{…} takes one to six hex digits and a closing brace", column: start + 1)
      }
      position += 1
    }
    guard let scalar = Unicode.Scalar(value) else {
      throw ParseError(
        message: "\\u{\(String(value, radix: 16, uppercase: true))} is not a Unicode scalar",
        column: start + 1)
    }
    index = position
    return scalar
  }

  /// The value of an ASCII hex digit.
  private static func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
    switch scalar.value {
    case 0x30...0x39: scalar.value - 0x30
    case 0x41...0x46: scalar.value - 0x41 + 10
    case 0x61...0x66: scalar.value - 0x61 + 10
    default: nil
    }
  }

  mutating func expand(_ lookup: (String) -> String?) throws(ParseError) {
    let start = index
    index += 2
    var name = ""
    while index < characters.count, characters[index] != "}" {
      name.unicodeScalars.append(characters[index])
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
      let why = whyUnset(name) ?? "export it or pass --var \(name)=VALUE"
      throw ParseError(
        message: "${\(name)} is not set; \(why)", column: start + 1, kind: .unsetVariable)
    }
    word!.text += value
  }
}
