import FormshDomain
import Testing

@testable import FormshShell

@Suite struct InterpreterExpectTests {
  /// Expectations that hold after `setup`.
  static let holding: [(setup: String, expectation: String)] = [
    ("", "expect invalid"),
    ("", "expect error email"),
    ("", "expect error email is required"),
    ("", "expect error terms /accept the terms/"),
    ("", "expect no error zip"),
    ("", "expect links 2"),
    ("", "expect value country = us"),
    ("", "expect value country = United States"),
    ("", "expect value newsletter = yes"),
    ("", "expect value full_name ="),
    ("set budget=19.99", "expect value budget = 19.990"),
    ("set budget=1e2", "expect value budget = 100"),
    ("select interests sales,design", "expect value interests = design,sales"),
    ("set full_name=Ada  Lovelace", "expect value full_name = Ada  Lovelace"),
    ("set password=${PW}", "expect value password = correct horse"),
    ("set email=x", "expect error email must be an email address"),
    (validShowcase, "expect valid"),
    ("", "expect error email \"is required\""),
    ("set email=x", "expect error email /^must be an? email/"),
    ("set zip=1", "expect error zip Enter a ZIP code like 12345 or 12345-6789."),
    ("set email=ada@example.com", "expect no error email"),
    ("set budget=1e3", "expect value budget = 1000"),
    // `==`, `!=` and `~` read as `expect response` reads them, never as part of the value.
    ("set budget=1e3", "expect value budget == 1000"),
    ("set budget=1e3", "expect value budget==1000"),
    ("set budget=1e3", "expect value budget != 1001"),
    ("set email=ada@example.com", "expect value email ~ /^ada@\\w+\\.com$/"),
    ("select interests design,sales", "expect value interests ~ /^design,sales$/"),
    ("", "expect value full_name =="),
    ("set budget=1e3", "expect value budget!=1001"),
    ("set budget=1e3", "expect value budget!= 1001"),
    ("set email=ada@example.com", "expect value email =~ /^ada@/"),
    // In an expectation `~/` is the operator before a regex, not the home directory.
    ("set email=ada@example.com", "expect value email ~/^ada@example\\.com$/"),
    ("set full_name=~/x", "expect value full_name == ~/x"),
    ("set budget=1000", "expect value budget = 1e3"),
    ("set budget=19.990", "expect value budget = 19.99"),
    ("set budget=0.5", "expect value budget = 5e-1"),
    ("set age=0", "expect value age = -0"),
    ("select interests design,sales", "expect value interests = Sales, Design"),
    ("select interests design", "expect value interests = design"),
    ("clear country", "expect value country ="),
    ("select country Canada", "expect value country = ca"),
    ("", "expect value newsletter = true"),
    ("", "expect value newsletter = ON"),
    ("", "expect value newsletter = 1"),
    ("", "expect value terms = off"),
    ("", "expect value terms = No"),
    ("check terms", "expect value terms = yes"),
    // The words a checkbox is shown in are a spelling of its value too.
    ("check terms", "expect value terms = checked"),
    ("", "expect value terms = not checked"),
    ("", "expect value terms = Not Checked"),
    ("set bio=\"two\\nlines\"", "expect value bio = \"two\\nlines\""),
    ("", "expect refused set age=abc"),
    ("", "expect refused set full_name=\(String(repeating: "x", count: 41))"),
    ("", "expect refused select country Atlantis"),
    ("", "expect refused select interests +nope"),
    ("", "expect refused toggle full_name"),
    ("", "expect refused check email"),
    ("", "expect refused set password=\(String(repeating: "x", count: 65))"),
  ]

  /// Every field of the showcase filled so that every rule passes.
  static let validShowcase = """
    set full_name=Ada Lovelace
    set budget=19.99
    set email=ada@example.com
    set password=${PW}
    select interests design
    check terms
    """

  @Test("an expectation that holds is silent", arguments: holding.indices)
  func holds(index: Int) throws {
    let (setup, expectation) = Self.holding[index]
    let shell = try Shell(secrets: ["PW": "correct horse"])
    shell.script(setup + "\n" + expectation)
    #expect(shell.stderr.isEmpty)
    #expect(shell.stdout.isEmpty)
    #expect(shell.status == 0)
  }

