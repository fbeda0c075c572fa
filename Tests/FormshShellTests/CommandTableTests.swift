import FormshDomain
import Testing

@testable import FormshShell

@Suite struct CommandTableTests {
  static func parse(_ line: String) throws -> Command {
    let commands = try Lexer { ["PW": "s3cret"][$0] }.split(line)
    return try CommandTable.parse(try #require(commands.first))
  }

  @Test(arguments: [
    ("load Forms/signup.json", Command.load(path: "Forms/signup.json")),
    ("show", .show(field: nil)),
    ("show email", .show(field: "email")),
    ("fields", .fields),
    ("describe age", .describe(field: "age")),
    ("toggle newsletter", .toggle(field: "newsletter")),
    ("check terms", .check(field: "terms", on: true)),
    ("uncheck terms", .check(field: "terms", on: false)),
    ("clear bio", .clear(field: "bio")),
    ("reset", .reset(field: nil)),
    ("reset zip", .reset(field: "zip")),
    ("validate", .validate(field: nil)),
    ("validate zip", .validate(field: "zip")),
    ("submit", .submit(out: nil)),
    ("submit --out out.json", .submit(out: "out.json")),
    ("submit --out=out.json", .submit(out: "out.json")),
    ("links", .links(field: nil)),
    ("links terms", .links(field: "terms")),
    ("open 2", .open(number: 2)),
    ("record session.formsh", .record(path: "session.formsh")),
    ("record stop", .record(path: nil)),
    ("source more.formsh", .source(path: "more.formsh")),
    ("echo", .echo(text: "")),
    ("echo  two   spaces kept", .echo(text: "two   spaces kept")),
    ("help", .help(topic: nil)),
    ("help set", .help(topic: "set")),
    ("quit", .quit),
    ("exit", .exit(code: nil)),
    ("exit 3", .exit(code: 3)),
  ])
  func commands(line: String, expected: Command) throws {
    #expect(try Self.parse(line) == expected)
  }

  @Test(arguments: [
    ("set full_name=Ada Lovelace", "full_name", "Ada Lovelace"),
    ("set bio=rest of   the line,  kept", "bio", "rest of   the line,  kept"),
    ("set bio = spaced out", "bio", "spaced out"),
    ("set bio= leading", "bio", "leading"),
    ("set bio=", "bio", ""),
    ("set bio \"  padded  \"", "bio", "  padded  "),
    ("set bio=\"  padded  \"", "bio", "  padded  "),
    ("set bio words without equals", "bio", "words without equals"),
    ("set color=#FF0000", "color", "#FF0000"),
    ("set bio=a=b", "bio", "a=b"),
    ("set password=${PW}", "password", "s3cret"),
    ("set bio=Hello, world; show", "bio", "Hello, world"),
  ])
  func setTakesTheRestOfTheCommand(line: String, field: String, value: String) throws {
    #expect(try Self.parse(line) == .set(field: field, value: value))
  }

  @Test func setWithoutAValueAsksForIt() throws {
    #expect(try Self.parse("set password") == .set(field: "password", value: nil))
  }

  @Test(arguments: [
    ("select interests design,sales", SelectionChange.exactly(["design", "sales"])),
    ("select interests design, Sales", .exactly(["design", "Sales"])),
    ("select interests +support", .add(["support"])),
    ("select interests +support,sales", .add(["support", "sales"])),
    ("select interests -design", .remove(["design"])),
    ("select interests '-design'", .exactly(["-design"])),
    ("select country United States", .exactly(["United States"])),
  ])
  func select(line: String, change: SelectionChange) throws {
    guard case .select(_, let parsed) = try Self.parse(line) else {
      Issue.record("not a select")
      return
    }
    #expect(parsed == change)
  }

  @Test(arguments: [
    ("shw", "unknown command \"shw\"; did you mean \"show\"?", 1),
    ("  sumbit --out x", "unknown command \"sumbit\"; did you mean \"submit\"?", 3),
    ("Show", "unknown command \"Show\"; did you mean \"show\"?", 1),
    ("xyzzy now", "unknown command \"xyzzy\"; type help for the list", 1),
    ("show a b", "unexpected \"b\"; usage: show [FIELD]", 8),
    ("describe", "missing argument; usage: describe FIELD", 1),
    ("fields now", "unexpected \"now\"; usage: fields", 8),
    ("open first", "\"first\" is not a link number; usage: open N", 6),
    ("open 0", "\"0\" is not a link number; usage: open N", 6),
    ("exit 256", "the status must be a number from 0 to 255; usage: exit [N]", 6),
    ("set", "missing field; usage: set FIELD=VALUE", 1),
    ("set =x", "missing field before '='; usage: set FIELD=VALUE", 5),
    ("select interests", "missing field or options; usage: select FIELD a,b | +c | -a", 1),
    ("submit now", "usage: submit [--out FILE]", 1),
    ("toggle", "missing argument; usage: toggle FIELD", 1),
  ])
  func usageErrorsPointAtTheColumn(line: String, message: String, column: Int) {
    #expect(throws: ParseError(message: message, column: column)) { try Self.parse(line) }
  }

  @Test func everyNameIsUniqueAndResolves() {
    #expect(Set(CommandTable.names).count == CommandTable.all.count)
    for spec in CommandTable.all {
      #expect(CommandTable.spec(spec.name)?.synopsis == spec.synopsis)
      #expect(spec.synopsis.hasPrefix(spec.name))
    }
  }
}
