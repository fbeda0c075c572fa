import FormshDomain
import Testing

@testable import FormshShell

@Suite struct ScriptRunnerTests {
  @Test func aTrailingBackslashContinuesTheLineAndErrorsNameItsFirstLine() throws {
    let shell = try Shell()
    shell.script(
      """
      set full_name=Ada \\
      Lovelace
      echo one \\
        two \\
        three
      shw \\
      now
      echo after
      """, name: "c.formsh")
    #expect(shell.value("full_name") == .text("Ada Lovelace"))
    #expect(shell.stdout == "one   two   three\nafter\n")
    #expect(
      shell.stderr == "c.formsh:6:1: error: unknown command \"shw\"; did you mean \"show\"?\n")
  }

  @Test func anEscapedBackslashAtTheEndDoesNotContinue() throws {
    let shell = try Shell()
    shell.script("echo a\\\\\necho b")
    #expect(shell.stdout == "a\\\nb\n")
  }

  @Test func aBackslashOnTheLastLineIsAnError() throws {
    let shell = try Shell()
    shell.script("echo a\necho b \\", name: "s")
    #expect(shell.stdout == "a\n")
    #expect(shell.stderr == "s:2:8: error: a backslash at the end of the line escapes nothing\n")
  }

  @Test func blankLinesAndCommentsDoNothing() throws {
    let shell = try Shell()
    let status = shell.script("\n   \n# comment\n\t# indented comment\n\n")
    #expect(shell.stdout.isEmpty && shell.stderr.isEmpty)
    #expect(status == 0)
  }

  @Test func windowsLineEndingsAreAccepted() throws {
    let shell = try Shell()
    shell.script("set full_name=Ada\r\necho done\r\n")
    #expect(shell.value("full_name") == .text("Ada"))
    #expect(shell.stdout == "done\n")
  }

  @Test func lineNumbersCountTheLinesAMultilineValueTook() throws {
    let shell = try Shell()
    shell.script("set bio\none\ntwo\n.\nshw", name: "m.formsh")
    #expect(
      shell.stderr == "m.formsh:5:1: error: unknown command \"shw\"; did you mean \"show\"?\n")
  }
}
