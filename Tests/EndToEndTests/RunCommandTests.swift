import Foundation
import Testing

/// `formsh run`: the worked examples in Scripts/ fill and submit each sample form.
@Suite struct RunCommandTests {
  static let password = "correct horse 1815"

  /// What each worked example prints and exits with.
  static let examples: [(script: String, stdout: String, stderr: String, status: Int32)] = [
    (
      "Scripts/fill-showcase.formsh",
      """
      {
        "full_name": "Ada Lovelace",
        "bio": "Mathematician and writer.\\nThe first to publish an algorithm meant for a machine.",
        "age": 36,
        "budget": 19.990,
        "website": "https://example.com/ada",
        "email": "ada@example.com",
        "password": "correct horse 1815",
        "zip": "12345-6789",
        "country": "ca",
        "interests": [
          "design",
          "engineering",
          "sales"
        ],
        "newsletter": false,
        "terms": true
      }

      """, "", 0
    ),
    (
      "Scripts/fill-signup.formsh",
      """
      {
        "email": "grace@example.com",
        "password": "correct horse 1815",
        "display_name": "Grace Hopper",
        "marketing_opt_in": true,
        "terms": true
      }

      """, "", 0
    ),
    (
      "Scripts/fill-campaign.formsh", "",
      """
      warning: Forms/campaign.json: 11 fields, 1 error, 6 warnings (formsh lint Forms/campaign.json lists them)
      Scripts/fill-campaign.formsh:24: error: submit refused: 1 field fails validation
        target_region: needs a selection

      """, 1
    ),
    (
      "Scripts/fill-hostile.formsh", "",
      """
      warning: Forms/hostile.json: 17 fields, 1 error, 28 warnings (formsh lint Forms/hostile.json lists them)
      Scripts/fill-hostile.formsh:24: error: submit refused: 1 field fails validation
        region: needs a selection

      """, 1
    ),
  ]

  @Test(
    "each worked example fills its form: exact stdout, stderr and status",
    arguments: examples.indices)
  func workedExample(index: Int) throws {
    let example = Self.examples[index]
    let result = try Formsh.run(["run", "--secret", "PASSWORD=\(Self.password)", example.script])
    #expect(result.stdout == example.stdout, "\(result)")
    #expect(result.stderr == example.stderr, "\(result)")
    #expect(result.status == example.status)
  }

