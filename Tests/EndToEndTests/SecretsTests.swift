import Foundation
import Testing

/// A SECURE value leaves formsh only in the submitted payload (`submit`, `submit --out`,
/// `fill` ok lines): never in `show`, `describe`, `fields`, `--echo`, `record` files, error
/// or expectation messages, lint output or fill error lines. The history file is covered by
/// InteractiveTests (historyIsRecalledInTheNextSessionAndKeepsNoSecret) and InterpreterTests.
@Suite struct SecretsTests {
  static let secret = "Zq9-hunter2-s3cret"

  @Test func aScriptShowsTheSecretOnlyInThePayload() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let payload = files.path + "/payload.json"
    let recording = files.path + "/recording.formsh"
    let tooLong = String(repeating: "x", count: 60) + Self.secret
    let script = """
      record \(recording)
      set password=${PW}
      show
      show password
      describe password
      fields
      set pasword=${PW}
      set Password=${PW}
      set password=\(tooLong)
      check password
      select password ${PW}
      expect value password = wrong-guess-1
      expect value password = \(tooLong)
      expect value password = ${PW}
      expect error password
      validate password
      set password=${PW}x
      set full_name=Ada; set budget=10; set email=ada@example.com
      select interests design; check terms
      submit --out \(payload)
      submit
      """
    let result = try Formsh.run(
      ["--echo", "--secret", "PW=\(Self.secret)", "-c", script], environment: ["PW": "unused"])
    #expect(result.status == 1)
    // The one occurrence on standard output is the payload that `submit` prints.
    #expect(result.stdout.components(separatedBy: Self.secret).count == 2, "\(result)")
    #expect(result.stdout.contains(#""password": "\#(Self.secret)x","#))
    #expect(!result.stderr.contains(Self.secret), "\(result.stderr)")
    #expect(!result.stderr.contains("hunter2"))
    #expect(result.stdout.contains("> set password=********"))
    #expect(result.stdout.contains("> set pasword=********"))
    #expect(result.stdout.contains("> expect value password = ********"))
    #expect(result.stderr.contains(#"error: no field "pasword"; did you mean "password"?"#))
    #expect(
      result.stderr.contains(
        "error: password: takes at most 64 characters; this value has 78 (nothing was changed)"))
    #expect(
      result.stderr.contains(
        "error: expected password = the expected secret, found ******** (masked)"))
    let written = try String(contentsOfFile: payload, encoding: .utf8)
    #expect(written.contains(#""password": "\#(Self.secret)x","#))
    let recorded = try String(contentsOfFile: recording, encoding: .utf8)
    #expect(recorded.contains("set password=${PASSWORD}"))
    #expect(!recorded.contains("hunter2"))
  }

  @Test func lintNeverQuotesASecureDefault() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let form = try files.write(
      "secret.json",
      #"""
      {"form_title": "S", "fields": [
        {"id": "pin", "order": 1, "type": "TEXT", "subtype": "SECURE", "label": "PIN",
         "default_value": 918273645},
        {"id": "key", "order": 2, "type": "TEXT", "subtype": "SECURE", "label": "Key",
         "max_length": 4, "default_value": "Zq9-hunter2-s3cret"}]}
      """#)
    for arguments in [["lint"], ["lint", "--json"], ["-c", "show; describe key; fields"]] {
      let result = try Formsh.run(arguments + [form])
      #expect(!result.stdout.contains("918273645") && !result.stdout.contains("Zq9"), "\(result)")
      #expect(!result.stderr.contains("918273645") && !result.stderr.contains("Zq9"))
    }
    let lint = try Formsh.run(["lint", form])
    #expect(lint.stdout.contains("default_value should be text but is a number; ignored"))
    #expect(lint.stdout.contains("default is 18 characters, longer than max_length 4; cut to 4"))
    let json = try Formsh.run(["lint", "--json", form])
    #expect(
      json.stdout.contains(
        #""id":"key","path":"/key","kind":"secure","label":"Key","required":false,"constraints":{"max_length":4},"value":"********""#
      ))
  }

  @Test func fillShowsTheSecretOnlyOnOkLines() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let records = try files.write(
      "records.jsonl",
      """
      {"email": "a@example.com", "password": "Zq9-hunter2-s3cret-1", "terms": true, "display_name": "A"}
      {"email": "a@example.com", "password": "Zq9-hunter2-s3cret-2-\(String(repeating: "y", count: 130))"}
      {"email": "a@example.com", "password": ["Zq9-hunter2-s3cret-3"]}
      {"email": "a@example.com", "password": "Zq9-hunter2-s3cret-4-no-digit", "terms": "maybe"}
      {"email": "not an email", "password": "Zq9-hunter2-s3cret-5"}

      """)
    let result = try Formsh.run(["fill", "--form", "Forms/signup.json", records])
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == 5)
    #expect(lines[0].contains(#""ok":true"#) && lines[0].contains("Zq9-hunter2-s3cret-1"))
    for line in lines.dropFirst() {
      #expect(line.contains(#""ok":false"#))
      #expect(!line.contains("hunter2"), "\(line)")
    }
    #expect(!result.stderr.contains("hunter2"))
  }
}
