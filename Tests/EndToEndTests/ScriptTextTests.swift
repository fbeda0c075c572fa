import Foundation
import Testing

/// What a script's text may hold (issue 26 §16): a line that is not UTF-8 is an error with
/// its line, never a value with U+FFFD in it; and `source` of a file that is no formsh script
/// (an `.env`, a key file) quotes at most its first line, then stops reading it.
@Suite struct ScriptTextTests {
  static let nameForm = AtomicWriteTests.nameForm

  /// Bytes that are not UTF-8: a stray continuation-free byte, an overlong `/`, a UTF-16
  /// surrogate, a character cut short at the end of the line.
  static let invalid: [(name: String, bytes: [UInt8], column: Int)] = [
    ("0xFF", [0xFF], 12), ("overlong", [0xC0, 0xAF], 12), ("surrogate", [0xED, 0xA0, 0x80], 12),
    ("cut short", [0xE2, 0x82], 12),
  ]

  static func script(_ bytes: [UInt8]) -> [UInt8] {
    Array("echo before\nset name=Ad".utf8) + bytes + Array("\nsubmit\necho né ✓\n".utf8)
  }

  @Test(arguments: 0..<4)
  func aLineThatIsNotUTF8IsAnErrorWithItsLine(index: Int) throws {
    let (name, bytes, column) = Self.invalid[index]
    let files = try TemporaryFiles()
    defer { files.remove() }
    let form = try files.write("name.json", Self.nameForm)
    let script = files.path + "/bad.formsh"
    try Data(Self.script(bytes)).write(to: URL(fileURLWithPath: script))
    let result = try Formsh.run(["run", "--form", form, script])
    #expect(result.status == 1, "\(name): \(result)")
    #expect(
      result.stderr.contains(
        "\(script):2: error: the line is not UTF-8 text (at byte \(column)); it was skipped:"
          + " save the script as UTF-8\n"), "\(name): \(result)")
    #expect(!result.stdout.contains("\u{FFFD}") && !result.stderr.contains("\u{FFFD}"))
    // The line was not run: the name stays empty; the lines around it ran.
    #expect(result.stdout.contains("before\n"))
    #expect(result.stdout.contains("\"name\": \"\""), "\(result)")
    #expect(result.stdout.hasSuffix("né ✓\n"))
  }

  /// The same through `source`, standard input and a `test` scenario.
  @Test func everyWayOfReadingAScriptSaysSo() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let form = try files.write("name.json", Self.nameForm)
    let sourced = files.path + "/part.formsh"
    try Data(Array("set name=Bo".utf8) + [0xC3, 0x28] + [10]).write(
      to: URL(fileURLWithPath: sourced))
    let main = try files.write("main.formsh", "echo one\nsource \(sourced)\necho two\n")
    let run = try Formsh.run(["run", "--form", form, main])
    #expect(run.status == 1, "\(run)")
    #expect(
      run.stderr.contains("\(sourced):1: error: the line is not UTF-8 text (at byte 12)"),
      "\(run)")
    #expect(run.stdout == "one\ntwo\n")

    let stdin = try Formsh.run(
      ["-c", "exec \"$0\" \"$1\" < \"$2\"", Formsh.binary, form, sourced], executable: "/bin/sh")
    #expect(stdin.status == 1, "\(stdin)")
    #expect(stdin.stderr.contains("<stdin>:1: error: the line is not UTF-8 text"), "\(stdin)")

    let scenario = files.path + "/s.formsh"
    try Data([0x65, 0x63, 0x68, 0x6F, 0x20, 0xFE, 10]).write(to: URL(fileURLWithPath: scenario))
    let test = try Formsh.run(["test", scenario])
    #expect(test.status == 1, "\(test)")
    #expect(test.stdout.contains("\(scenario):1: error: the line is not UTF-8 text (at byte 6)"))
  }

  /// `source` of a file of secrets used to print the first word of every line in an
  /// "unknown command" error.
  @Test(arguments: [
    "API_KEY=first-line-9\nDB_PASSWORD=hunter2-xyz\nTOKEN abcdef-42\n",
    "\"unclosed first-line-9\nmachine host login me password hunter2-xyz\nabcdef-42\n",
  ])
  func sourceOfAFileThatIsNoScriptQuotesAtMostItsFirstLine(text: String) throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let secrets = try files.write("secrets.env", text)
    let result = try Formsh.run(["-c", "source \(secrets); echo after"])
    #expect(result.status == 2, "\(result)")
    // Only the first line's error may quote it (an unknown command does; a quote left open
    // does not).
    #expect(result.stderr.contains("first-line-9") == text.hasPrefix("API_KEY"))
    for later in ["DB_PASSWORD", "hunter2-xyz", "TOKEN", "abcdef-42", "machine"] {
      #expect(!result.stderr.contains(later), "\(later) in \(result.stderr)")
    }
    for line in [2, 3] {
      #expect(
        result.stderr.contains(
          "\(secrets):\(line):1: error: the line does not parse (not quoted: after a sourced"
            + " file's first error, its lines are not shown)\n"), "\(result)")
    }
    #expect(result.stdout == "after\n")
  }

  /// A real script goes on after a command fails, as before.
  @Test func aSourcedScriptGoesOnAfterACommandFails() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let form = try files.write("name.json", Self.nameForm)
    let part = try files.write("part.formsh", "set nosuch=1\necho still here\n")
    let result = try Formsh.run(["-c", "source \(part)", form])
    #expect(result.status == 1, "\(result)")
    #expect(result.stderr.contains("\(part):1: error: "))
    #expect(result.stdout == "still here\n")
  }
}
