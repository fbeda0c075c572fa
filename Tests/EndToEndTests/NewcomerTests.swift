import Foundation
import Testing

/// What a new user reached for and did not find, or tripped over (issue 12), through the
/// built binary.
@Suite struct NewcomerTests {
  /// The README's booking example prints what the README shows under it.
  @Test func theReadmeBookingExampleIsWhatTheBinaryPrints() throws {
    let commands = """
      set adults=2; set children=3; show total
      set contact_phone=+44 (20) 7946-0958; set pickup_time=25:00; set total=1
      """
    let result = try Formsh.run(["-c", commands, "Forms/booking.json"])
    #expect(result.status == 1)
    let readme = try String(contentsOfFile: Formsh.root + "/README.md", encoding: .utf8)
    let shown =
      "$ formsh -c '\(commands)' Forms/booking.json\n" + result.stdout + result.stderr + "```"
    #expect(readme.contains(shown), "README should show:\n\(shown)")
  }

  /// The README's repeating-group example prints what the README shows under it.
  @Test func theReadmeGuestsExampleIsWhatTheBinaryPrints() throws {
    let commands =
      "add guests; set guests[1].name=Grace; set guests[1].age=3; show guests; show party"
    let result = try Formsh.run(["-c", commands, "Forms/booking.json"])
    #expect(result.status == 0, "\(result)")
    let readme = try String(contentsOfFile: Formsh.root + "/README.md", encoding: .utf8)
    let shown =
      "$ formsh -c '\(commands)' Forms/booking.json\n" + result.stdout + result.stderr + "```"
    #expect(readme.contains(shown), "README should show:\n\(shown)")
  }

  /// The README's example of each dialect (issue 30) prints what the README shows under it.
  @Test(arguments: [
    (
      "set name=Ada Lovelace; check attending; select meal veg; add guests;"
        + " set guests[1].name=Byron; submit", "Forms/dialects/rsvp.schema.json"
    ),
    (
      "check company; set name=Ada; set vat=DE123; validate", "Forms/dialects/person.jsonforms.json"
    ),
    ("set from=2026-07-01; set to=2026-07-14; submit", "Forms/dialects/leave.card.json"),
    (
      "set customer=Ada; set lines[1].item=Tea; set lines[1].qty=2; check gift; set message=Enjoy;"
        + " submit", "Forms/dialects/order.formio.json"
    ),
    (
      "set traits.email=ada@example.com; set password=analytical engine; submit -o /dev/stdout",
      "Forms/dialects/registration.kratos.json"
    ),
  ])
  func theReadmeDialectExamplesAreWhatTheBinaryPrints(commands: String, form: String) throws {
    let result = try Formsh.run(["-c", commands, form])
    #expect(result.status == 0, "\(result)")
    let readme = try String(contentsOfFile: Formsh.root + "/README.md", encoding: .utf8)
    let shown = "$ formsh -c '\(commands)' \(form)\n" + result.stdout + result.stderr + "```"
    #expect(readme.contains(shown), "README should show:\n\(shown)")
  }

  @Test func theReadmeSurveyJSLintIsWhatTheBinaryPrints() throws {
    let result = try Formsh.run(["lint", "Forms/dialects/feedback.survey.json"])
    let readme = try String(contentsOfFile: Formsh.root + "/README.md", encoding: .utf8)
    let shown = "$ formsh lint Forms/dialects/feedback.survey.json\n" + result.stdout + "```"
    #expect(readme.contains(shown), "README should show:\n\(shown)")
  }

