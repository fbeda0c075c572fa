import Testing

@testable import FormshShell

@Suite struct ExpectationParserTests {
  static func parse(_ line: String) throws -> Command {
    try CommandTable.parse(try #require(try Lexer { _ in nil }.split(line).first))
  }

  @Test(arguments: [
    ("expect valid", FormshShell.Expectation.valid),
    ("expect invalid", .invalid),
    ("expect submitted", .submitted),
    ("expect links 2", .links(count: 2)),
    ("expect error email", .error(field: "email", message: nil)),
    (
      "expect error email must be an email address",
      .error(field: "email", message: .exact("must be an email address"))
    ),
    ("expect error email /email/", .error(field: "email", message: .pattern("email"))),
    (
      "expect error email '/not a regex/'", .error(field: "email", message: .exact("/not a regex/"))
    ),
    ("expect no error email", .noError(field: "email")),
    ("expect value budget = 19.990", .value(field: "budget", expected: "19.990")),
    ("expect value full_name=Ada  Lovelace", .value(field: "full_name", expected: "Ada  Lovelace")),
    ("expect refused set age=abc", .refused(.set(field: "age", value: "abc"))),
    (
      "expect refused select country +xx", .refused(.select(field: "country", change: .add(["xx"])))
    ),
    ("expect refused uncheck full_name", .refused(.check(field: "full_name", on: false))),
    ("expect refused reset nope", .refused(.reset(field: "nope"))),
  ])
  func expectations(line: String, expected: FormshShell.Expectation) throws {
    #expect(try Self.parse(line) == .expect(expected))
  }

  @Test(arguments: [
    ("expect", "missing what to expect; usage: ", 1),
    ("expect happy", "unknown expectation \"happy\"; usage: ", 8),
    ("expect links some", "\"some\" is not a count; usage: ", 14),
    ("expect error email /[/", "/[/ is not a regex; usage: ", 20),
    (
      "expect error email /(a+)+!/",
      "/(a+)+!/ could take exponential time to match (a repeated group holds a repetition of its own); usage: ",
      20
    ),
    ("expect value budget", "missing '= VALUE'; usage: ", 1),
    ("expect no errors email", "usage: ", 1),
  ])
  func errors(line: String, prefix: String, column: Int) {
    do {
      _ = try Self.parse(line)
      Issue.record("\(line) parsed")
    } catch let error as ParseError {
      #expect(error.message.hasPrefix(prefix))
      #expect(error.message.hasSuffix(CommandTable.spec("expect")!.synopsis))
      #expect(error.column == column)
    } catch {
      Issue.record("unexpected \(error)")
    }
  }
}
