import FormshDomain
import Testing

@testable import FormshShell

/// `checkpoint NAME`, `restore NAME` and `diff [NAME]`.
@Suite struct CheckpointCommandTests {
  @Test func diffListsTheFieldsChangedSinceLoadOrACheckpointWithSecretsMasked() throws {
    let shell = try Shell(secrets: ["PW": "hunter2hunter2"])
    shell.script(
      """
      diff
      set full_name=Ada Lovelace
      set password=${PW}
      diff
      checkpoint filled
      diff filled
      select country Canada
      toggle newsletter
      clear full_name
      diff filled
      """)
    #expect(shell.stderr.isEmpty)
    #expect(
      shell.stdout == """
        no changes since the form was loaded
          full_name  (empty) → "Ada Lovelace"
          password   (empty) → ******** (masked)
        no changes since checkpoint filled
          full_name   "Ada Lovelace" → (empty)
          country     us → ca
          newsletter  on → off

        """)
    #expect(!shell.stdout.contains("hunter2"))
  }

  @Test func restoreGoesBackToACheckpointAndCanBeUndone() throws {
    let shell = try Shell()
    let status = shell.script(
      """
      set zip=12345
      checkpoint one
      set zip=99999
      select interests design
      restore one
      expect value zip = 12345
      expect value interests =
      undo
      expect value zip = 99999
      expect value interests = design
      """)
    #expect(shell.stderr.isEmpty)
    #expect(status == 0)
  }

  @Test func aCheckpointKeepsItsFormAndRestoreReturnsToIt() throws {
    let shell = try Shell()
    let status = shell.script(
      """
      set zip=12345
      checkpoint showcase
      load \(Shell.root)/Forms/signup.json
      diff showcase
      restore showcase
      expect value zip = 12345
      """)
    #expect(status == 1)
    #expect(
      shell.stderr.hasPrefix(
        "test.formsh:4: error: checkpoint showcase is of another form (<built-in showcase>);"
          + " restore showcase to go back to it\n"))
    #expect(shell.session.form.title == "Showcase: every kind of field")
  }

  @Test func checkpointAloneListsThemAndAnUnknownNameListsThoseThereAre() throws {
    let shell = try Shell()
    let status = shell.script(
      """
      checkpoint
      checkpoint start
      set zip=12345
      checkpoint zipped
      select country Canada
      checkpoint
      restore zipd
      """)
    #expect(status == 1)
    #expect(
      shell.stdout == """
        (no checkpoints; checkpoint NAME makes one)
        start   2 fields changed since
        zipped  1 field changed since

        """)
    #expect(
      shell.stderr == "test.formsh:7: error: no checkpoint \"zipd\"; there are: start, zipped\n")
  }

  @Test func aCheckpointNamedAgainIsReplaced() throws {
    let shell = try Shell(interactive: true)
    shell.prompt("checkpoint a")
    shell.prompt("set zip=12345")
    shell.prompt("checkpoint a")
    shell.prompt("diff a")
    #expect(
      shell.stdout == """
        checkpoint a saved
        zip = "12345"
        checkpoint a replaced
        no changes since checkpoint a

        """)
  }

  @Test func restoreAndDiffCompleteCheckpointNames() {
    let completer = Completer(
      form: Form(title: "T", theme: .standard, fields: []), checkpoints: ["filled", "fresh"])
    #expect(completer.complete("restore f").candidates == ["filled", "fresh"])
    #expect(completer.complete("diff fi").candidates == ["filled"])
  }
}
