import FormshPlatform
import Testing

@testable import FormshShell

@Suite struct OptionsTests {
  @Test func aSubcommandIsOnlyTheFirstOperand() throws {
    let options = try Options.parse(["run", "--bail", "a.formsh", "lint"])
    #expect(options.subcommand == .run)
    #expect(options.operands == ["a.formsh", "lint"])
    #expect(options.bail)
    let form = try Options.parse(["form.json", "run"])
    #expect(form.subcommand == .shell)
    #expect(form.operands == ["form.json", "run"])
  }

  @Test func optionsTakeValuesAttachedOrSeparate() throws {
    let options = try Options.parse([
      "-c", "show", "--color=never", "--var", "A=1", "--var=B=x=y", "--form", "f.json", "--echo",
    ])
    #expect(options.commands == "show")
    #expect(options.color == .never)
    #expect(options.variables == ["A": "1", "B": "x=y"])
    #expect(options.form == "f.json")
    #expect(options.echo)
  }

  @Test func jobsAreCappedAtFourThreadsPerProcessor() throws {
    let processors = Parallel.processorCount
    #expect(try Options.parse(["fill", "--jobs", "100000"]).threads == 4 * processors)
    #expect(try Options.parse(["fill", "--jobs", "1"]).threads == 1)
    #expect(try Options.parse(["fill"]).threads == processors)
    #expect(try Options.parse(["fill", "--follow-symlinks"]).followSymlinks)
  }

  @Test func afterDoubleDashEverythingIsAnOperand() throws {
    let options = try Options.parse(["lint", "--", "--json", "-"])
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
      _ = try Options.parse(arguments)
      Issue.record("\(arguments) parsed")
    } catch {
      #expect(error.message == message)
    }
  }

  @Test(arguments: [
    (["lint", "--jsn", "f.json"], Subcommand.lint),
    (["--jsn", "lint", "f.json"], .lint),
    (["test", "--jobs", "0"], .test),
    (["--bogus", "form.json"], .shell),
    (["fill", "--form"], .fill),
  ])
  func aUsageErrorNamesTheSubcommandWhereverItComes(arguments: [String], subcommand: Subcommand) {
    do {
      _ = try Options.parse(arguments)
      Issue.record("\(arguments) parsed")
    } catch {
      #expect(error.subcommand == subcommand)
    }
  }

  @Test func theFirstOfSeveralProblemsIsTheOneReported() {
    #expect(throws: UsageError.self) { try Options.parse(["--one", "--two"]) }
    do {
      _ = try Options.parse(["--one", "--two"])
    } catch {
      #expect(error.message == "unknown option --one")
    }
  }
}
