import FormshDomain
import Testing

@testable import FormshShell

/// Running lines: errors with their location, the run's exit status, `--bail`, `--echo`,
/// and what the history may keep.
@Suite struct InterpreterTests {
  @Test func errorsInAScriptNameTheFileAndLine() throws {
    let shell = try Shell()
    let status = shell.script(
      """
      echo one
      set budget=ten

      shw
      echo two
      """, name: "fill.formsh")
    #expect(shell.stdout == "one\ntwo\n")
    #expect(
      shell.stderr == """
        fill.formsh:2: error: budget: must be a number; "ten" is not
        fill.formsh:4:1: error: unknown command "shw"; did you mean "show"?

        """)
    #expect(status == 1)
  }

  @Test func atThePromptErrorsHaveNoLocation() throws {
    let shell = try Shell(interactive: true)
    #expect(shell.prompt("show nope"))
    #expect(shell.stderr == "error: no field \"nope\"\n")
  }

  /// Each refusal, and the exit status it stands for (docs/command-line.md, exit statuses).
  static let refusals: [(line: String, status: Int32, message: String)] = [
    ("set budget=abc", 1, "budget: must be a number; \"abc\" is not"),
    (
      "set zip=12345678901", 1,
      "zip: takes at most 10 characters; this value has 11 (nothing was changed)"
    ),
    (
      "set country=Atlantis", 1,
      "country: has no option \"Atlantis\"; choose one of: us, ca, mx, de, jp"
    ),
    ("set terms=maybe", 1, "terms: takes true/false, yes/no, on/off or 1/0; not \"maybe\""),
    ("select country ca,mx", 1, "country: takes one option; 2 were given (ca, mx)"),
    ("select interests design,design", 1, "interests: lists \"design\" more than once"),
    ("select full_name a", 1, "full_name: is a text field; select applies to dropdown fields"),
    (
      "toggle full_name", 1,
      "full_name: is a text field; toggle applies to checkbox and toggle fields"
    ),
    ("check email", 1, "email: is an email field; check applies to checkbox and toggle fields"),
    ("show ful_name", 1, "no field \"ful_name\"; did you mean \"full_name\"?"),
    ("open 9", 1, "no link 9; the form has 2 (see links)"),
    ("help sett", 1, "no command \"sett\"; did you mean \"set\"?"),
    ("submit", 1, "submit refused: 6 fields fail validation"),
    ("expect valid", 1, "expected the form to be valid, found 6 failing fields"),
    (
      "set full_name", 1,
      "set full_name needs a value: set full_name=VALUE (set full_name= empties it)"
    ),
    (
      "set password", 1,
      "set password needs a value here; write set password=${VARIABLE} and pass --var"
    ),
    ("record stop", 1, "not recording; record FILE starts"),
    ("shw", 2, "unknown command \"shw\"; did you mean \"show\"?"),
    ("show a b", 2, "unexpected \"b\"; usage: show [--all] [--json] [FIELD]"),
    ("echo \"open", 2, "unterminated \" quote"),
    (
      "echo ${UNSET_IN_TESTS}", 2,
      "${UNSET_IN_TESTS} is not set; export it or pass --var UNSET_IN_TESTS=VALUE"
    ),
    (
      "load \(Shell.root)/Forms/nope.json", 66,
      "\(Shell.root)/Forms/nope.json: cannot read: No such file or directory"
    ),
    (
      "source \(Shell.root)/nope.formsh", 66,
      "\(Shell.root)/nope.formsh: cannot read: No such file or directory"
    ),
    ("load \(Shell.root)/Package.swift", 65, "\(Shell.root)/Package.swift:1:1: "),
  ]

  @Test("each refusal prints its reason and sets its exit status", arguments: refusals.indices)
  func refusal(index: Int) throws {
    let (line, status, message) = Self.refusals[index]
    let shell = try Shell()
    let before = shell.session.state
    shell.script(line, name: "s")
    #expect(shell.stderr.hasPrefix("s:1:"))
    #expect(shell.stderr.contains("error: " + message), "\(shell.stderr)")
    #expect(shell.status == status)
    // A script stops where its form does not load (issue 28, point 6).
    let stops = line.hasPrefix("load ")
    #expect(shell.interpreter.exitRequest == (stops ? status : nil))
    #expect(shell.session.state == before)
    #expect(shell.stdout.isEmpty)
  }

  @Test func theStatusIsThatOfTheFirstFailure() throws {
    let shell = try Shell()
    shell.script("shw\nset budget=x\nload /nonexistent/form.json")
    #expect(shell.status == 2)
    // Three errors, and the note that the script stops at the load.
    #expect(shell.stderr.split(separator: "\n").count == 4)
    #expect(shell.stderr.hasSuffix(":3: note: the script stops: its form did not load\n"))
  }

  @Test func aLoadFailureLeavesTheCurrentFormInPlaceAndStopsTheScript() throws {
    let shell = try Shell(form: "signup")
    shell.script(
      "set display_name=Grace\nload \(Shell.root)/Forms/nope.json\nexpect value display_name = X"
    )
    #expect(shell.session.form.title == "Create your account")
    // The load's error and the note; the expectation after it never ran.
    #expect(shell.stderr.split(separator: "\n").count == 2, "\(shell.stderr)")
    #expect(!shell.stderr.contains("expected"), "\(shell.stderr)")
  }

  @Test func bailStopsAtTheFirstError() throws {
    let shell = try Shell(bail: true)
    let status = shell.script("echo one\nset budget=ten\necho two\nshw")
    #expect(shell.stdout == "one\n")
    #expect(shell.stderr == "test.formsh:2: error: budget: must be a number; \"ten\" is not\n")
    #expect(status == 1)
    #expect(shell.interpreter.exitRequest == 1)
  }

  @Test func bailStopsTheRestOfTheLineToo() throws {
    let shell = try Shell(bail: true)
    #expect(!shell.prompt("set budget=ten; echo after"))
    #expect(shell.stdout.isEmpty)
  }

  @Test func withoutBailTheRunCarriesOn() throws {
    let shell = try Shell()
    shell.script("set budget=ten; echo same line\necho next line")
    #expect(shell.stdout == "same line\nnext line\n")
  }

  @Test func atThePromptBailDoesNotEndTheSession() throws {
    let shell = try Shell(interactive: true, bail: true)
    #expect(shell.prompt("set budget=ten"))
    #expect(shell.interpreter.exitRequest == nil)
  }

  @Test func echoPrintsEachCommandWithSecretsMasked() throws {
    let shell = try Shell(echo: true, variables: ["PW": "from-a-variable-1"])
    shell.script(
      """
      set full_name=Ada;   set password=hunter2hunter2
      set password ${PW}
      expect value password = from-a-variable-1
      set password=
      show password
      """)
    #expect(
      shell.stdout.hasPrefix(
        """
        > set full_name=Ada
        > set password=********
        > set password=********
        > expect value password = ********
        > set password=
        > show password

        """))
    #expect(!shell.stdout.contains("hunter2"))
    #expect(!shell.stdout.contains("from-a-variable"))
    #expect(shell.stderr.isEmpty)
  }

  @Test(arguments: [
    ("set password=hunter2hunter2", "set password"),
    ("set password hunter2hunter2", "set password"),
    ("set password=\"hunter2 hunter2\"", "set password"),
    (
      "set full_name=Ada; set password=hunter2hunter2; show",
      "set full_name=Ada; set password; show"
    ),
    ("set password=${PW}", "set password"),
    ("expect value password = hunter2hunter2", ""),
    ("set password=hunter2; expect value password = hunter2; submit", "set password; submit"),
    ("set password=\"unterminated hunter2", ""),
    ("set password=", "set password="),
    ("set password", "set password"),
    // A mistyped id is refused, but the value typed after it is still a secret.
    ("set pasword=hunter2hunter2", "set pasword"),
    ("set Password=hunter2hunter2", "set Password"),
    ("expect value passwrod = hunter2hunter2", ""),
    ("set full_name=Ada  Lovelace # note", "set full_name=Ada  Lovelace # note"),
    // A line that does not split into words is never kept: what in it is secret is unknown.
    ("echo \"unterminated", ""),
    ("header \"Authorization: Bearer hunter2hunter2", ""),
    ("set \"pass\\word=hunter2hunter2", ""),
    ("header X-Api-Key hunter2hunter2", "header X-Api-Key"),
    ("header Private-Token: hunter2hunter2", ""),
    // A credential header is a secret whatever its value; another header is not.
    ("header Authorization: Bearer hunter2hunter2", ""),
    ("header cookie: session=hunter2hunter2", ""),
    ("header X-Trace: 12", "header X-Trace: 12"),
  ])
  func historyNeverKeepsASecret(line: String, entry: String) throws {
    let shell = try Shell(secrets: ["PW": "from-a-variable-1"])
    #expect(shell.interpreter.historyEntry(for: line) == entry)
    #expect(!shell.interpreter.historyEntry(for: line).contains("hunter2"))
  }

  @Test func exitEndsTheRunWithItsStatus() throws {
    let shell = try Shell()
    let status = shell.script("set budget=ten\nexit 7\necho never")
    #expect(status == 7)
    #expect(shell.stdout.isEmpty)
  }

  @Test func exitWithoutAStatusKeepsTheRunsStatus() throws {
    let shell = try Shell()
    #expect(shell.script("set budget=ten\nexit\necho never") == 1)
    let clean = try Shell()
    #expect(clean.script("exit; echo never") == 0)
    #expect(clean.stdout.isEmpty)
  }

  @Test func quitInAScriptEndsItWithTheRunsStatus() throws {
    let shell = try Shell()
    #expect(shell.script("shw\nquit\necho never") == 2)
    #expect(shell.stdout.isEmpty)
  }

  @Test func echoOutputIsSanitised() throws {
    let withVariable = try Shell(variables: ["ESC": "\u{1B}[2J\u{07}"])
    withVariable.script("echo \"a${ESC}b\"")
    #expect(withVariable.stdout == #"a\x1B[2J\x07b"# + "\n")
  }
}

