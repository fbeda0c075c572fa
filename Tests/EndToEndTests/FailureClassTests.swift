import Foundation
import Testing

/// Each class of failure through each way of running formsh where it applies: the exit status and
/// the shape of the message are the same everywhere (docs/command-line.md, exit statuses). On the
/// command line an error reads `formsh SUBCOMMAND: error: …` (a usage error adds the usage line and
/// where to read more), inside a script `FILE:LINE: error: …`.
@Suite struct FailureClassTests {
  /// One run: how formsh is started, what it must exit with and print. `$TMP` in arguments,
  /// standard input and expected text is a fresh directory holding the fixtures below.
  struct Case: Sendable, CustomTestStringConvertible {
    let failure: String
    let via: String
    var arguments: [String]
    var stdin = ""
    let status: Int32
    /// Standard error starts with this.
    var stderr = ""
    /// Standard error holds these too.
    var stderrHolds: [String] = []
    /// Standard output holds these.
    var stdoutHolds: [String] = []
    /// Where standard output goes (a pipe the test reads, unless the case is about it).
    var stdout = Formsh.Output.pipe

    var testDescription: String { "\(failure) via \(via)" }
  }

  /// Lines that make the signup form valid, so that `submit` gets as far as writing.
  static let validSignup = "set email=a@b.co\nset password=twelve chars 4 sure\ncheck terms\n"

  /// The fixtures of each case's directory.
  static let fixtures: [String: String] = [
    "broken.json": "{\"form_title\": ",
    "fails.formsh": "expect valid\n",
    "refused.formsh": "submit\n",
    "out-missing.formsh": validSignup + "submit --out $TMP/missing/out.json\n",
    "out-directory.formsh": validSignup + "submit --out $TMP/adir\n",
    "invalid.jsonl": "{\"email\": \"not an email\"}\n",
    "valid.jsonl":
      "{\"email\": \"a@b.co\", \"password\": \"twelve chars 4 sure\", \"terms\": true}\n",
    "passes.formsh": "echo passes\n",
    "target.json": "previous\n",
    "lint-error.json": """
    {"form_title": "t", "fields": [{"id": "plan", "type": "DROPDOWN", "label": "Plan",
      "required": true, "options": []}]}
    """,
  ]

  @Test(
    arguments: usage + malformedForm + unreadableForm + unreadableInput + unwritableOutput
      + unwritableStandardOutput + failed)
  func statusAndMessage(_ run: Case) throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    func local(_ text: String) -> String { text.replacingOccurrences(of: "$TMP", with: files.path) }
    for (name, text) in Self.fixtures { _ = try files.write(name, local(text)) }
    try FileManager.default.createDirectory(
      atPath: files.path + "/adir", withIntermediateDirectories: false)
    #expect(symlink(files.path + "/target.json", files.path + "/link.json") == 0)

    let result = try Formsh.run(
      run.arguments.map(local), stdin: local(run.stdin), stdout: run.stdout)
    #expect(result.status == run.status, "\(result)")
    #expect(result.stderr.hasPrefix(local(run.stderr)), "\(result)")
    for fragment in run.stderrHolds {
      #expect(result.stderr.contains(local(fragment)), "\(result)")
    }
    for fragment in run.stdoutHolds {
      #expect(result.stdout.contains(local(fragment)), "\(result)")
    }
    // Only a usage error shows the usage; nothing is left half-written.
    #expect(result.stderr.contains("\nusage: ") == (run.status == 2), "\(result)")
    #expect(!FileManager.default.fileExists(atPath: files.path + "/missing"))
    let inDirectory = try FileManager.default.contentsOfDirectory(atPath: files.path + "/adir")
    let temporary = try FileManager.default.contentsOfDirectory(atPath: files.path)
      .filter { $0.hasPrefix(".") }
    #expect(inDirectory.isEmpty && temporary.isEmpty, "\(inDirectory) \(temporary)")
    // A refused link is left as it was, and so is the file it points to.
    #expect(
      (try? FileManager.default.destinationOfSymbolicLink(atPath: files.path + "/link.json"))
        == files.path + "/target.json")
    #expect(
      try String(contentsOfFile: files.path + "/target.json", encoding: .utf8) == "previous\n")
  }
}
