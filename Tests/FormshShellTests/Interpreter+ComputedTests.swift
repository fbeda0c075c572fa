import Foundation
import Testing

@testable import FormshShell

/// The shell on read-only, disabled and computed fields (issue 29): what an edit says at the
/// prompt, and the status a refused edit leaves.
@Suite struct InterpreterComputedTests {
  static let form = Shell.root + "/Tests/FormshDataTests/Fixtures/computed.json"

  @Test func thePromptSaysWhatAnEditEnabledAndDisabled() throws {
    let shell = try Shell(interactive: true)
    #expect(shell.prompt("load \(Self.form)"))
    #expect(shell.prompt("check gift"))
    #expect(shell.stdout.contains("now enabled: note"), "\(shell.stdout)")
    #expect(shell.prompt("uncheck gift"))
    #expect(shell.stdout.contains("now disabled: note"), "\(shell.stdout)")
  }

  @Test func aRefusedEditOfALockedFieldFailsTheScriptAndChangesNothing() throws {
    let shell = try Shell()
    let status = shell.script("load \(Self.form)\nset total=1\nexpect value total 25\n")
    #expect(status == 1)
    #expect(
      shell.stderr
        == "test.formsh:2: error: total: is read-only: its value is computed from other fields\n")
  }
}