/// What the history file keeps of a line that spells a secret out: never the secret.
@Suite struct HistorySecretTests {
  @Test(
    "history keeps no secret, however it is spelled",
    arguments: SecretSpellings.lines)
  func historyKeepsNoSecret(line: String) throws {
    let shell = try Shell(secrets: ["PW": "hunter2hunter2"])
    let entry = shell.interpreter.historyEntry(for: line)
    #expect(!entry.contains("hunter2"), "\(line) → \(entry)")
  }

  @Test func anEditOfASecretIsKeptAsTheEditThatAsksAgain() throws {
    let shell = try Shell()
    #expect(shell.interpreter.historyEntry(for: "set password=hunter2hunter2") == "set password")
    #expect(shell.interpreter.historyEntry(for: "clear password hunter2") == "clear password")
    #expect(shell.interpreter.historyEntry(for: "show zip") == "show zip")
  }
}

/// Spellings of a secret (see SecretSpellingsTests in the end-to-end tests).
enum SecretSpellings {
  static let lines = [
    "set password=hunter2hunter2", "set password:hunter2hunter2", "set pasword=hunter2hunter2",
    "sett password=hunter2hunter2", "help set password=hunter2hunter2",
    "clear password hunter2hunter2", "PASSWORD hunter2hunter2", "set \"password\"=hunter2hunter2",
    "expect value password = hunter2hunter2", "expect refused set pasword=hunter2hunter2",
    "set password=\"hunter2hunter2", "set full_name=hunter2hunter2", "echo hunter2hunter2",
  ]
}
