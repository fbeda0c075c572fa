import FormshDomain
import Testing

@testable import FormshShell

@Suite struct CommandTableTests {
  static func parse(_ line: String) throws -> any Command {
    let commands = try Lexer { ["PW": "s3cret"][$0] }.split(line)
    return try CommandTable.parse(try #require(commands.first))
  }

  @Test(arguments: [
    ("load Forms/signup.json", LoadCommand(path: "Forms/signup.json") as any Command),
    ("show", ShowCommand(field: nil)),
    ("show email", ShowCommand(field: "email")),
    ("fields", FieldsCommand()),
    ("describe age", DescribeCommand(field: "age")),
    ("toggle newsletter", ToggleCommand(field: "newsletter")),
    ("check terms", CheckCommand(field: "terms")),
    ("uncheck terms", UncheckCommand(field: "terms")),
    ("clear bio", ClearCommand(field: "bio")),
    ("reset", ResetCommand(field: nil)),
    ("reset zip", ResetCommand(field: "zip")),
    ("validate", ValidateCommand(field: nil)),
    ("validate zip", ValidateCommand(field: "zip")),
    ("submit", SubmitCommand(out: nil)),
    ("submit --out out.json", SubmitCommand(out: "out.json")),
    ("submit --out=out.json", SubmitCommand(out: "out.json")),
    ("submit -o out.json", SubmitCommand(out: "out.json")),
    ("submit --output out.json", SubmitCommand(out: "out.json")),
    ("submit --output=out.json", SubmitCommand(out: "out.json")),
    ("links", LinksCommand(field: nil)),
    ("links terms", LinksCommand(field: "terms")),
    ("open 2", OpenCommand(number: 2)),
    ("record session.formsh", RecordCommand(path: "session.formsh")),
    ("record stop", RecordCommand(path: nil)),
    ("source more.formsh", SourceCommand(path: "more.formsh")),
    ("echo", EchoCommand(text: "")),
    ("echo  two   spaces kept", EchoCommand(text: "two   spaces kept")),
    ("help", HelpCommand(topic: nil)),
    ("help set", HelpCommand(topic: "set")),
    ("quit", QuitCommand()),
    ("exit", ExitCommand(code: nil)),
    ("exit 3", ExitCommand(code: 3)),
    ("undo", UndoCommand()),
    ("redo", RedoCommand()),
    ("checkpoint", CheckpointCommand(name: nil)),
    ("checkpoint filled", CheckpointCommand(name: "filled")),
    ("restore filled", RestoreCommand(name: "filled")),
    ("diff", DiffCommand(name: nil)),
    ("diff filled", DiffCommand(name: "filled")),
  ])
  func commands(line: String, expected: any Command) throws {
    #expect(try Self.parse(line).isSame(as: expected))
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
    #expect(try Self.parse(line).isSame(as: SetCommand(field: field, value: value)))
  }

  @Test func setWithoutAValueAsksForIt() throws {
    #expect(try Self.parse("set password").isSame(as: SetCommand(field: "password", value: nil)))
  }

  @Test(arguments: [
    ("select interests design,sales", SelectionChange.exactly(["design", "sales"])),
    ("select interests design, Sales", .exactly(["design", "Sales"])),
    ("select interests +support", .add(["support"])),
    ("select interests +support,sales", .add(["support", "sales"])),
    ("select interests -design", .remove(["design"])),
    ("select interests '-design'", .exactly(["-design"])),
    ("select interests United States", .exactly(["United States"])),
  ])
  func select(line: String, change: SelectionChange) throws {
    #expect(try Self.parse(line).isSame(as: SelectCommand(field: "interests", change: change)))
  }

  @Test(arguments: [
    ("shw", "unknown command \"shw\"; did you mean \"show\"?", 1),
    ("  sumbit --out x", "unknown command \"sumbit\"; did you mean \"submit\"?", 3),
    ("Show", "unknown command \"Show\"; did you mean \"show\"?", 1),
    ("xyzzy now", "unknown command \"xyzzy\"; type help for the list", 1),
    ("show a b", "unexpected \"b\"; usage: show [--all] [--json] [FIELD]", 8),
    ("describe", "missing argument; usage: describe FIELD [--json]", 1),
    ("fields now", "unexpected \"now\"; usage: fields [--json]", 8),
    ("open first", "\"first\" is not a link number; usage: open N", 6),
    ("open 0", "\"0\" is not a link number; usage: open N", 6),
    ("exit 256", "the status must be a number from 0 to 255; usage: exit [N]", 6),
    ("set", "missing field; usage: set FIELD=VALUE", 1),
    ("set =x", "missing field before '='; usage: set FIELD=VALUE", 5),
    ("select interests", "missing field or options; usage: select FIELD a,b | +c | -a", 1),
    (
      "submit now",
      "unexpected \"now\"; -o FILE writes the payload to a file; usage: submit [-o|--output FILE] | submit [--to URL] [--method POST|PUT|PATCH] [--as json|form] [--status CODE|Nxx[,…]] [--follow] [--curl]",
      8
    ),
    ("toggle", "missing argument; usage: toggle FIELD", 1),
  ])
  func usageErrorsPointAtTheColumn(line: String, message: String, column: Int) {
    let kind: ParseError.Kind = message.hasPrefix("unknown command") ? .unknownCommand : .usage
    #expect(throws: ParseError(message: message, column: column, kind: kind)) {
      try Self.parse(line)
    }
  }

  @Test func everyNameIsUniqueAndResolves() {
    #expect(Set(CommandTable.names).count == CommandTable.all.count)
    for spec in CommandTable.all.map({ $0.spec }) {
      #expect(CommandTable.spec(spec.name)?.synopsis == spec.synopsis)
      #expect(spec.synopsis.hasPrefix(spec.name))
    }
  }
}
