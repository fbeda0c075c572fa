import FormshDomain
import Testing

@testable import FormshShell

/// `undo` and `redo`: edits (set, select, toggle, check, uncheck, clear, reset, load,
/// restore) are taken back and done again; a refused edit and a command that is not an edit
/// are not.
@Suite struct UndoCommandTests {
  @Test func undoTakesBackEachEditInTurnAndRedoDoesItAgain() throws {
    let shell = try Shell()
    let status = shell.script(
      """
      set full_name=Ada
      set full_name=Grace
      select country Canada
      toggle newsletter
      undo
      expect value newsletter = on
      undo
      expect value country = us
      undo
      expect value full_name = Ada
      redo
      redo
      expect value full_name = Grace
      expect value country = ca
      expect value newsletter = on
      """)
    #expect(shell.stderr.isEmpty)
    #expect(status == 0)
  }

  @Test func aRefusedEditIsNotUndoneNorIsACommandThatChangesNothing() throws {
    let shell = try Shell()
    shell.script(
      """
      set age=36
      set age=abc
      show age
      validate
      set age=36
      undo
      """)
    #expect(shell.value("age") == .text(""))
    #expect(shell.stderr == "test.formsh:2: error: age: must be a number; \"abc\" is not\n")
  }

  @Test func clearResetLoadAndRestoreAreEditsToo() throws {
    let shell = try Shell()
    let status = shell.script(
      """
      set zip=12345
      clear zip
      undo
      expect value zip = 12345
      reset
      undo
      expect value zip = 12345
      checkpoint zipped
      clear zip
      restore zipped
      expect value zip = 12345
      undo
      expect value zip =
      load \(Shell.root)/Forms/signup.json
      expect value email =
      undo
      expect value zip =
      expect value country = us
      """)
    #expect(shell.stderr.isEmpty)
    #expect(status == 0)
    #expect(shell.session.form.title == "Showcase: every kind of field")
  }

  @Test func aNewEditForgetsWhatWasUndone() throws {
    let shell = try Shell()
    let status = shell.script(
      """
      set zip=12345
      undo
      set bio=hello
      redo
      """)
    #expect(status == 1)
    #expect(
      shell.stderr
        == "test.formsh:4: error: nothing to redo; redo follows undo, before any other edit\n")
    #expect(shell.value("zip") == .text(""))
  }

  @Test func withNothingToUndoUndoFails() throws {
    let shell = try Shell()
    #expect(shell.script("show zip\nundo") == 1)
    #expect(shell.stderr == "test.formsh:2: error: nothing to undo\n")
  }

  @Test func atThePromptUndoSaysWhatItTookBackWithTheSecretMasked() throws {
    let shell = try Shell(interactive: true, variables: ["PW": "hunter2hunter2"])
    shell.prompt("set password=${PW}")
    shell.prompt("select interests design,sales")
    shell.prompt("undo")
    shell.prompt("undo")
    shell.prompt("redo")
    #expect(
      shell.stdout == """
        password = ******** (masked)
        interests = design, sales
        undid select interests design,sales
        interests = (none)
        undid set password=********
        password = (empty)
        redid set password=********
        password = ******** (masked)

        """)
    #expect(!shell.stdout.contains("hunter2"))
  }

  @Test func undoIsRecordedAsTheValuesItGivesBack() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.path + "/undo.formsh"
    let shell = try Shell()
    shell.script(
      """
      record \(path)
      set zip=12345
      select country Canada
      undo
      redo
      undo
      record stop
      """)
    #expect(shell.stderr.isEmpty)
    #expect(
      directory.read("undo.formsh") == """
        # recorded by formsh; replay with: formsh run \(path)
        # form: the built-in showcase (formsh run starts on it)
        set zip=12345
        select country ca
        select country us
        select country ca
        select country us

        """)
  }

  /// A source records the commands it runs, once: it adds nothing of its own.
  @Test func aSourcedFileIsRecordedOnce() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let sourced = directory.path + "/sub.formsh"
    try "set zip=12345\ncheck terms\n".write(toFile: sourced, atomically: true, encoding: .utf8)
    let shell = try Shell()
    shell.script("record \(directory.path)/r.formsh\nsource \(sourced)\nrecord stop")
    #expect(shell.stderr.isEmpty)
    let script = try #require(directory.read("r.formsh"))
    #expect(script.hasSuffix("set zip=12345\ncheck terms\n"))
    #expect(script.components(separatedBy: "set zip=").count == 2)
  }

  /// Undoing a load back to the built-in form records a load that replay understands.
  @Test func undoingALoadBackToTheBuiltInFormReplays() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let shell = try Shell()
    shell.script(
      """
      record \(directory.path)/back.formsh
      load \(Shell.root)/Forms/signup.json
      undo
      set zip=12345
      record stop
      """)
    #expect(shell.stderr.isEmpty)
    let script = try #require(directory.read("back.formsh"))
    #expect(script.contains("load \"<built-in showcase>\"\n"))
    let replay = try Shell()
    #expect(replay.script(script) == 0, "\(replay.stderr)")
    #expect(replay.session.form.title == "Showcase: every kind of field")
    #expect(replay.value("zip") == .text("12345"))
  }

  /// With every edit undone there is nothing to submit: quit does not warn.
  @Test func withEveryEditUndoneThereIsNothingUnsubmitted() throws {
    let shell = try Shell(interactive: true)
    shell.prompt("set full_name=Ann")
    #expect(shell.session.hasUnsubmittedChanges)
    shell.prompt("undo")
    #expect(!shell.session.hasUnsubmittedChanges)
    shell.prompt("quit")
    #expect(shell.interpreter.exitRequest == 0)
  }

  /// A checkpoint of the same file loaded again says so, rather than "another form".
  @Test func aCheckpointOfAnEarlierLoadOfTheSameFileSaysSo() throws {
    let shell = try Shell()
    let trip = "\(Shell.root)/Forms/trip.json"
    shell.script("load \(trip)\ncheckpoint a\nload \(trip)\ncheckpoint\ndiff a")
    #expect(shell.stdout == "a  on an earlier load of \(trip)\n")
    #expect(shell.stderr.contains("checkpoint a is of another form (an earlier load of \(trip));"))
  }
}
