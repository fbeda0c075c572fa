import FormshDomain

/// Every command of the language, in the order `help` lists them.
enum CommandTable {
  static let all: [CommandSpec] = [
    CommandSpec(
      "load", synopsis: "load FORM", summary: "load a form file (the current one is replaced)",
      details: "Paths are relative to the current directory. Problems in the form are listed once.",
      arguments: [.path]
    ) { args throws(ParseError) in
      try args.expect(1, 1)
      return .load(path: args[0])
    },
    CommandSpec(
      "show", synopsis: "show [FIELD]", summary: "render the form, or one field",
      arguments: [.field(.any)]
    ) { args throws(ParseError) in
      try args.expect(0, 1)
      return .show(field: args.count == 1 ? args[0] : nil)
    },
    CommandSpec("fields", synopsis: "fields", summary: "list the fields: id, kind, value") {
      args throws(ParseError) in
      try args.expect(0, 0)
      return .fields
    },
    CommandSpec(
      "describe", synopsis: "describe FIELD", summary: "every rule and option of a field",
      arguments: [.field(.any)]
    ) { args throws(ParseError) in
      try args.expect(1, 1)
      return .describe(field: args[0])
    },
    CommandSpec(
      "set", synopsis: "set FIELD=VALUE", summary: "set a field; the rest of the line is the value",
      details: """
        Quotes are optional: set bio=Hello, world. Quote to keep leading or trailing spaces.
        Dropdowns take an option id or label; checkboxes and toggles take true/false,
        yes/no, on/off or 1/0. set FIELD= empties it. Without a value, a SECURE field is read
        with echo off and a MULTILINE field reads lines until a lone '.'.
        Text longer than the field's max_length, or letters in a number, are refused.
        """,
      arguments: [.field(.any)]
    ) { args throws(ParseError) in
      let (field, value) = try args.assignment()
      return .set(field: field, value: value)
    },
    CommandSpec(
      "select", synopsis: "select FIELD a,b | +c | -a",
      summary: "choose dropdown options: exactly these, add, or remove",
      details: """
        select interests design,sales   exactly these (ids or labels, comma-separated)
        select interests +support       add one (on a single-select: choose it instead)
        select interests -design        remove one
        """,
      arguments: [.field(.choice)]
    ) { args throws(ParseError) in
      guard args.count >= 2 else { throw args.usage("missing field or options") }
      let text = args.rest(from: 1)
      func tokens(_ text: Substring) -> [String] {
        text.split(separator: ",", omittingEmptySubsequences: false).map {
          String($0).trimmingCharacters()
        }
      }
      let change: SelectionChange
      if !args.words[1].startsQuoted, text.hasPrefix("+") {
        change = .add(tokens(text.dropFirst()))
      } else if !args.words[1].startsQuoted, text.hasPrefix("-") {
        change = .remove(tokens(text.dropFirst()))
      } else {
        change = .exactly(tokens(Substring(text)))
      }
      return .select(field: args[0], change: change)
    },
    CommandSpec(
      "toggle", synopsis: "toggle FIELD", summary: "flip a checkbox or toggle",
      arguments: [.field(.boolean)]
    ) { args throws(ParseError) in
      try args.expect(1, 1)
      return .toggle(field: args[0])
    },
    CommandSpec(
      "check", synopsis: "check FIELD", summary: "turn a checkbox or toggle on",
      arguments: [.field(.boolean)]
    ) { args throws(ParseError) in
      try args.expect(1, 1)
      return .check(field: args[0], on: true)
    },
    CommandSpec(
      "uncheck", synopsis: "uncheck FIELD", summary: "turn a checkbox or toggle off",
      arguments: [.field(.boolean)]
    ) { args throws(ParseError) in
      try args.expect(1, 1)
      return .check(field: args[0], on: false)
    },
    CommandSpec(
      "clear", synopsis: "clear FIELD", summary: "empty a field", arguments: [.field(.any)]
    ) { args throws(ParseError) in
      try args.expect(1, 1)
      return .clear(field: args[0])
    },
    CommandSpec(
      "reset", synopsis: "reset [FIELD]",
      summary: "back to the form's defaults (all fields, or one)",
      arguments: [.field(.any)]
    ) { args throws(ParseError) in
      try args.expect(0, 1)
      return .reset(field: args.count == 1 ? args[0] : nil)
    },
    CommandSpec(
      "validate", synopsis: "validate [FIELD]", summary: "run the rules and show the problems",
      arguments: [.field(.any)]
    ) { args throws(ParseError) in
      try args.expect(0, 1)
      return .validate(field: args.count == 1 ? args[0] : nil)
    },
    CommandSpec(
      "submit", synopsis: "submit [--out FILE]",
      summary: "print the payload JSON, or refuse and list the problems",
      details: "--out FILE writes the payload to FILE instead (atomically: all of it or nothing).",
      arguments: [.none, .path]
    ) { args throws(ParseError) in
      if args.count == 0 { return .submit(out: nil) }
      if args.count == 2, args[0] == "--out" { return .submit(out: args[1]) }
      if args.count == 1, args[0].hasPrefix("--out=") {
        return .submit(out: String(args[0].dropFirst(6)))
      }
      throw args.usage()
    },
    CommandSpec(
      "links", synopsis: "links [FIELD]", summary: "number the rich-text links (for open N)",
      arguments: [.field(.withLinks)]
    ) { args throws(ParseError) in
      try args.expect(0, 1)
      return .links(field: args.count == 1 ? args[0] : nil)
    },
    CommandSpec(
      "open", synopsis: "open N", summary: "open link N in $BROWSER or xdg-open",
      details: "Only http and https links open. Where no browser can start, the URL is printed."
    ) { args throws(ParseError) in
      try args.expect(1, 1)
      guard let number = Int(args[0]), number > 0 else {
        throw args.usage("\"\(args[0])\" is not a link number", at: 0)
      }
      return .open(number: number)
    },
    CommandSpec(
      "expect",
      synopsis:
        "expect valid|invalid|submitted|error F [MSG]|no error F|value F = V|links N|refused EDIT",
      summary: "assert the form's state (for test scenarios)",
      details: """
        expect valid                 every rule passes now
        expect invalid               some rule fails now
        expect error email           the field fails a rule
        expect error email must be an email address    …with exactly this message
        expect error email /email/   …with a message matching the regex
        expect no error email        the field passes its rules
        expect value budget = 19.990 compared by kind: numbers as numbers,
                                     selections as sets, booleans by any spelling
        expect submitted             a submit succeeded since the form was loaded
        expect links 2               the form has exactly 2 links
        expect refused set age=abc   the edit is refused (set, select, toggle, check,
                                     uncheck, clear or reset of a field); nothing changes
        Expectations judge the values as they are now; no validate is needed first.
        A failed expectation prints what was expected and what was found, and fails the run.
        """,
      arguments: [.none, .field(.any)],
      parse: ExpectationParser.parse
    ),
    CommandSpec(
      "record", synopsis: "record FILE | record stop",
      summary: "write every change from now on to FILE as a replayable script",
      details: """
        The file starts with a load of the current form and the values changed so far, then
        gets one canonical command per change (ids resolved, quotes where needed). Secure
        values are written as ${FIELD_ID} references (upper-cased), never the secret: pass
        them with --var when replaying. record stop ends the recording.
        """,
      arguments: [.path]
    ) { args throws(ParseError) in
      try args.expect(0, 1)
      if args.count == 0 { return .record(path: nil) }
      return .record(path: args[0] == "stop" ? nil : args[0])
    },
    CommandSpec(
      "source", synopsis: "source FILE", summary: "run the commands in FILE", arguments: [.path]
    ) { args throws(ParseError) in
      try args.expect(1, 1)
      return .source(path: args[0])
    },
    CommandSpec("echo", synopsis: "echo [TEXT]", summary: "print text") { args throws(ParseError) in
      .echo(text: args.rest(from: 0))
    },
    CommandSpec(
      "help", synopsis: "help [COMMAND]", summary: "list the commands, or explain one",
      arguments: [.command]
    ) { args throws(ParseError) in
      try args.expect(0, 1)
      return .help(topic: args.count == 1 ? args[0] : nil)
    },
    CommandSpec("quit", synopsis: "quit", summary: "leave formsh") { args throws(ParseError) in
      try args.expect(0, 0)
      return .quit
    },
    CommandSpec("exit", synopsis: "exit [N]", summary: "leave formsh with exit status N") {
      args throws(ParseError) in
      try args.expect(0, 1)
      guard args.count == 1 else { return .exit(code: nil) }
      guard let code = Int32(args[0]), (0...255).contains(code) else {
        throw args.usage("the status must be a number from 0 to 255", at: 0)
      }
      return .exit(code: code)
    },
  ]

  private static let byName: [String: CommandSpec] = {
    var table: [String: CommandSpec] = [:]
    for spec in all {
      table[spec.name] = spec
      for alias in spec.aliases { table[alias] = spec }
    }
    return table
  }()

  /// The spec of a command name.
  static func spec(_ name: String) -> CommandSpec? { byName[name] }

  /// Every name, for completion.
  static var names: [String] { all.map(\.name) }

  /// Parses the words of one command.
  static func parse(_ command: CommandWords) throws(ParseError) -> Command {
    guard let first = command.words.first else {
      throw ParseError(message: "empty command", column: 1)
    }
    guard let spec = spec(first.text) else {
      let suggestion = Suggestion.nearest(to: first.text, in: names)
      throw ParseError(
        message: "unknown command \"\(first.text)\""
          + (suggestion.map { "; did you mean \"\($0)\"?" } ?? "; type help for the list"),
        column: first.column)
    }
    return try spec.parse(
      Arguments(spec: spec, words: Array(command.words.dropFirst()), column: first.column))
  }
}
