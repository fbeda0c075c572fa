import Testing

@testable import FormshShell

@Suite struct LexerTests {
  static let defined = ["NAME": "Ada", "SPACED": "a  b", "EMPTY": "", "HOME": "/home/ada"]
  let lexer = Lexer(lookup: { LexerTests.defined[$0] })

  /// The words of each command of a line.
  func words(_ line: String) throws -> [[String]] {
    try lexer.split(line).map { $0.words.map(\.text) }
  }

  @Test(arguments: [
    ("show", [["show"]]),
    ("  show   full_name  ", [["show", "full_name"]]),
    ("", []),
    ("   \t ", []),
    ("show; fields ;describe age", [["show"], ["fields"], ["describe", "age"]]),
    (";;show;;", [["show"]]),
    ("echo 'a b' \"c d\"", [["echo", "a b", "c d"]]),
    ("echo 'it''s'", [["echo", "its"]]),
    ("echo ';' \";\" \\;", [["echo", ";", ";", ";"]]),
    ("echo a'b c'd", [["echo", "ab cd"]]),
    (#"echo "a\nb\t\"q\" \\ \$""#, [["echo", "a\nb\t\"q\" \\ $"]]),
    (#"echo 'no \n escapes'"#, [["echo", #"no \n escapes"#]]),
    ("echo a\\ b \\#c", [["echo", "a b", "#c"]]),
    // `~/` starting an unquoted word is the home directory, as in sh; nowhere else. A `~`
    // alone is the match operator, not a path.
    ("load ~/forms/x.json", [["load", "/home/ada/forms/x.json"]]),
    ("echo ~;echo ~ x", [["echo", "~"], ["echo", "~", "x"]]),
    // In an expect command a /REGEX/ is taken as written: its backslashes, quotes, `$` and
    // `#` are the regex's own; blanks still split words, which the command joins again.
    (
      #"expect header Location ~ /^\/users\//"#,
      [["expect", "header", "Location", "~", #"/^\/users\//"#]]
    ),
    (
      #"expect error email /\w+ \d #1 it's ${X}/"#,
      [["expect", "error", "email", #"/\w+"#, #"\d"#, "#1", "it's", "${X}/"]]
    ),
    // Elsewhere, and where no closing slash ends a word, a backslash escapes as before.
    (#"load /tmp/a\ b.json"#, [["load", "/tmp/a b.json"]]),
    (#"expect value path = /tmp/x\ y"#, [["expect", "value", "path", "=", "/tmp/x y"]]),
    ("echo '~/x' \"~/x\" \\~/x a~/x ~ada", [["echo", "~/x", "~/x", "~/x", "a~/x", "~ada"]]),
  ])
  func splitting(line: String, expected: [[String]]) throws {
    #expect(try words(line) == expected)
  }

  @Test(arguments: [
    ("# a whole-line comment", []),
    ("show # the form", [["show"]]),
    ("show; # fields", [["show"]]),
    ("set color=#FF0000", [["set", "color=#FF0000"]]),
    ("echo a#b", [["echo", "a#b"]]),
    ("echo '#quoted' \"#too\"", [["echo", "#quoted", "#too"]]),
    ("set color=\"#FF0000\" # comment", [["set", "color=#FF0000"]]),
    // Issue 28, point 11: after a command's first word, a `#` followed by text is text (an
    // RFC 9457 pointer, `#1`); a `#` alone, or before a blank, still starts a comment.
    (
      "expect response $.errors[0].pointer == #/email",
      [["expect", "response", "$.errors[0].pointer", "==", "#/email"]]
    ),
    ("echo #1 # note", [["echo", "#1"]]),
    ("echo #1\t#\tnote", [["echo", "#1"]]),
    ("show #", [["show"]]),
    ("#!/usr/bin/env -S formsh run", []),
    ("show;#fields", [["show"]]),
    ("show; #fields", [["show"]]),
  ])
  func commentsStartWhereACommandStartsOrBeforeABlank(line: String, expected: [[String]]) throws {
    #expect(try words(line) == expected)
  }

  @Test(arguments: [
    ("echo ${NAME}", [["echo", "Ada"]]),
    ("echo \"Hi ${NAME}!\"", [["echo", "Hi Ada!"]]),
    ("echo '${NAME}'", [["echo", "${NAME}"]]),
    ("echo \\${NAME}", [["echo", "${NAME}"]]),
    ("echo \"\\${NAME}\"", [["echo", "${NAME}"]]),
    ("echo x${SPACED}y", [["echo", "xa  by"]]),
    ("echo ${EMPTY}", [["echo", ""]]),
    ("echo $NAME", [["echo", "$NAME"]]),
  ])
  func variables(line: String, expected: [[String]]) throws {
    #expect(try words(line) == expected)
  }

  @Test(arguments: [
    ("echo ${NOPE}", "${NOPE} is not set; export it or pass --var NOPE=VALUE", 6),
    ("echo \"x ${NOPE}\"", "${NOPE} is not set; export it or pass --var NOPE=VALUE", 9),
    ("echo ${1A}", "\"1A\" is not a variable name", 6),
    ("echo ${NAME", "${ without a closing }", 6),
    ("echo 'open", "unterminated ' quote", 6),
    ("echo ok \"open", "unterminated \" quote", 9),
    ("echo \"\\q\"", "unknown escape \\q in double quotes (use \\\\ for a backslash)", 7),
    ("echo a\\", "a backslash at the end of the line escapes nothing", 7),
  ])
  func errorsSayWhatAndWhere(line: String, message: String, column: Int) {
    let kind: ParseError.Kind = message.hasSuffix("=VALUE") ? .unsetVariable : .syntax
    #expect(throws: ParseError(message: message, column: column, kind: kind)) {
      try lexer.split(line)
    }
  }

  @Test func anUnsetNameIsAnErrorEvenInALaterCommand() {
    #expect(throws: ParseError.self) { try lexer.split("show; echo ${UNSET}") }
  }

  @Test(arguments: [
    ("show \\", true), ("show \\\\", false), ("show \\\\\\", true), ("show", false), ("", false),
    ("\\", true), ("set a=b\\ ", false),
  ])
  func continues(line: String, expected: Bool) {
    #expect(Lexer.continues(line) == expected)
  }

  @Test func wordsKeepColumnGapAndTheFirstUnquotedEquals() throws {
    let command = try #require(try lexer.split("  set bio=a=b   c\t d").first)
    #expect(command.words.map(\.column) == [3, 7, 17, 20])
    #expect(command.words.map(\.gap) == ["", " ", "   ", "\t "])
    #expect(command.words.map(\.equalsOffset) == [nil, 3, nil, nil])
    #expect(command.source == "set bio=a=b   c\t d")
  }

  @Test func aQuotedOrEscapedEqualsIsNotTheAssignment() throws {
    let command = try #require(try lexer.split(#"set "a=b" c\=d e'='f"#).first)
    #expect(command.words.map(\.text) == ["set", "a=b", "c=d", "e=f"])
    #expect(command.words.map(\.equalsOffset) == [nil, nil, nil, nil])
    #expect(command.words.map(\.startsQuoted) == [false, true, false, false])
  }

  @Test func eachCommandKeepsItsSourceAsTypedBeforeExpansion() throws {
    let commands = try lexer.split("set full_name=${NAME} ;  echo 'x'  # note")
    #expect(commands.map(\.source) == ["set full_name=${NAME}", "echo 'x'  # note"])
  }

  /// Any character by its code point in double quotes, as `record` and `cases` write a
  /// control character and as the terminal shows one (issue 26 §15).
  @Test(arguments: [
    (#"echo "\x1B[2J""#, [["echo", "\u{1B}[2J"]]),
    (#"echo "a\x07b\x7f""#, [["echo", "a\u{07}b\u{7F}"]]),
    (#"echo "\u{202E}x\u{1F600}\u{9b}""#, [["echo", "\u{202E}x\u{1F600}\u{9B}"]]),
    (#"echo "\u{0}" '\x1B'"#, [["echo", "\u{0}", #"\x1B"#]]),
  ])
  func codePointEscapes(line: String, expected: [[String]]) throws {
    #expect(try words(line) == expected)
  }

  @Test(arguments: [
    (#"echo "\x8""#, "\\x takes two hex digits below 80 (\\x1B); write others as \\u{…}", 7),
    (#"echo "\x80""#, "\\x takes two hex digits below 80 (\\x1B); write others as \\u{…}", 7),
    (#"echo "\u1B""#, "\\u takes a code point in braces, such as \\u{1B}", 7),
    (#"echo "\u{}""#, "\\u{…} takes one to six hex digits and a closing brace", 7),
    (#"echo "\u{1234567}""#, "\\u{…} takes one to six hex digits and a closing brace", 7),
    (#"echo "\u{D800}""#, "\\u{D800} is not a Unicode scalar", 7),
    (#"echo "\u{110000}""#, "\\u{110000} is not a Unicode scalar", 7),
  ])
  func badCodePointEscapesSayWhatIsWrong(line: String, message: String, column: Int) {
    #expect(throws: ParseError(message: message, column: column)) { try lexer.split(line) }
  }

  /// The line is read a scalar at a time: a combining mark after a quote, a space or an `=`
  /// is text, and never hides the quote, space or `=` before it (a character-at-a-time
  /// reader saw `"\u{301}` as one character, not a quote).
  @Test func aCombiningMarkNeverHidesTheSyntaxBeforeIt() throws {
    #expect(try words("echo \"\u{301}x\" \u{301}y") == [["echo", "\u{301}x", "\u{301}y"]])
    let command = try #require(try lexer.split("set f=\u{301}v").first)
    #expect(command.words.map(\.text) == ["set", "f=\u{301}v"])
    #expect(command.words.map(\.equalsOffset) == [nil, 1])
    #expect(command.words.map(\.column) == [1, 5])
  }
}
