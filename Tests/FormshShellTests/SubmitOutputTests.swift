import Testing

@testable import FormshShell

/// `submit -o FILE` replaces what is there, as `curl -o` and `sort -o` do (only `record` and
/// `cases`, which refuse, take `--force`), and says so at the prompt: never silently.
@Suite struct SubmitOutputTests {
  @Test func replacingAFileIsSaid() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let shell = try Shell(interactive: true, secrets: ["PW": "correct horse"])
    for line in InterpreterExpectTests.validShowcase.split(separator: "\n") {
      #expect(shell.prompt(String(line)))
    }
    let path = directory.path + "/payload.json"
    #expect(shell.prompt("submit -o \(path)"))
    #expect(shell.stdout.hasSuffix("payload written to \(path)\n"), "\(shell.stdout)")
    try directory.write("payload.json", "hand-written notes\n")
    #expect(shell.prompt("submit -o \(path)"))
    #expect(
      shell.stdout.hasSuffix(
        "payload written to \(path) (it replaced the file that was there)\n"),
      "\(shell.stdout)\n\(shell.stderr)")
    #expect(directory.read("payload.json")?.contains("\"full_name\"") == true)
    shell.prompt("submit --force -o \(path)")
    #expect(shell.stderr.contains("unknown option \"--force\""), "\(shell.stderr)")
    shell.prompt("submit payload.json")
    #expect(
      shell.stderr.contains(
        "error: unexpected \"payload.json\"; -o FILE writes the payload to a file; usage: submit"),
      "\(shell.stderr)")
  }
}