  /// Expectations that fail, with what they print.
  static let failing: [(setup: String, expectation: String, message: String)] = [
    (
      "", "expect valid",
      "expected the form to be valid, found 6 failing fields: full_name (is required), budget (is required), email (is required), password (is required), interests (needs at least one selection), terms (You must accept the terms to continue.)"
    ),
    ("", "expect submitted", "expected a successful submit, found none since the form was loaded"),
    ("", "expect links 3", "expected 3 links, found 2"),
    ("", "expect error zip", "expected an error on zip, found none (the value passes every rule)"),
    ("", "expect no error email", "expected no error on email, found \"is required\""),
    (
      "", "expect error email must be filled",
      "expected error \"must be filled\" on email, found \"is required\""
    ),
    (
      "", "expect error email /^must/",
      "expected an error on email matching /^must/, found \"is required\""
    ),
    ("", "expect value country = ca", "expected country = ca, found us"),
    ("set budget=19.99", "expect value budget = 19.9", "expected budget = 19.9, found 19.99"),
    (
      "", "expect value budget = ten",
      "expected budget = \"ten\", which the field could never hold (must be a number; \"ten\" is not), found (empty)"
    ),
    (
      "set password=${PW}", "expect value password = wrong horse",
      "expected password = the expected secret, found ******** (masked)"
    ),
    ("", "expect value nope = 1", "no field \"nope\""),
    (validShowcase, "expect invalid", "expected the form to be invalid, found every rule passes"),
    ("", "expect links 1", "expected 1 link, found 2"),
    (
      "", "expect error email \"/is required/\"",
      "expected error \"/is required/\" on email, found \"is required\""
    ),
    ("set budget=1e3", "expect value budget = 1001", "expected budget = 1001, found 1e3"),
    ("set budget=1e3", "expect value budget == 1001", "expected budget = 1001, found 1e3"),
    ("set budget=1e3", "expect value budget != 1000", "expected budget != 1000, found 1e3"),
    (
      "set email=ada@example.com", "expect value email ~ /^bob@/",
      "expected email matching /^bob@/, found \"ada@example.com\""
    ),
    (
      "set password=${PW}", "expect value password ~ /^wrong/",
      "expected password matching a secret regex, found ******** (masked)"
    ),
    ("", "expect value newsletter = off", "expected newsletter = off, found on"),
    ("", "expect value terms = yes", "expected terms = checked, found not checked"),
    ("", "expect value terms = checked", "expected terms = checked, found not checked"),
    (
      "select interests design", "expect value interests = Design,Sales",
      "expected interests = design, sales, found design"
    ),
    (
      "", "expect value newsletter = maybe",
      "expected newsletter = \"maybe\", which the field could never hold (takes true/false, yes/no, on/off or 1/0; not \"maybe\"), found on"
    ),
    (
      "", "expect value country = Atlantis",
      "expected country = \"Atlantis\", which the field could never hold (has no option \"Atlantis\"; choose one of: us, ca, mx, de, jp), found us"
    ),
    ("", "expect value full_name = Ada", "expected full_name = \"Ada\", found (empty)"),
    (
      "", "expect refused set age=12",
      "expected set age=12 to be refused, found it accepted (age = 12)"
    ),
    (
      "", "expect refused select interests -design",
      "expected select interests -design to be refused, found it accepted (interests = (none))"
    ),
    (
      "", "expect refused set password=${PW}",
      "expected set password=******** to be refused, found it accepted (password = ******** (masked))"
    ),
    ("", "expect refused set nope=1", "no field \"nope\""),
  ]

  @Test("a failing expectation says what was expected and found", arguments: failing.indices)
  func fails(index: Int) throws {
    let (setup, expectation, message) = Self.failing[index]
    let shell = try Shell(secrets: ["PW": "correct horse"])
    shell.script(setup + "\n" + expectation, name: "scenario.formsh")
    let line = setup.split(separator: "\n", omittingEmptySubsequences: false).count + 1
    #expect(shell.stderr == "scenario.formsh:\(line): error: \(message)\n")
    #expect(!shell.stderr.contains("correct horse"))
    #expect(shell.status == 1)
  }

