import FormshDomain
import Testing

@testable import FormshShell

@Suite struct InterpreterSessionTests {
  @Test func loadReplacesTheFormAndWarnsOnceInScripts() throws {
    let shell = try Shell()
    shell.script("set full_name=Ada\nload \(Shell.root)/Forms/campaign.json\nfields")
    #expect(shell.session.form.title == "New ad campaign")
    #expect(shell.session.errors.isEmpty && !shell.session.hasUnsubmittedChanges)
    #expect(
      shell.stderr == """
        warning: \(Shell.root)/Forms/campaign.json: 11 fields, 1 error, 6 warnings (formsh lint \(Shell.root)/Forms/campaign.json lists them)

        """)
    #expect(shell.stdout.hasPrefix("ID                 KIND"))
    #expect(shell.status == 0)
  }

  @Test func aFormWithoutProblemsLoadsQuietly() throws {
    let shell = try Shell()
    shell.script("load \(Shell.root)/Forms/signup.json")
    #expect(shell.stderr.isEmpty && shell.stdout.isEmpty)
    #expect(shell.session.form.title == "Create your account")
  }

  @Test func atThePromptLoadSummarisesAndListsTheProblems() throws {
    let shell = try Shell(interactive: true)
    shell.prompt("load \(Shell.root)/Forms/campaign.json")
    let lines = shell.stdout.split(separator: "\n")
    #expect(lines.first == "New ad campaign: 11 fields, 1 error, 6 warnings")
    #expect(lines.dropFirst().first?.hasPrefix("  error    target_region") == true)
    // One entry a problem (a long message wrapped under itself, to the window's 80 columns).
    #expect(lines.count { $0.hasPrefix("  error ") || $0.hasPrefix("  warning ") } == 7)
    #expect(lines.allSatisfy { $0.count <= 80 })
  }

  @Test func aLongListOfProblemsIsCutAtTwelve() throws {
    let shell = try Shell(interactive: true)
    shell.prompt("load \(Shell.root)/Forms/hostile.json")
    let lines = shell.stdout.split(separator: "\n")
    #expect(lines.count { $0.hasPrefix("  error ") || $0.hasPrefix("  warning ") } == 12)
    #expect(lines.last == "  … and 17 more: warnings lists them all")
  }

  @Test func sourceRunsAFileInThisSessionWithItsOwnLines() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("part.formsh", "set full_name=Ada\n\nshw\n")
    let shell = try Shell()
    shell.script("echo before\nsource \(directory.path)/part.formsh\nexpect value full_name = Ada")
    #expect(shell.stdout == "before\n")
    #expect(
      shell.stderr
        == "\(directory.path)/part.formsh:3:1: error: unknown command \"shw\"; did you mean \"show\"?\n"
    )
    #expect(shell.status == 2)
  }

  @Test func aScriptThatSourcesItselfStops() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("loop.formsh", "source \(directory.path)/loop.formsh\n")
    let shell = try Shell()
    shell.script("source \(directory.path)/loop.formsh")
    #expect(
      shell.stderr.contains(
        "error: source nested more than 32 deep; is \(directory.path)/loop.formsh sourcing itself?")
    )
    #expect(shell.status == 1)
  }

  @Test func helpListsEveryCommandAndExplainsOne() throws {
    let shell = try Shell()
    shell.script("help\nhelp select")
    #expect(shell.stdout.hasPrefix(HelpText.overview()))
    #expect(shell.stdout.hasSuffix(try #require(HelpText.command("select"))))
  }

  @Test func quitAtThePromptWarnsOnceAboutChangesNotSubmitted() throws {
    let shell = try Shell(interactive: true)
    #expect(shell.prompt("set full_name=Ada"))
    #expect(shell.prompt("quit"))
    #expect(
      shell.stdout.hasSuffix(
        "There are changes that were not submitted. quit (or Ctrl-D) again to leave anyway.\n"))
    #expect(!shell.prompt("quit"))
    #expect(shell.interpreter.exitRequest == 0)
  }

  @Test func quitWithNothingToSubmitLeavesAtOnce() throws {
    let shell = try Shell(interactive: true)
    #expect(!shell.prompt("quit"))
    #expect(shell.stdout.isEmpty)
  }
}
