import FormshDomain
import Testing

@testable import FormshShell

@Suite struct RecorderTests {
  @Test func aRecordingReplaysToTheSameStateWithoutTheSecret() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.path + "/session.formsh"
    let shell = try Shell(secrets: ["PW": "hunter2hunter2"])
    shell.script(
      """
      set full_name=Ada
      record \(path)
      set bio="two  spaces; \\"quotes\\" and \\$dollars"
      set password=${PW}
      select interests Design,sales
      select interests +support
      toggle newsletter
      select country Canada
      clear full_name
      record stop
      set zip=12345
      """)
    #expect(shell.stderr.isEmpty)
    let script = try #require(directory.read("session.formsh"))
    #expect(
      script == """
        # recorded by formsh; replay with: formsh run --secret PASSWORD=… \(path)
        # form: the built-in showcase (formsh run starts on it)
        set full_name=Ada
        set bio="two  spaces; \\"quotes\\" and \\$dollars"
        # password is secret, not recorded: replay with --secret PASSWORD=…
        set password=${PASSWORD}
        select interests design,sales
        select interests design,sales,support
        uncheck newsletter
        select country ca
        clear full_name

        """)
    #expect(!script.contains("hunter2"))

    let replay = try Shell(secrets: ["PASSWORD": "hunter2hunter2"])
    replay.script(script)
    #expect(replay.stderr.isEmpty)
    for id in ["full_name", "bio", "password", "interests", "newsletter", "country"] {
      #expect(replay.value(id) == shell.value(id), "\(id)")
    }
  }

  @Test func everyKindOfEditIsWrittenAsTheCommandThatGivesItsValue() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.path + "/edits.formsh"
    let signup = Shell.root + "/Forms/signup.json"
    let shell = try Shell(variables: ["DOLLARS": "$5"], secrets: ["PW": "s3cret s3cret"])
    shell.script(
      """
      record \(path)
      set full_name="Ada; \\"Byron\\" #1 \\\\ ${DOLLARS}"
      set bio
      a line; with # and $HOME and 'quotes'
        indented
      .
      set password=${PW}
      select interests Design,sales
      select interests +support
      select interests -design
      toggle newsletter
      toggle newsletter
      check terms
      uncheck terms
      select country Mexico
      clear country
      reset country
      set zip=12345
      reset zip
      set age=36
      set budget=19.990
      set website=https://example.com/a?b=c&d=e
      reset
      set email=ada@example.com
      load \(signup)
      set email=grace@example.com
      set password=${PW}
      check terms
      submit
      record stop
      set display_name=after the recording
      """)
    #expect(shell.stderr.isEmpty)
    let script = try #require(directory.read("edits.formsh"))
    #expect(
      script == """
        # recorded by formsh; replay with: formsh run --secret PASSWORD=… \(path)
        # form: the built-in showcase (formsh run starts on it)
        set full_name="Ada; \\"Byron\\" #1 \\\\ \\$5"
        set bio="a line; with # and \\$HOME and 'quotes'\\n  indented"
        # password is secret, not recorded: replay with --secret PASSWORD=…
        set password=${PASSWORD}
        select interests design,sales
        select interests design,sales,support
        select interests sales,support
        uncheck newsletter
        check newsletter
        check terms
        uncheck terms
        select country mx
        clear country
        select country us
        set zip=12345
        clear zip
        set age=36
        set budget=19.990
        set website="https://example.com/a?b=c&d=e"
        reset
        set email=ada@example.com
        load \(Recorder.quoteWord(signup))
        set email=grace@example.com
        set password=${PASSWORD}
        check terms
        submit

        """)
    #expect(!script.contains("s3cret"))

    let replay = try Shell(secrets: ["PASSWORD": "s3cret s3cret"])
    #expect(replay.script(script) == 0)
    #expect(replay.stderr.isEmpty)
    #expect(replay.session.loaded.source == signup)
    #expect(replay.session.state == shell.session.state.replacing("display_name", with: ""))
    // The recorded submit prints the same payload.
    #expect(!replay.stdout.isEmpty)
    #expect(replay.stdout == shell.stdout)
  }

  @Test func oddIDsAndPathsAreQuotedSoTheyReadBack() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(
      "odd form.json",
      """
      {"form_title": "Odd ids", "fields": [
        {"id": "odd id", "type": "TEXT", "label": "A space"},
        {"id": "a=b", "type": "TEXT", "label": "An equals sign"},
        {"id": "x#y", "type": "CHECKBOX", "label": "A hash"},
        {"id": "signs", "type": "DROPDOWN", "allow_multiple": true, "label": "Signs",
         "options": [{"id": "-minus", "label": "Minus"}, {"id": "+plus", "label": "Plus"},
                     {"id": "two words", "label": "Two"}]},
        {"id": "one", "type": "DROPDOWN", "label": "One",
         "options": [{"id": "+plus", "label": "Plus"}, {"id": "b", "label": "B"}]}
      ]}
      """)
    let form = directory.path + "/odd form.json"
    let path = directory.path + "/odd.formsh"
    let shell = try Shell()
    shell.script(
      """
      load "\(form)"
      record \(path)
      set "odd id"=spaced value
      set "a=b"=x=y
      check "x#y"
      select signs Minus,Plus,Two
      select one Plus
      record stop
      """)
    // The form has no orders and no theme: warnings, and no error.
    #expect(!shell.stderr.contains("error"), "\(shell.stderr)")
    let script = try #require(directory.read("odd.formsh"))
    #expect(
      script.hasSuffix(
        """
        load "\(form)"
        set "odd id"=spaced value
        set "a=b"="x=y"
        check "x#y"
        select signs "-minus",+plus,two words
        select one "+plus"

        """))
    let replay = try Shell()
    #expect(replay.script(script) == 0)
    #expect(!replay.stderr.contains("error"), "\(replay.stderr)")
    #expect(replay.session.state == shell.session.state)
  }

  @Test func aNewRecordingEndsTheOneInProgressAndStopWithoutOneIsAnError() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let shell = try Shell(interactive: true, variables: ["PW": "hunter2hunter2"])
    shell.prompt("record \(directory.path)/one.formsh")
    shell.prompt("set zip=12345")
    shell.prompt("record \(directory.path)/two.formsh")
    shell.prompt("set password=${PW}")
    shell.prompt("record stop")
    shell.prompt("record stop")
    #expect(
      shell.stdout == """
        recording to \(directory.path)/one.formsh; record stop ends it
        zip = "12345"
        recording to \(directory.path)/one.formsh stopped; replay with: formsh run \(directory.path)/one.formsh
        recording to \(directory.path)/two.formsh; record stop ends it
        password = ******** (masked)
        recording to \(directory.path)/two.formsh stopped; replay with: formsh run --secret PASSWORD=… \(directory.path)/two.formsh

        """)
    #expect(shell.stderr == "error: not recording; record FILE starts\n")
    #expect(directory.read("one.formsh")?.hasSuffix("\nset zip=12345\n") == true)
    // The second recording starts from the values so far.
    #expect(
      directory.read("two.formsh")?.hasSuffix(
        "\nset zip=12345\n# password is secret, not recorded: replay with --secret PASSWORD=…\nset password=${PASSWORD}\n"
      ) == true)
  }

  /// A recording appears when it ends, so a second `record` into its file would find nothing
  /// there and lose one of the two when both end: it is refused, and the first goes on;
  /// `record --force` starts it over.
  @Test func recordingAgainIntoTheSameFileIsRefusedAndNothingIsLost() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.path + "/r.formsh"
    let shell = try Shell()
    let status = shell.script(
      "record \(path)\nset zip=12345\nrecord \(path)\nset budget=10\nrecord stop", name: "s.formsh")
    #expect(status == 1)
    #expect(
      shell.stderr
        == "s.formsh:3: error: already recording to \(path); record stop ends it (record --force"
        + " \(path) starts it over)\n")
    #expect(directory.read("r.formsh")?.hasSuffix("\nset zip=12345\nset budget=10\n") == true)
    // With --force the first ends and the second replaces it, from the values so far.
    let other = directory.path + "/other.formsh"
    let again = try Shell()
    #expect(
      again.script(
        "record \(other)\nset zip=11111\nrecord --force \(other)\nset budget=20\nrecord stop",
        name: "s.formsh") == 0)
    #expect(again.stderr.isEmpty, "\(again.stderr)")
    #expect(directory.read("other.formsh")?.hasSuffix("\nset zip=11111\nset budget=20\n") == true)
  }

  @Test func recordForceWithoutAFileSaysItNeedsOne() throws {
    let shell = try Shell()
    #expect(shell.script("record --force", name: "s.formsh") == 2)
    #expect(
      shell.stderr.hasPrefix("s.formsh:1:1: error: missing FILE: --force and"), "\(shell.stderr)")
  }

  @Test func aRecordingThatCannotBeOpenedIsAnErrorAndNothingChanges() throws {
    let shell = try Shell()
    #expect(shell.script("record /nonexistent/dir/x.formsh\nset zip=12345", name: "s.formsh") == 73)
    #expect(
      shell.stderr
        == "s.formsh:1: error: /nonexistent/dir/x.formsh: cannot write: No such file or directory\n"
    )
    #expect(shell.interpreter.output.recorder == nil)
  }

  @Test(arguments: [
    ("plain", "plain"), ("two words", "two words"), ("", "\"\""), (" lead", "\" lead\""),
    ("a;b", "\"a;b\""), ("#x", "\"#x\""), ("a\nb", "\"a\\nb\""), ("a  b", "\"a  b\""),
    ("${X}", "\"\\${X}\""), ("a,b", "\"a,b\""), ("tab\there", "\"tab\\there\""),
    ("back\\slash", "\"back\\\\slash\""), ("it's", "\"it's\""), ("trailing\\", "\"trailing\\\\\""),
  ])
  func quoteReadsBackTheSame(text: String, quoted: String) throws {
    #expect(Recorder.quote(text) == quoted)
    let words = try #require(try Lexer { _ in nil }.split("set f=" + Recorder.quote(text)).first)
    #expect(try CommandTable.parse(words).isSame(as: SetCommand(field: "f", value: text)))
  }
}

extension FormState {
  /// The state with one value replaced.
  func replacing(_ id: FieldID, with text: String) -> FormState {
    var copy = self
    copy[id] = .text(text)
    return copy
  }
}
