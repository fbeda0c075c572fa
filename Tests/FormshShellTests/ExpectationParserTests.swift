import FormshDomain
import Testing

@testable import FormshShell

@Suite struct ExpectationParserTests {
  static func parse(_ line: String) throws -> any Command {
    try CommandTable.parse(try #require(try Lexer { _ in nil }.split(line).first))
  }

  @Test(arguments: [
    ("expect valid", ValidExpectation() as any FormshShell.Expectation),
    ("expect invalid", InvalidExpectation()),
    ("expect submitted", SubmittedExpectation()),
    ("expect links 2", LinksExpectation(count: 2)),
    ("expect error email", ErrorExpectation(field: "email", message: nil)),
    (
      "expect error email must be an email address",
      ErrorExpectation(field: "email", message: .exact("must be an email address"))
    ),
    (
      "expect error email /email/",
      ErrorExpectation(field: "email", message: .pattern(try! Pattern(searching: "email")))
    ),
    (
      // A pattern that can backtrack for ever is bounded when it runs, not refused.
      "expect error email /(a+)+!/",
      ErrorExpectation(field: "email", message: .pattern(try! Pattern(searching: "(a+)+!")))
    ),
    (
      "expect error email '/not a regex/'",
      ErrorExpectation(field: "email", message: .exact("/not a regex/"))
    ),
    ("expect no error email", NoErrorExpectation(field: "email")),
    ("expect value budget = 19.990", ValueExpectation(field: "budget", expected: "19.990")),
    (
      "expect value full_name=Ada  Lovelace",
      ValueExpectation(field: "full_name", expected: "Ada  Lovelace")
    ),
    (
      "expect refused set age=abc",
      RefusedExpectation(SetCommand(field: "age", value: "abc"))
    ),
    (
      "expect refused select country +xx",
      RefusedExpectation(SelectCommand(field: "country", change: .add(["xx"])))
    ),
    (
      "expect refused uncheck full_name",
      RefusedExpectation(UncheckCommand(field: "full_name"))
    ),
    ("expect refused reset nope", RefusedExpectation(ResetCommand(field: "nope"))),
  ])
  func expectations(line: String, expected: any FormshShell.Expectation) throws {
    let parsed = try #require(try Self.parse(line) as? ExpectCommand)
    #expect(parsed.expectation.isSame(as: expected))
  }

  @Test(arguments: [
    ("expect", "missing what to expect; usage: ", 1),
    ("expect happy", "unknown expectation \"happy\"; usage: ", 8),
    ("expect links some", "\"some\" is not a count; usage: ", 14),
    (
      "expect error email /[/",
      "/[/ is not a regex (missing terminating ] for character class at the end of the pattern); usage: ",
      20
    ),
    ("expect value budget", "missing '= VALUE'; usage: ", 1),
    ("expect value email ~", "missing the /REGEX/ after ~; usage: ", 20),
    ("expect value email ~ abc", "~ takes a /REGEX/ between slashes; usage: ", 22),
    (
      "expect value email~/a/",
      "write ~ apart from the field and the regex: FIELD ~ /REGEX/; usage: ",
      14
    ),
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
