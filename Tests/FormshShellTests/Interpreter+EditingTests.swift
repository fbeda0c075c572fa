import FormshDomain
import Testing

@testable import FormshShell

@Suite struct InterpreterEditingTests {
  @Test(arguments: [
    ("set full_name=Ada Lovelace", "full_name", FormValue.text("Ada Lovelace")),
    ("set full_name=  Ada   Lovelace  ", "full_name", .text("Ada   Lovelace")),
    ("set full_name=\"  Ada  \"", "full_name", .text("  Ada  ")),
    ("set full_name=#FF0000", "full_name", .text("#FF0000")),
    ("set full_name='it''s; not # a comment'", "full_name", .text("its; not # a comment")),
    ("set budget=19.990", "budget", .text("19.990")),
    ("set budget=-1e3", "budget", .text("-1e3")),
    ("set website=https://example.com/a?b=c", "website", .text("https://example.com/a?b=c")),
    ("set country=ca", "country", .selection(["ca"])),
    ("set country=Mexico", "country", .selection(["mx"])),
    ("set terms=yes", "terms", .bool(true)),
    ("set newsletter=off", "newsletter", .bool(false)),
    ("set newsletter=0", "newsletter", .bool(false)),
    ("set terms=TRUE", "terms", .bool(true)),
    ("set full_name=Ada; set full_name=", "full_name", .text("")),
    ("select interests design,sales", "interests", .selection(["design", "sales"])),
    ("select interests sales,Design", "interests", .selection(["design", "sales"])),
    (
      "select interests design; select interests +support", "interests",
      .selection(["design", "support"])
    ),
    ("select interests design,sales; select interests -design", "interests", .selection(["sales"])),
    ("select country +de", "country", .selection(["de"])),
    ("select country -us", "country", .selection([])),
    ("toggle newsletter", "newsletter", .bool(false)),
    ("toggle newsletter; toggle newsletter", "newsletter", .bool(true)),
    ("check terms", "terms", .bool(true)),
    ("check terms; uncheck terms", "terms", .bool(false)),
    ("clear country", "country", .selection([])),
    ("set zip=12345; clear zip", "zip", .text("")),
    ("select country ca; reset country", "country", .selection(["us"])),
    ("toggle newsletter; set full_name=A; reset", "newsletter", .bool(true)),
  ])
  func edits(line: String, field: String, value: FormValue) throws {
    let shell = try Shell()
    shell.script(line)
    #expect(shell.stderr.isEmpty)
    #expect(shell.value(field) == value)
    #expect(shell.status == 0)
  }

  @Test func aRefusedEditChangesNothing() throws {
    let shell = try Shell()
    shell.script("set zip=12345\nset zip=123456789012\nset budget=1,5")
    #expect(shell.value("zip") == .text("12345"))
    #expect(shell.value("budget") == .text(""))
    #expect(
      shell.stderr == """
        test.formsh:2: error: zip: takes at most 10 characters; this value has 12 (nothing was changed)
        test.formsh:3: error: budget: must be a number; "1,5" is not (use '.' as the decimal separator)

        """)
  }

  @Test func setOfAMultilineFieldReadsLinesUntilALoneDot() throws {
    let shell = try Shell()
    let status = shell.script(
      """
      set bio
      First line;   not a command # nor a comment
        indented ${NOT_EXPANDED}

      ..
      .
      show bio
      shw
      """, name: "bio.formsh")
    #expect(
      shell.value("bio")
        == .text("First line;   not a command # nor a comment\n  indented ${NOT_EXPANDED}\n\n.."))
    #expect(shell.stdout.contains("› First line;   not a command # nor a comment"))
    #expect(
      shell.stderr == "bio.formsh:8:1: error: unknown command \"shw\"; did you mean \"show\"?\n")
    #expect(status == 2)
  }

  @Test func aMultilineValueWithoutItsDotChangesNothing() throws {
    let shell = try Shell()
    shell.script("set bio\nnever ended", name: "bio.formsh")
    #expect(shell.value("bio") == .text(""))
    #expect(
      shell.stderr
        == "bio.formsh:1: error: set bio: the text ended before a lone '.'; nothing changed\n")
    #expect(shell.status == 1)
  }

  @Test func aMultilineValueLongerThanMaxLengthIsRefused() throws {
    let shell = try Shell()
    let line = String(repeating: "x", count: 150)
    shell.script("set bio\n\(line)\n\(line)\n.")
    #expect(shell.value("bio") == .text(""))
    #expect(shell.stderr.contains("bio: takes at most 200 characters; this value has 301"))
  }

  @Test func setOfASecureFieldWithoutAValueReadsItWithEchoOff() throws {
    let shell = try Shell(inputIsTerminal: true)
    var prompts: [String] = []
    shell.interpreter.readSecret = { prompt in
      prompts.append(prompt)
      return "typed-with-echo-off"
    }
    shell.script("set password")
    #expect(prompts == ["Password: "])
    #expect(shell.value("password") == .text("typed-with-echo-off"))
    #expect(!shell.stdout.contains("typed-with-echo-off"))
  }

  @Test func aSecretThatIsNotTypedChangesNothing() throws {
    let shell = try Shell(inputIsTerminal: true)
    shell.interpreter.readSecret = { _ in nil }
    shell.script("set password")
    #expect(shell.value("password") == .text(""))
    #expect(shell.stderr == "test.formsh:1: error: no value read for password; nothing changed\n")
  }

  @Test func atThePromptEachEditIsConfirmedWithoutTheSecret() throws {
    let shell = try Shell(interactive: true, variables: ["PW": "hunter2hunter2"])
    shell.prompt(
      "set full_name=Ada; set password=${PW}; select interests design; toggle newsletter")
    shell.prompt("reset full_name")
    shell.prompt("reset")
    #expect(
      shell.stdout == """
        full_name = "Ada"
        password = ******** (masked)
        interests = design
        newsletter = off
        full_name = (empty)
        every field is back to its default

        """)
  }

  @Test func inAScriptEditsAreSilent() throws {
    let shell = try Shell()
    shell.script("set full_name=Ada\ncheck terms\nreset")
    #expect(shell.stdout.isEmpty)
    #expect(shell.stderr.isEmpty)
  }
}