  /// Lines that are not an expectation, with the message and column they get (exit 2).
  static let malformed: [(line: String, message: String)] = [
    ("expect", "2:1: error: missing what to expect"),
    ("expect valid now", "2:14: error: unexpected \"now\""),
    ("expect nothing", "2:8: error: unknown expectation \"nothing\""),
    ("expect links two", "2:14: error: \"two\" is not a count"),
    ("expect error", "2:1: error: missing field"),
    ("expect error email /(/", "2:20: error: /(/ is not a regex"),
    ("expect no email", "2:1: error: usage"),
    ("expect value budget", "2:1: error: missing '= VALUE'"),
    ("expect refused", "2:1: error: missing the edit that should be refused"),
    ("expect refused set age", "2:16: error: the set needs a value here (set FIELD=VALUE)"),
    (
      "expect refused submit",
      "2:16: error: expect refused takes set, select, toggle, check, uncheck, clear or reset of a field"
    ),
    ("expect refused sett age=1", "2:16: error: unknown command \"sett\"; did you mean \"set\"?"),
  ]

  @Test("a malformed expectation is a usage error at its column", arguments: malformed.indices)
  func malformedExpectation(index: Int) throws {
    let (line, message) = Self.malformed[index]
    let shell = try Shell()
    #expect(shell.script("\n" + line, name: "s.formsh") == 2)
    #expect(shell.stderr.hasPrefix("s.formsh:" + message), "\(shell.stderr)")
  }

  @Test func anExpectationNeverChangesTheForm() throws {
    let shell = try Shell()
    shell.script("set age=36")
    let before = shell.session.state
    shell.script(
      """
      expect refused set age=abc
      expect refused select interests +nope
      expect refused set age=12
      expect invalid
      expect error email
      """)
    #expect(shell.session.state == before)
    #expect(shell.session.errors.isEmpty)
  }

  @Test func atThePromptOneThatHoldsSaysOkAndOneThatFailsSaysWhy() throws {
    let shell = try Shell(interactive: true)
    shell.prompt("expect links 2")
    shell.prompt("expect refused set age=abc")
    shell.prompt("expect valid")
    #expect(shell.stdout == "ok\nok\n")
    #expect(
      shell.stderr.hasPrefix("error: expected the form to be valid, found 6 failing fields: "))
    // The session goes on; the failure is remembered for the exit status.
    #expect(shell.status == 1)
  }

  @Test func withBailTheFirstFailedExpectationStopsTheRun() throws {
    let shell = try Shell(bail: true)
    let status = shell.script(
      """
      expect links 2
      expect links 3
      expect valid
      echo never
      """, name: "s.formsh")
    #expect(shell.stderr == "s.formsh:2: error: expected 3 links, found 2\n")
    #expect(shell.stdout.isEmpty)
    #expect(status == 1)
  }

  @Test func withoutBailTheRunCarriesOnAndKeepsTheFirstStatus() throws {
    let shell = try Shell()
    let status = shell.script(
      """
      expect links 3
      expect nothing
      echo still running
      """, name: "s.formsh")
    #expect(
      shell.stderr == """
        s.formsh:1: error: expected 3 links, found 2
        s.formsh:2:8: error: unknown expectation "nothing"; usage: \(CommandTable.spec("expect")!.synopsis)

        """)
    #expect(shell.stdout == "still running\n")
    #expect(status == 1)
  }

  @Test func aSecretInARefusedSetIsMaskedInEchoAndLeftOutOfHistory() throws {
    let shell = try Shell(echo: true, variables: ["PW": "correct horse"])
    shell.script("expect refused set password=correct horse")
    #expect(shell.stdout == "> expect refused set password=********\n")
    #expect(shell.interpreter.historyEntry(for: "expect refused set password=correct horse") == "")
  }

  @Test func expectSubmittedAfterASubmit() throws {
    let shell = try Shell(form: "signup", variables: ["PW": "correct horse 1"])
    shell.script(
      """
      set email=grace@example.com
      set password=${PW}
      check terms
      expect valid
      submit
      expect submitted
      """)
    #expect(shell.stderr.isEmpty)
    #expect(shell.status == 0)
  }
}
