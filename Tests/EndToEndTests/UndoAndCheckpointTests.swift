import Foundation
import Testing

/// `undo`, `redo`, `checkpoint`, `restore` and `diff` through the built binary.
@Suite struct UndoAndCheckpointTests {
  @Test func aScriptUndoesRedoesAndComparesWithACheckpoint() throws {
    let result = try Formsh.run(
      [
        "-c",
        """
        set full_name=Ada
        checkpoint named
        select country Canada
        set age=abc
        undo
        diff named
        redo
        diff named
        restore named
        diff
        """,
      ])
    #expect(
      result.stdout == """
        no changes since checkpoint named
          country  us → ca
          full_name  (empty) → "Ada"

        """)
    #expect(result.stderr == "-c:4: error: age: must be a number; \"abc\" is not\n")
    #expect(result.status == 1)
  }

  @Test func undoWithNothingToUndoFailsTheRun() throws {
    let result = try Formsh.run(["-c", "undo; echo after"])
    #expect(result.stdout == "after\n")
    #expect(result.stderr == "-c:1: error: nothing to undo\n")
    #expect(result.status == 1)
  }

  @Test func helpListsTheNewCommands() throws {
    let result = try Formsh.run(["-c", "help"])
    for line in [
      "  undo ", "  redo ", "  checkpoint [NAME] ", "  restore NAME ", "  diff [--json] [NAME] ",
    ] {
      #expect(result.stdout.contains(line), "\(line)")
    }
    #expect(result.status == 0)
  }
}
