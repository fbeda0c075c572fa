import Foundation
import Testing

/// `formsh [FORM]` and `formsh -c COMMANDS [FORM]` without a terminal: scripts from `-c` or
/// standard input, errors as `FILE:LINE: error:`, exit statuses.
/// What follows every usage error of the shell itself.
private let shellUsage = """
  usage: formsh [OPTION]… [-c 'COMMANDS'] [FORM]  (or: formsh run|test|fill …)
  See 'formsh --help'.

  """

@Suite struct ShellCommandTests {
  @Test func dashCRunsTheCommandsOnTheBuiltInForm() throws {
    let result = try Formsh.run(["-c", "show newsletter; describe newsletter"])
    #expect(
      result.stdout == """
          Send me the monthly newsletter                             newsletter · toggle
            ● on
        newsletter — Send me the monthly newsletter
          kind          toggle
          required      no
          rules         (none)
          default       on
          value         on
          accepts       true/false, yes/no, on/off, 1/0 (check, uncheck, toggle)

        """)
    #expect(result.stderr.isEmpty)
    #expect(result.status == 0)
  }

  @Test func dashCOnAFormFile() throws {
    let result = try Formsh.run(["-c", "fields", "Forms/signup.json"])
    #expect(
      result.stdout.hasPrefix("ID                KIND      REQ  VALUE\nemail             email"))
    #expect(result.status == 0)
  }

  @Test func errorsNameTheLineOfTheCommandsAndTheRunCarriesOn() throws {
    let result = try Formsh.run(["-c", "echo one\nset budget=ten\nshw; echo two\necho three"])
    #expect(result.stdout == "one\ntwo\nthree\n")
    #expect(
      result.stderr == """
        -c:2: error: budget: must be a number; "ten" is not
        -c:3:1: error: unknown command "shw"; did you mean "show"?

        """)
    #expect(result.status == 1)
  }

  @Test func bailStopsAtTheFirstError() throws {
    let result = try Formsh.run(["--bail", "-c", "echo one\nshw\necho two"])
    #expect(result.stdout == "one\n")
    #expect(result.stderr == "-c:2:1: error: unknown command \"shw\"; did you mean \"show\"?\n")
    #expect(result.status == 2)
  }

  @Test func standardInputIsAScript() throws {
    let result = try Formsh.run(
      ["Forms/signup.json"],
      stdin: """
        set email=grace@example.com
        set display_name
        check terms
        set password=${PW}
        submit --out /nonexistent/payload.json
        exit 5
        echo never

        """, environment: ["PW": "from the environment 1"])
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr == """
        <stdin>:2: error: set display_name needs a value: set display_name=VALUE (set display_name= empties it)
        <stdin>:5: error: /nonexistent/payload.json: cannot write: No such file or directory

        """)
    #expect(result.status == 5)
  }

  @Test func aMultilineValueFromStandardInput() throws {
    let result = try Formsh.run([], stdin: "set bio\nfirst\n  second\n.\nshow bio\n")
    #expect(
      result.stdout == """
          Short bio                                             bio · multiline · 14/200
            › first
                second

        """)
    #expect(result.status == 0)
  }

  @Test func aSecureFieldWithoutAValueFromAPipeIsRefused() throws {
    let result = try Formsh.run([], stdin: "set password\nsecret-on-the-next-line\n")
    #expect(
      result.stderr == """
        <stdin>:1: error: set password needs a value here; write set password=${VARIABLE} and pass --var
        <stdin>:2:1: error: unknown command "secret-on-the-next-line"; type help for the list

        """)
    #expect(result.status == 1)
  }

  @Test(arguments: [
    ("exit", 0), ("exit 0", 0), ("exit 3", 3), ("exit 255", 255), ("shw\nexit", 2), ("quit", 0),
  ])
  func exitStatus(commands: String, status: Int32) throws {
    let result = try Formsh.run(["-c", commands + "\necho never"])
    #expect(result.status == status)
    #expect(!result.stdout.contains("never"))
  }

  @Test func echoShowsEachCommandWithTheSecretMasked() throws {
    let result = try Formsh.run(
      [
        "--echo", "--secret", "PW=hunter2hunter2", "-c",
        "set password=${PW}; set full_name=Ada; expect value password = hunter2hunter2",
      ])
    #expect(
      result.stdout == """
        > set password=********
        > set full_name=Ada
        > expect value password = ********

        """)
    #expect(!result.stdout.contains("hunter2") && !result.stderr.contains("hunter2"))
    #expect(result.status == 0)
  }

  @Test func variablesComeFromVarThenTheEnvironment() throws {
    let result = try Formsh.run(
      ["--var", "NAME=from var", "-c", "echo ${NAME} / ${OTHER}\necho before; echo ${UNSET_ONE}"],
      environment: ["NAME": "from env", "OTHER": "env only"])
    // An unset name stops its whole line: nothing of it runs.
    #expect(result.stdout == "from var / env only\n")
    #expect(
      result.stderr
        == "-c:2:19: error: ${UNSET_ONE} is not set; export it or pass --var UNSET_ONE=VALUE\n")
    #expect(result.status == 2)
  }

  @Test func outputToAPipeIsPlainUnlessColourIsForced() throws {
    let plain = try Formsh.run(["-c", "show terms"], environment: ["TERM": "xterm-256color"])
    #expect(!plain.stdout.contains("\u{1B}"))
    let forced = try Formsh.run(
      ["--color", "always", "-c", "show terms"], environment: ["COLORTERM": "truecolor"])
    #expect(forced.stdout.contains("\u{1B}[48;2;15;23;42m"))
    #expect(forced.stdout.contains("\u{1B}]8;;https://example.com/terms\u{1B}\\"))
    let palette = try Formsh.run(["--color=always", "-c", "show terms"])
    #expect(palette.stdout.contains("\u{1B}[48;5;234m"))
  }

  @Test(arguments: [
    (["--frobnicate"], "formsh: error: unknown option --frobnicate\n\(shellUsage)"),
    (["-c"], "formsh: error: -c needs a value\n\(shellUsage)"),
    (
      ["--color", "rainbow"],
      "formsh: error: --color takes auto, always or never, not \"rainbow\"\n\(shellUsage)"
    ),
    (["a.json", "b.json"], "formsh: error: one form at most (got 2)\n\(shellUsage)"),
    (
      ["lint", "--bogus", "Forms/signup.json"],
      "formsh lint: error: unknown option --bogus\nusage: formsh lint [--json] [--strict] [--dialect NAME] FORM…\n"
        + "See 'formsh lint --help'.\n"
    ),
  ])
  func usageErrorsAre2(arguments: [String], stderr: String) throws {
    let result = try Formsh.run(arguments)
    #expect(result.stderr == stderr)
    #expect(result.stdout.isEmpty)
    #expect(result.status == 2)
  }

  @Test func aFormThatCannotBeLoaded() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let broken = try files.write("broken.json", "{\"form_title\": ")
    let malformed = try Formsh.run(["-c", "show", broken])
    #expect(
      malformed.stderr
        == "formsh: error: \(broken):1:16: unexpected end of input; expected a value\n")
    #expect(malformed.status == 65)
    let missing = try Formsh.run(["-c", "show", "/nonexistent/form.json"])
    #expect(
      missing.stderr
        == "formsh: error: /nonexistent/form.json: cannot read: No such file or directory\n")
    #expect(missing.status == 66)
  }

  @Test func aFormWithProblemsWarnsOnceOnStandardError() throws {
    let result = try Formsh.run(["-c", "echo ok", "Forms/hostile.json"])
    #expect(result.stdout == "ok\n")
    #expect(
      result.stderr
        == "warning: Forms/hostile.json: 17 fields, 1 error, 28 warnings (formsh lint Forms/hostile.json lists them)\n"
    )
    #expect(result.status == 0)
  }

  @Test func versionAndNoBannerOrPromptWithoutATerminal() throws {
    // The version, and the commit the test build was made from (a build outside a git
    // checkout says it does not know it).
    let version = try Formsh.run(["--version"]).stdout
    #expect(
      version.wholeMatch(
        of: /formsh 0\.1\.0 \((commit [0-9a-f]{12}(, modified)?|unknown commit)\)\n/)
        != nil, "\(version)")
    let result = try Formsh.run([], stdin: "")
    #expect(result.stdout.isEmpty && result.stderr.isEmpty)
    #expect(result.status == 0)
  }

  /// The script format (docs/scripts.md) says `\n` and `\t` work in double quotes: `echo`
  /// prints the user's own line breaks and tabs, and still makes other control characters
  /// visible.
  @Test func echoPrintsLineBreaksAndTabsOfTheUsersOwnText() throws {
    let result = try Formsh.run(
      ["-c", #"echo "line1\nline2\tend"; echo ${ESCAPE}"#], environment: ["ESCAPE": "\u{1B}[2J"])
    #expect(result.stdout == "line1\nline2\tend\n\\x1B[2J\n")
    #expect(result.status == 0)
  }

  /// A multi-line value is shown as the script syntax writes it, not as `\x0A`.
  @Test func aMultiLineValueShowsAsTheScriptWritesIt() throws {
    let result = try Formsh.run(
      ["-c", #"set bio="First line\n  second\tand \"quoted\""; describe bio; fields"#])
    #expect(result.stdout.contains(#"  value         "First line\n  second\tand \"quoted\"""#))
    #expect(
      result.stdout.contains(
        #"bio         multiline         "First line\n  second\tand \"quoted\"""#))
    #expect(!result.stdout.contains("x0A"))
  }
}
