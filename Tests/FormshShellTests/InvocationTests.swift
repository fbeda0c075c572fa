import FormshPlatform
import Testing

@testable import FormshShell

@Suite struct InvocationTests {
  /// The command line read into the options of the subcommand it names.
  static func parse<Options: SubcommandOptions>(_ arguments: [String], as: Options.Type)
    throws(UsageError) -> Options
  {
    try Invocation.parse(arguments).options(as: Options.self)
  }

  /// The command line read into the options of whatever subcommand it names.
  static func parse(_ arguments: [String]) throws(UsageError) {
    let line = Invocation.parse(arguments)
    try read(line.subcommand, line)
  }

  private static func read<Command: Subcommand>(_: Command.Type, _ line: Invocation)
    throws(UsageError)
  {
    _ = try line.options(as: Command.Options.self)
  }

  @Test func aSubcommandIsOnlyTheFirstOperand() throws {
    let line = Invocation.parse(["run", "--bail", "a.formsh", "lint"])
    #expect(line.subcommand.spec.name == "run")
    let options = try line.options(as: RunOptions.self)
    #expect(options.operands == ["a.formsh", "lint"])
    #expect(options.script.bail)
    let form = Invocation.parse(["form.json", "run"])
    #expect(form.subcommand.spec.isShell)
    #expect(try form.options(as: ShellOptions.self).operands == ["form.json", "run"])
  }

  @Test func optionsTakeValuesAttachedOrSeparate() throws {
    let options = try Self.parse(
      ["-c", "show", "--color=never", "--var", "A=1", "--var=B=x=y", "--form", "f.json", "--echo"],
      as: ShellOptions.self)
    #expect(options.commands == "show")
    #expect(options.common.color == .never)
    #expect(options.variables.values == ["A": "1", "B": "x=y"])
    #expect(options.form.form == "f.json")
    #expect(options.script.echo)
  }

  @Test func jobsAreCappedAtFourThreadsPerProcessor() throws {
    let processors = Parallel.processorCount
    #expect(
      try Self.parse(["fill", "--jobs", "100000"], as: FillOptions.self).parallel.threads
        == 4 * processors)
    #expect(try Self.parse(["fill", "--jobs", "1"], as: FillOptions.self).parallel.threads == 1)
    #expect(try Self.parse(["fill"], as: FillOptions.self).parallel.threads == processors)
    #expect(
      try Self.parse(["fill", "--follow-symlinks"], as: FillOptions.self).output.followSymlinks)
  }

  @Test func afterDoubleDashEverythingIsAnOperand() throws {
    let options = try Self.parse(["lint", "--", "--json", "-"], as: LintOptions.self)
    #expect(options.operands == ["--json", "-"])
    #expect(!options.json)
  }

  @Test(arguments: [
    (["--frobnicate"], "unknown option --frobnicate"),
    (["-x"], "unknown option -x"),
    (["-c"], "-c needs a value"),
    (["--color", "sometimes"], "--color takes auto, always or never, not \"sometimes\""),
    (
      ["--var", "1A=x"],
      "--var takes NAME=VALUE; \"1A\" is not a variable's name (letters, digits and _, not starting with a digit)"
    ),
    (["--var", "NOEQUALS"], "--var takes NAME=VALUE; this one has no ="),
    (["--jobs", "0"], "--jobs takes a positive number, not \"0\""),
  ])
  func usageErrors(arguments: [String], message: String) {
    do {
      try Self.parse(arguments)
      Issue.record("\(arguments) parsed")
    } catch {
      #expect(error.message == message)
    }
  }

  @Test(arguments: [
    (["lint", "--jsn", "f.json"], "lint"),
    (["--jsn", "lint", "f.json"], "lint"),
    (["test", "--jobs", "0"], "test"),
    (["--bogus", "form.json"], ""),
    (["fill", "--form"], "fill"),
  ])
  func aUsageErrorNamesTheSubcommandWhereverItComes(arguments: [String], subcommand: String) {
    do {
      try Self.parse(arguments)
      Issue.record("\(arguments) parsed")
    } catch {
      #expect(error.subcommand.name == subcommand)
    }
  }

  @Test func theFirstOfSeveralProblemsIsTheOneReported() {
    #expect(throws: UsageError.self) { try Self.parse(["--one", "--two"]) }
    do {
      try Self.parse(["--one", "--two"])
    } catch {
      #expect(error.message == "unknown option --one")
    }
  }
}
