import Foundation
import Testing

/// Without libedit (not installed, or broken) the shell still runs at a terminal: it says what
/// is missing and how to install it, then prompts and reads plain lines, keeping no history.
@Suite struct NoLineEditingTests {
  @Test func theShellPromptsAndReadsPlainLinesWithoutLibedit() throws {
    let home = InteractiveTests.Home()
    defer { home.remove() }
    // A library path whose libedit files are empty: the loader finds them first and fails.
    let libraries = home.path + "/lib"
    try FileManager.default.createDirectory(atPath: libraries, withIntermediateDirectories: true)
    for name in ["libedit.so.2", "libedit.so"] {
      #expect(FileManager.default.createFile(atPath: libraries + "/" + name, contents: Data()))
    }
    var environment = home.environment
    environment["LD_LIBRARY_PATH"] = libraries
    let terminal = try PseudoTerminal([], environment: environment)
    terminal.expect("formsh: warning: no line editing or history: libedit could not be loaded")
    terminal.expect("install it: apt-get install libedit2")
    terminal.expect("showcase> ")
    // The terminal keeps the kernel's own line editing: lines go as typed, Enter sends them.
    terminal.send("set full_name=Ada Lovelace\r", waitingForLineEditing: false)
    terminal.expect("full_name = \"Ada Lovelace\"")
    terminal.expect("showcase> ")
    terminal.send("quit\r", waitingForLineEditing: false)
    terminal.expect("There are changes that were not submitted.")
    terminal.expect("showcase> ")
    terminal.send("quit\r", waitingForLineEditing: false)
    #expect(terminal.waitForExit() == 0)
    #expect(!FileManager.default.fileExists(atPath: home.historyFile))
  }
}
