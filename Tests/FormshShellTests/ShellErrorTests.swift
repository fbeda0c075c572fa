import FormshData
import FormshPlatform
import FormshDomain
import Testing

@testable import FormshShell

@Suite struct ShellErrorTests {
  @Test(arguments: [
    (ShellError.parse(ParseError(message: "x", column: 3)), ExitStatus.usage),
    (.edit(.unknownField("x", suggestion: nil)), ExitStatus.failure),
    (.load(.malformed(path: "f", line: 1, column: 2, reason: "r")), ExitStatus.malformed),
    (.load(.unreadable(path: "f", reason: "r")), ExitStatus.unreadable),
    (.file(FileSystem.Failure(path: "f", operation: .reading, reason: "r")), ExitStatus.unreadable),
    (.file(FileSystem.Failure(path: "f", operation: .writing, reason: "r")), ExitStatus.unwritable),
    (.usage("no form given"), ExitStatus.usage),
    (.malformed(path: "r.csv", line: 1, reason: "r"), ExitStatus.malformed),
    (.lineTooLong(bytes: 3 << 20, limit: 1 << 20), ExitStatus.failure),
    (.notUTF8(byte: 7), ExitStatus.failure),
    (.submitRefused([]), ExitStatus.failure),
    (.expectation(expected: "a", found: "b"), ExitStatus.failure),
    (.noSuchLink(number: 3, count: 2), ExitStatus.failure),
    (.other("x"), ExitStatus.failure),
  ])
  func exitStatus(error: ShellError, status: Int32) {
    #expect(error.exitStatus == status)
  }

  @Test func theStatusesOfTheContract() {
    #expect(
      [
        ExitStatus.success, ExitStatus.failure, ExitStatus.usage, ExitStatus.malformed,
        ExitStatus.unreadable, ExitStatus.unreachable, ExitStatus.unwritable,
        ExitStatus.interrupted,
      ] == [0, 1, 2, 65, 66, 69, 73, 130])
  }

  @Test func inAScriptTheLocationComesFirstAndParseErrorsAddTheColumn() {
    let location = Location(file: "fill.formsh", line: 12)
    #expect(
      ErrorPrinter.format(.parse(ParseError(message: "bad", column: 7)), at: location)
        == "fill.formsh:12:7: error: bad\n")
    #expect(ErrorPrinter.format(.other("nope"), at: location) == "fill.formsh:12: error: nope\n")
    #expect(ErrorPrinter.format(.other("nope"), at: .prompt) == "error: nope\n")
  }

  @Test func everyLineOfAMessageIsSanitisedAndItsBreaksKept() {
    let failures = [
      FieldFailure(field: "a\u{1B}[2J", failure: .required(.text), message: "bad\u{07}\u{202E}")
    ]
    #expect(
      ErrorPrinter.format(.submitRefused(failures), at: .prompt)
        == "error: submit refused: 1 field fails validation\n  a\\x1B[2J: bad\\x07\\u{202E}\n")
    #expect(ErrorPrinter.format(.other("a\nb\u{9B}"), at: .prompt) == "error: a\nb\\u{9B}\n")
  }

  @Test func onTheCommandLineTheSubcommandNamesTheError() {
    let failure = FileSystem.Failure(path: "o.jsonl", operation: .writing, reason: "Is a directory")
    #expect(
      ErrorPrinter.format(.file(failure), in: FillOptions.spec)
        == "formsh fill: error: o.jsonl: cannot write: Is a directory\n")
    #expect(
      ErrorPrinter.format(.load(.unreadable(path: "f", reason: "r")), in: ShellOptions.spec)
        == "formsh: error: f: cannot read: r\n")
  }

  @Test func aUsageErrorEndsWithTheUsageLineAndWhereToReadMore() {
    #expect(
      ErrorPrinter.format(.usage("no form given"), in: LintOptions.spec)
        == "formsh lint: error: no form given\nusage: formsh lint [--json] [--strict] [--dialect NAME] FORM…\n"
        + "See 'formsh lint --help'.\n")
    #expect(
      ErrorPrinter.format(.usage("unknown option --x"), in: ShellOptions.spec)
        == "formsh: error: unknown option --x\nusage: formsh [OPTION]… [-c 'COMMANDS'] [FORM]  (or: formsh run|test|fill …)\nSee 'formsh --help'.\n"
    )
  }

  @Test func warnings() {
    #expect(ErrorPrinter.warning("odd") == "warning: odd\n")
    #expect(ErrorPrinter.warning("odd", at: Location(file: "s", line: 2)) == "s:2: warning: odd\n")
  }

  @Test(arguments: [
    (ShellError.noSuchLink(number: 1, count: 0), "the form has no links"),
    (.noSuchLink(number: 4, count: 2), "no link 4; the form has 2 (see links)"),
    (
      .file(FileSystem.Failure(path: "out.json", operation: .writing, reason: "Permission denied")),
      "out.json: cannot write: Permission denied"
    ),
    (
      .file(FileSystem.Failure(path: "in.csv", operation: .reading, reason: "is a directory")),
      "in.csv: cannot read: is a directory"
    ),
    (.malformed(path: "r.csv", line: 1, reason: "bad header"), "r.csv:1: bad header"),
    (.expectation(expected: "x", found: "y"), "expected x, found y"),
    (
      .load(.unreadable(path: "f.json", reason: "No such file or directory")),
      "f.json: cannot read: No such file or directory"
    ),
  ])
  func messages(error: ShellError, message: String) {
    #expect(error.message == message)
  }
}