  @Test("each worked example runs through its shebang", arguments: examples.indices)
  func shebang(index: Int) throws {
    let example = Self.examples[index]
    let directory = URL(fileURLWithPath: Formsh.binary).deletingLastPathComponent().path
    let result = try Formsh.run(
      [], environment: ["PATH": directory + ":/usr/bin:/bin", "PASSWORD": Self.password],
      executable: Formsh.root + "/" + example.script)
    #expect(result.stdout == example.stdout)
    // The kernel hands the script to formsh by the path it was started with.
    #expect(
      result.stderr
        == example.stderr.replacingOccurrences(
          of: example.script + ":", with: Formsh.root + "/" + example.script + ":"))
    #expect(result.status == example.status)
  }

  @Test func theRecordedSessionReplaysToItsPayloadWithTheSecretFromVar() throws {
    let script = try String(
      contentsOfFile: Formsh.root + "/Scripts/recorded-session.formsh", encoding: .utf8)
    #expect(script.hasPrefix("# recorded by formsh; replay with: formsh run "))
    #expect(script.contains("set password=${PASSWORD}\n"))
    #expect(!script.contains("not in the file"))
    let result = try Formsh.run([
      "run", "--secret", "PASSWORD=not in the file 1815", "Scripts/recorded-session.formsh",
    ])
    #expect(
      result.stdout == """
        {
          "full_name": "Ada Lovelace",
          "bio": "Mathematician; \\"poetical scientist\\".\\nWrote the first program for $5 of steam.",
          "age": null,
          "budget": 19.990,
          "website": "",
          "email": "ada@example.com",
          "password": "not in the file 1815",
          "zip": "",
          "country": "ca",
          "interests": [
            "design",
            "engineering",
            "sales"
          ],
          "newsletter": false,
          "terms": true
        }

        """, "\(result)")
    #expect(result.stderr.isEmpty)
    #expect(result.status == 0)
  }

  @Test func theExamplesPayloadIsJSON() throws {
    let result = try Formsh.run([
      "run", "--secret", "PASSWORD=x y z 1234", "Scripts/fill-showcase.formsh",
    ])
    let payload = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(payload["interests"] as? [String] == ["design", "engineering", "sales"])
    #expect(payload["age"] as? Int == 36)
    #expect(payload["terms"] as? Bool == true)
  }

  @Test func withoutTheVariableTheSecretIsAnErrorNotAnEmptyString() throws {
    let result = try Formsh.run(["run", "Scripts/fill-signup.formsh"])
    #expect(
      result.stderr.hasPrefix(
        "Scripts/fill-signup.formsh:11:14: error: ${PASSWORD} is not set; password is secret: pass --secret PASSWORD=VALUE (or export PASSWORD and pass --secret PASSWORD)\n"
      ))
    #expect(result.status == 2)
  }

  @Test func eachScriptRunsInAFreshSessionAndTheFirstFailureSetsTheStatus() throws {
    let directory = try TemporaryFiles()
    defer { directory.remove() }
    let first = try directory.write("first.formsh", "set full_name=Ada\nshw\n")
    let second = try directory.write("second.formsh", "expect value full_name =\nexpect valid\n")
    let result = try Formsh.run(["run", "--form", "Forms/showcase.json", first, second])
    #expect(
      result.stderr == """
        \(first):2:1: error: unknown command "shw"; did you mean "show"?
        \(second):2: error: expected the form to be valid, found 6 failing fields: full_name (is required), budget (is required), email (is required), password (is required), interests (needs at least one selection), terms (You must accept the terms to continue.)

        """)
    #expect(result.status == 2)

    let bailing = try Formsh.run(["run", "--bail", "--form", "Forms/showcase.json", first, second])
    #expect(
      bailing.stderr == "\(first):2:1: error: unknown command \"shw\"; did you mean \"show\"?\n")
    #expect(bailing.status == 2)
  }

  @Test func runOnAFormGivenWithForm() throws {
    let directory = try TemporaryFiles()
    defer { directory.remove() }
    let script = try directory.write("fields.formsh", "fields\n")
    let result = try Formsh.run(["run", "--form", "Forms/signup.json", script])
    #expect(result.stdout.hasPrefix("ID                KIND      REQ  VALUE\nemail "))
    #expect(result.status == 0)
  }

  @Test func aScriptThatCannotBeReadIs66AndTheOthersStillRun() throws {
    let result = try Formsh.run([
      "run", "/nonexistent/script.formsh", "Scripts/fill-campaign.formsh",
    ])
    #expect(
      result.stderr.hasPrefix(
        "formsh run: error: /nonexistent/script.formsh: cannot read: No such file or directory\n"))
    #expect(result.stderr.contains("Scripts/fill-campaign.formsh:24: error: submit refused"))
    #expect(result.status == 66)
  }

  @Test func runWithoutAScriptIsAUsageError() throws {
    let result = try Formsh.run(["run"])
    #expect(result.stderr.hasPrefix("formsh run: error: no script given\nusage: formsh run "))
    #expect(result.stdout.isEmpty)
    #expect(result.status == 2)
  }

  /// An editor's byte order mark before a script's first line is not part of the command.
  @Test func aScriptStartingWithAByteOrderMarkRuns() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write("bom.formsh", "\u{FEFF}set zip=12345\nexpect value zip = 12345\n")
    let result = try Formsh.run(["run", "--form", "Forms/showcase.json", path])
    #expect(result.stderr.isEmpty, "\(result)")
    #expect(result.status == 0)
  }
}

/// Files of a test's own under the temporary directory.
struct TemporaryFiles {
  let path = NSTemporaryDirectory() + "formsh-e2e-" + UUID().uuidString

  init() throws {
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// Writes a file; returns its path.
  func write(_ name: String, _ text: String) throws -> String {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path + "/" + name))
    return path + "/" + name
  }

  func remove() { try? FileManager.default.removeItem(atPath: path) }
}