  @Test func helpWorksLikeGitsForSubcommandsAndShellCommands() throws {
    let overview = try Formsh.run(["help"])
    #expect(overview.stdout.hasPrefix("formsh: a shell for server-driven forms\n"))
    #expect(overview.status == 0)
    let fill = try Formsh.run(["help", "fill"])
    #expect(fill.stdout.hasPrefix("usage: formsh fill [--form FORM]"))
    #expect(fill.status == 0)
    let set = try Formsh.run(["help", "set"])
    #expect(set.stdout.hasPrefix("usage: set FIELD=VALUE\n"))
    let typo = try Formsh.run(["help", "fil"])
    #expect(
      typo.stderr.hasPrefix(
        "formsh help: error: no subcommand or command \"fil\"; did you mean \"fill\"?\n"))
    #expect(typo.status == 2)
  }

  @Test(arguments: [("tset", "test"), ("lnt", "lint"), ("fil", "fill"), ("hlep", "help")])
  func aMistypedSubcommandIsAUsageErrorThatSuggests(typed: String, meant: String) throws {
    let result = try Formsh.run([typed, "Forms/signup.json"])
    #expect(
      result.stderr.hasPrefix(
        "formsh: error: no subcommand or form \"\(typed)\"; did you mean \"\(meant)\"?\n"))
    #expect(result.status == 2)
  }

  @Test func anUnknownOptionOfAShellCommandIsAUsageError() throws {
    for line in ["fields --jsn", "validate --jsn", "show --all-of-it", "submit --ot x"] {
      let result = try Formsh.run(["-c", line])
      #expect(result.stderr.contains("error: unknown option \"--"), "\(line): \(result)")
      #expect(result.status == 2, "\(line)")
    }
  }

  @Test func fieldsShowAndValidateSpeakJSONLines() throws {
    let result = try Formsh.run(
      [
        "-c",
        "set email=grace; set password=hunter2 hunter2 3; validate --json; fields --json; show --json terms",
        "Forms/signup.json",
      ])
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines == [
        #"{"ok":false,"errors":{"email":"Enter a valid email address.","terms":"must be checked"}}"#,
        #"{"id":"email","kind":"email","required":true,"value":"grace","error":"Enter a valid email address.","visible":true}"#,
        #"{"id":"password","kind":"secure","required":true,"value":"********","error":null,"visible":true}"#,
        #"{"id":"display_name","kind":"text","required":false,"value":"","error":null,"visible":true}"#,
        #"{"id":"marketing_opt_in","kind":"toggle","required":false,"value":false,"error":null,"visible":true}"#,
        #"{"id":"terms","kind":"checkbox","required":true,"value":false,"error":"must be checked","visible":true}"#,
        #"{"id":"terms","kind":"checkbox","required":true,"value":false,"error":"must be checked","visible":true,"label":"I accept the Terms and the Privacy Notice.","placeholder":null,"supporting_text":null,"default":false,"rules":["required"],"section":null,"visible_if":null,"required_if":null,"options":[],"links":[{"number":1,"text":"Terms","url":"https://example.com/legal/terms"},{"number":2,"text":"Privacy Notice","url":"https://example.com/legal/privacy"}]}"#,
      ])
    #expect(!result.stdout.contains("hunter2"))
    #expect(result.status == 0)
  }

  @Test func validateStrictFailsTheRunAndStopsABailingScript() throws {
    let result = try Formsh.run(["--bail", "-c", "validate --strict\necho not reached"])
    #expect(result.stdout.hasPrefix("6 fields fail validation:\n"))
    #expect(!result.stdout.contains("not reached"))
    #expect(result.stderr == "-c:1: error: validate --strict: 6 fields fail validation\n")
    #expect(result.status == 1)
  }

  @Test func historyListsTheSessionsCommandsWithSecretsMasked() throws {
    let result = try Formsh.run(
      ["-c", "set password=${PW}\nshow zip\nhistory"], environment: ["PW": "hunter2hunter2"])
    #expect(result.stdout.hasSuffix("  1  set password=********\n  2  show zip\n  3  history\n"))
    #expect(!result.stdout.contains("hunter2"))
  }

  @Test func statusSaysWhatChangedWhatFailsAndWhetherItWasSubmitted() throws {
    let result = try Formsh.run(
      ["-c", "set email=grace@example.com; validate; status", "Forms/signup.json"])
    #expect(
      result.stdout.hasSuffix(
        """
          form        Create your account (Forms/signup.json), 5 fields
          changed     1 field since load: email
          failing     2 fields: password (is required), terms (must be checked)
          errors      2 on show
          submitted   not since the form was loaded

        """))
    #expect(result.status == 0)
  }

  @Test func aFormComesFromStandardInputAndATildeIsTheHomeDirectory() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let form = #"{"form_title": "Piped", "fields": [{"id": "n", "type": "TEXT", "label": "N"}]}"#
    _ = try files.write("tiny.json", form)
    let lint = try Formsh.run(["lint", "-"], stdin: form)
    #expect(
      lint.stdout
        == "-: 1 field, 1 warning\n  warning  n  no order; placed after the ordered fields\n")
    let shell = try Formsh.run(["-c", "fields", "-"], stdin: form)
    #expect(shell.stdout == "ID  KIND  REQ  VALUE\nn   text       (empty)\n")
    let home = try Formsh.run(
      ["-c", "load ~/tiny.json; echo ~/; show n"], environment: ["HOME": files.path])
    // `~/` is the home directory; a `~` alone is the match operator (issue 28, point 3).
    #expect(home.stdout.hasPrefix(files.path + "/\n"))
    #expect(home.stdout.contains("n · text"))
    #expect(home.status == 0, "\(home)")
  }

  @Test func recordRefusesToOverwriteARecordingUnlessForced() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write("kept.formsh", "set zip=12345\n")
    let refused = try Formsh.run(["-c", "record \(path)"])
    #expect(
      refused.stderr
        == "-c:1: error: \(path): cannot write: exists already; record --force \(path) replaces it\n"
    )
    #expect(refused.status == 73)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "set zip=12345\n")
    let forced = try Formsh.run(["-c", "record --force \(path); set zip=99999; record stop"])
    #expect(forced.status == 0)
    #expect(try String(contentsOfFile: path, encoding: .utf8).hasSuffix("set zip=99999\n"))
  }

  @Test func aRecordingsFirstLineSaysWhatReplayNeeds() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = files.path + "/secret.formsh"
    let record = try Formsh.run(
      ["-c", "record \(path); set password=${PW}; record stop"], environment: ["PW": "s3cret pass"])
    #expect(record.status == 0)
    let script = try String(contentsOfFile: path, encoding: .utf8)
    #expect(
      script.hasPrefix(
        "# recorded by formsh; replay with: formsh run --secret PASSWORD=… \(path)\n"))
    let replay = try Formsh.run(["run", "--secret", "PASSWORD=s3cret pass", path])
    #expect(replay.status == 0, "\(replay)")
    // Without the variable the replay fails, as the header warned.
    #expect(try Formsh.run(["run", path]).status == 2)
  }

  @Test func lintJSONPrintsAnObjectForAFormThatDoesNotLoad() throws {
    let result = try Formsh.run(["lint", "--json", "missing.json", "Forms/signup.json"])
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(
      lines.first
        == #"{"source":"missing.json","error":"missing.json: cannot read: No such file or directory","status":66}"#
    )
    #expect(
      lines.last?.hasPrefix(#"{"source":"Forms/signup.json","title":"Create your account""#) == true
    )
    #expect(result.status == 66)
  }

  @Test(arguments: [
    ("email,nosuch,email\na@b.co,x,y\n", "column 2, \"nosuch\", is not a field of this form"),
    ("email,,terms\n", "column 2 has no name"),
    ("email,terms,email\n", "column 3 names \"email\" again"),
    ("", "the input is empty; CSV starts with a header of field ids"),
  ])
  func aCSVHeaderThatCannotWorkIsRefusedBeforeAnyRow(input: String, reason: String) throws {
    let result = try Formsh.run(
      ["fill", "--form", "Forms/signup.json", "--format", "csv", "-"], stdin: input)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == "formsh fill: error: -:1: the CSV header cannot be read: \(reason)\n")
    #expect(result.status == 65)
  }

  @Test func fillWithoutAFormUsesTheBuiltInOneAndRefusesAFormAsRecords() throws {
    let builtIn = try Formsh.run(["fill"], stdin: #"{"full_name":"Ada"}"# + "\n")
    #expect(builtIn.stdout.hasPrefix(#"{"record":1,"ok":false,"errors":{"budget":"is required""#))
    let confused = try Formsh.run(["fill", "Forms/signup.json"])
    #expect(
      confused.stderr.hasPrefix(
        "formsh fill: error: Forms/signup.json ends in .json, as a form does"))
    #expect(confused.status == 2)
  }

  @Test func completionScriptsAreGeneratedForBashZshAndFish() throws {
    let bash = try Formsh.run(["completion", "bash"])
    #expect(bash.stdout.contains("complete -o filenames -F _formsh formsh"))
    let files = try TemporaryFiles()
    defer { files.remove() }
    let script = try files.write("formsh.bash", bash.stdout)
    // bash itself completes: the subcommands, a subcommand's options, a shell command's name.
    let probe = try Formsh.run(
      [
        "-c",
        """
        source \(script)
        COMP_WORDS=(formsh li); COMP_CWORD=1; _formsh; echo "${COMPREPLY[*]}"
        COMP_WORDS=(formsh lint --j); COMP_CWORD=2; _formsh; echo "${COMPREPLY[*]}"
        COMP_WORDS=(formsh help sel); COMP_CWORD=2; _formsh; echo "${COMPREPLY[*]}"
        """,
      ], executable: "/bin/bash")
    #expect(probe.stdout == "lint\n--json\nselect\n", "\(probe)")
    for shell in ["zsh", "fish"] {
      let result = try Formsh.run(["completion", shell])
      #expect(result.status == 0)
      #expect(result.stdout.contains("formsh"))
    }
    #expect(try Formsh.run(["completion", "tcsh"]).status == 2)
  }
}
