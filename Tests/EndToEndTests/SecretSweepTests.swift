import Foundation
import Testing

/// One known secret of every kind a session knows (a SECURE field's typed value and its
/// default, a `--secret` variable, a `capture --secret`, secret headers given on the command
/// line and with `header`, a URL's password and the Basic credentials made of it, a cookie a
/// server set) is fed through every command and every subcommand formsh has, and every byte
/// it writes (standard output and error, events, reports, recordings, generated scenarios,
/// fill lines, history) is searched for each secret and for every 8-character piece of it:
/// a secret cut short, wrapped onto the next line or quoted in an excerpt is still found.
///
/// The one place a secret may be written is where the user asked for the payload itself
/// (`submit --out`, a `fill` line of a valid record), and the request sent to the server.
///
/// A secret is also looked for in every spelling a writer or a server may escape it into
/// (issue 40, point 4): JSON (once and twice, characters past ASCII as they are and as `\u`
/// escapes, as Python's `json.dumps` writes them, which the test backend does when it echoes a
/// value), a script's and a POSIX shell's quoting, and XML's. A server echoes secrets with
/// `"`, `\`, `'`, `$` and characters past ASCII in field errors, which `state --json` escaped a
/// second time.
@Suite(.serialized) struct SecretSweepTests {
  /// Each secret: distinct letters no output has otherwise, over 40 characters for some (a
  /// condition's error quotes 40 and an ellipsis), with a quote and a backslash for one (JSON
  /// escapes those), and one whose every few characters is one that some writer escapes.
  enum Known {
    static let typed = "Tq7wLz3Kp9VbNx2RcHm5YdGf8JsAe4UuPo6ZiWk1QyBt"
    static let fieldDefault = "Dv4XnMq8LrKc2WzHj7PtYb"
    static let variable = "Vr6\"Kq2\\Zm8WxNp4LtHc9JfBs3GyDu7Ae"
    static let commandLineHeader = "Hc5PnWq8ZrLt3KxBm7VjYd"
    static let typedHeader = "Ht9KmQz2WpXc6LrBn4VsJd"
    static let headerWithoutColon = "Hn3ZqLw7KpMx5RtBc8VjYf"
    static let urlPassword = "Up8WxKq3ZmLn6RcTb2VjHd"
    static let cookie = "Ck4ZpWq9LmXn2RtBv7HcJs"
    /// No eight characters of it in a row that no writer escapes.
    static let escaped = "Qü\"7\\Lm'ß\\9K\"€x\\P$wé😀Zj"

    static let all = [
      typed, fieldDefault, variable, commandLineHeader, typedHeader, headerWithoutColon,
      urlPassword, cookie, escaped,
    ]
  }

  /// What a write leaks: each secret, or an 8-character piece of one, it holds, in any of
  /// its spellings (`spellings(of:)`).
  static func leaks(in text: String, of secrets: [String] = Known.all) -> [String] {
    secrets.flatMap { secret -> [String] in
      let found = spellings(of: secret).lazy.compactMap { spelling -> String? in
        let characters = Array(spelling)
        let pieces = (0...max(0, characters.count - 8)).map {
          String(characters[$0..<min(characters.count, $0 + 8)])
        }
        return pieces.first { text.contains($0) }
      }
      return found.first.map { ["\(secret) (as \($0))"] } ?? []
    }
  }

  /// A secret as a writer or a server may spell it: as it is; JSON-escaped, once and twice,
  /// characters past ASCII as they are or as `\u` escapes (in either case); quoted for a
  /// formsh script (with `$` escaped or not) and for a POSIX shell; escaped for XML.
  static func spellings(of secret: String) -> [String] {
    let json = jsonEscaped(secret)
    let ascii = jsonEscaped(secret, ascii: true)
    let upper = jsonEscaped(secret, ascii: true, uppercase: true)
    let script = secret.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"")
    let xml = secret.replacingOccurrences(of: "&", with: "&amp;")
      .replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: "'", with: "&apos;")
      .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    let candidates = [
      secret, json, jsonEscaped(json), ascii, jsonEscaped(ascii), upper, jsonEscaped(upper),
      script, script.replacingOccurrences(of: "$", with: "\\$"),
      secret.replacingOccurrences(of: "'", with: "'\\''"), xml,
      xml.replacingOccurrences(of: "&apos;", with: "&#39;"),
    ]
    return candidates.reduce(into: []) { unique, spelling in
      if !unique.contains(spelling) { unique.append(spelling) }
    }
  }

  /// The text as a JSON string's contents: `"`, `\` and controls escaped; with `ascii`,
  /// every character past ASCII as `\u` escapes of its UTF-16 units too.
  static func jsonEscaped(_ text: String, ascii: Bool = false, uppercase: Bool = false)
    -> String
  {
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": escaped += "\\\""
      case "\\": escaped += "\\\\"
      case "\n": escaped += "\\n"
      case _ where scalar.value < 0x20 || (ascii && !scalar.isASCII):
        for unit in String(scalar).utf16 {
          let digits = String(unit, radix: 16, uppercase: uppercase)
          escaped += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
        }
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  /// A form with a secure field (its default one secret), a condition and a rule that read
  /// it and fail to evaluate, and fields a secret can be typed into.
  static let form = """
    {"form_title": "Sweep", "fields": [
      {"id": "email", "order": 1, "type": "TEXT", "subtype": "EMAIL", "label": "Email",
       "required": true},
      {"id": "password", "order": 2, "type": "TEXT", "subtype": "SECURE", "label": "Password",
       "required": true, "max_length": 200, "default_value": "\(Known.fieldDefault)"},
      {"id": "note", "order": 3, "type": "TEXT", "label": "Note for {password}",
       "visible_if": {"<": [{"var": "password"}, 5]}},
      {"id": "memo", "order": 4, "type": "TEXT", "subtype": "MULTILINE", "label": "Memo"},
      {"id": "terms", "order": 5, "type": "CHECKBOX", "label": "I agree to the terms",
       "required": true, "metadata": {"terms": "https://example.com/terms"}}
    ],
    "rules": [
      {"check": {"if": [{"var": "memo"}, {">": [{"substr": [{"var": "password"}, 3]}, 3]}, true]},
       "message": "too weak", "fields": ["password"]},
      {"check": {"!=": [{"var": "note"}, {"var": "password"}]},
       "message": "the note must not repeat the password", "fields": ["note"]}
    ]}
    """

  /// The script run with `run`, `--format jsonl` and as a `test` scenario: every command.
  static func script(backend: String, recording: String, payload: String) -> String {
    let credentialed = backend.replacingOccurrences(
      of: "http://", with: "http://sweeper:\(Known.urlPassword)@")
    return """
      record \(recording)
      header Private-Token: \(Known.typedHeader)
      header X-Goog-Api-Key \(Known.headerWithoutColon)
      header X-Amz-Security-Token: ${VARIABLE}
      show
      set password=\(Known.typed)
      show
      show password
      show note
      fields
      fields --json
      describe password
      describe note
      why note
      why password
      sections
      validate
      validate password
      state --json
      status
      checkpoint before
      set password=${VARIABLE}
      diff before
      undo
      redo
      restore before
      diff
      history
      headers
      set note=${VARIABLE}
      set memo=${VARIABLE}
      show note
      show memo
      fields
      describe note
      echo ${VARIABLE}
      echo \(Known.typed)
      expect value note = nothing-like-it
      expect value password = nothing-like-it
      expect error password /never/
      expect valid
      clear memo
      set email=sweeper@example.com
      check terms
      submit --out \(payload)
      submit --to \(backend)/errors/echo
      show
      show password
      fields
      why password
      state --json
      validate
      set password=${QUOTED}
      submit --to \(backend)/errors/echo
      state --json
      fields --json
      validate --json
      show
      set password=${VARIABLE}
      submit --to \(backend)/errors/echo
      state --json
      fields --json
      show
      submit --to \(credentialed)/echo
      expect response $.headers.authorization == nothing-like-it
      capture --secret CAPTURED = $.headers.authorization
      echo ${CAPTURED}
      load \(backend)/cookie/set?hex=\(Array(Known.cookie.utf8).map { String($0, radix: 16) }.joined())
      load \(credentialed)/forms/sweep
      set email=sweeper@example.com
      set password=\(Known.typed)
      check terms
      submit --to \(backend)/echo
      submit --to \(backend)/errors/echo
      expect response $.errors.base[0] == nothing-like-it
      status
      links
      help set
      record stop
      """
  }

  @Test func noSecretReachesAnythingWrittenByAScriptEventsAReportOrARecording() throws {
    let backend = try TestBackend.start(forms: try Self.formsDirectory())
    let files = try TemporaryFiles()
    defer { files.remove() }
    let recording = files.path + "/recording.formsh"
    let payload = files.path + "/payload.json"
    let script = try files.write(
      "sweep.formsh",
      Self.script(backend: backend.baseURL, recording: recording, payload: payload))
    let form = backend.url("/forms/sweep").replacingOccurrences(
      of: "http://", with: "http://sweeper:\(Known.urlPassword)@")
    let common = [
      "--secret", "VARIABLE=\(Known.variable)", "--secret", "QUOTED=\(Known.escaped)",
      "--header", "X-Api-Key: \(Known.commandLineHeader)",
    ]
    var written: [(String, String)] = []

    // A script with --echo, as text.
    let run = try Formsh.run(["run", "--echo", "--form", form] + common + [script])
    written += [("run stdout", run.stdout), ("run stderr", run.stderr)]
    #expect(run.stdout.contains("> set password=********"), "\(run)")
    #expect(run.stdout.contains(#""authorization": "Basic ********""#), "\(run)")
    #expect(run.stderr.contains("NaN: a string cannot be compared with a number"), "\(run)")
    // The server echoed each secret put in the password in its field error, JSON-escaped
    // (and its characters past ASCII as `\u` escapes): `state --json` shows the error masked.
    #expect(
      run.stdout.components(separatedBy: #""password": "\"********\" is not accepted""#).count
        == 4, "\(run)")
    written.append(("recording", try String(contentsOfFile: recording, encoding: .utf8)))
    // The one file that holds a secret: the payload asked for.
    #expect(try String(contentsOfFile: payload, encoding: .utf8).contains(Known.typed))
    try FileManager.default.removeItem(atPath: payload)
    try FileManager.default.removeItem(atPath: recording)

    // The same as events.
    let events = try Formsh.run(
      ["run", "--format", "jsonl", "--echo", "--form", form] + common + [script])
    written += [("events", events.stdout), ("events stderr", events.stderr)]
    #expect(events.stdout.contains(#""event":"command""#) || events.stdout.contains("command"))
    try? FileManager.default.removeItem(atPath: payload)
    try? FileManager.default.removeItem(atPath: recording)

    // As a scenario, with every report.
    let junit = files.path + "/junit.xml"
    let test = try Formsh.run(
      ["test", "--form", form, "--report", "junit", junit] + common + [script])
    written += [("test stdout", test.stdout), ("test stderr", test.stderr)]
    written.append(("junit", try String(contentsOfFile: junit, encoding: .utf8)))
    let tap = try Formsh.run(["test", "--form", form, "--report", "tap"] + common + [script])
    written += [("tap", tap.stdout), ("tap stderr", tap.stderr)]

    for (name, text) in written {
      #expect(Self.leaks(in: text).isEmpty, "\(name) leaks \(Self.leaks(in: text)):\n\(text)")
    }
  }

  @Test func noSecretReachesLintCasesOrAFillLine() throws {
    let backend = try TestBackend.start(forms: try Self.formsDirectory())
    let files = try TemporaryFiles()
    defer { files.remove() }
    let form = backend.url("/forms/sweep").replacingOccurrences(
      of: "http://", with: "http://sweeper:\(Known.urlPassword)@")
    let local = try files.write("sweep.json", Self.form)
    var written: [(String, String)] = []
    for arguments in [
      ["lint", form], ["lint", "--json", form], ["lint", local], ["-c", "show; fields", form],
    ] {
      let result = try Formsh.run(arguments)
      written += [("\(arguments) stdout", result.stdout), ("\(arguments) stderr", result.stderr)]
    }

    // Generated scenarios name the secrets as ${NAME}; they read back as the same cases.
    let cases = files.path + "/cases"
    let generated = try Formsh.run(["cases", "--out", cases, form])
    #expect(generated.status == 0, "\(generated)")
    written += [("cases stderr", generated.stderr), ("cases stdout", generated.stdout)]
    for name in try FileManager.default.contentsOfDirectory(atPath: cases) {
      written.append(
        ("cases/\(name)", try String(contentsOfFile: cases + "/" + name, encoding: .utf8)))
    }
    #expect(generated.stderr.contains("--secret FORM_PASSWORD=… --secret PASSWORD=…"))
    let replayed = try Formsh.run(
      [
        "test", "--secret", "FORM_PASSWORD=\(Known.urlPassword)",
        "--secret", "PASSWORD=\(Known.fieldDefault)", cases,
      ])
    #expect(replayed.status == 0, "\(replayed)")
    written += [("cases replayed", replayed.stdout), ("cases replayed stderr", replayed.stderr)]
    let printed = try Formsh.run(["cases", form])
    written += [("cases printed", printed.stdout), ("cases printed stderr", printed.stderr)]

    // Records whose secure value makes them invalid, or that the server refuses echoing it.
    let records =
      (0..<3).map { index in
        #"{"email": "r\#(index)@example.com", "password": "\#(Known.typed)\#(index)", "terms": \#(index != 1)}"#
      }.joined(separator: "\n") + "\n"
      + #"{"email": "r3@example.com", "password": "\#(Self.jsonEscaped(Known.escaped))", "terms": true}"#
      + "\n"
    let input = try files.write("records.jsonl", records)
    let fill = try Formsh.run(["fill", "--form", local, input])
    let sent = try Formsh.run(
      [
        "fill", "--form", local, "--to", backend.url("/errors/echo"), "--header",
        "X-Api-Key: \(Known.commandLineHeader)", input,
      ])
    for (name, result) in [("fill", fill), ("fill --to", sent)] {
      written.append(("\(name) stderr", result.stderr))
      for line in result.stdout.split(separator: "\n") where !line.contains(#""ok":true"#) {
        written.append(("\(name) line", String(line)))
      }
    }
    #expect(sent.stdout.contains(#""ok":false"#), "\(sent)")
    // --id of a secure field would copy the secret into every line: refused.
    let identified = try Formsh.run(["fill", "--form", local, "--id", "password", input])
    #expect(identified.status == 2, "\(identified)")
    #expect(identified.stderr.contains("--id password names a secure field"))
    written += [("fill --id", identified.stdout), ("fill --id stderr", identified.stderr)]
    // A secret given with a spelling --secret does not take is not quoted back.
    let misspelt = try Formsh.run(["--secret", Known.variable, "-c", "echo hi"])
    #expect(misspelt.status == 2, "\(misspelt)")
    written.append(("--secret VALUE", misspelt.stderr))

    for (name, text) in written {
      #expect(Self.leaks(in: text).isEmpty, "\(name) leaks \(Self.leaks(in: text)):\n\(text)")
    }
  }

  @Test func theHistoryFileKeepsNoSecretEvenOfALineThatDoesNotParse() throws {
    let home = InteractiveTests.Home()
    defer { home.remove() }
    let terminal = try home.start()
    for line in [
      "header \"Authorization: Bearer \(Known.typedHeader)",
      "set \"pass\\word=\(Known.typed)",
      "header X-Goog-Api-Key \(Known.headerWithoutColon)",
      "header Private-Token: \(Known.commandLineHeader)",
      "set password=\(Known.variable.filter { $0 != "\"" && $0 != "\\" })",
    ] {
      terminal.send(line + "\r")
      terminal.expect("showcase> ")
    }
    terminal.send("exit\r")
    // The line without a colon was a usage error: the session leaves with its status.
    #expect(terminal.waitForExit() == 2)
    let history = try String(contentsOfFile: home.historyFile, encoding: .utf8)
    #expect(Self.leaks(in: history).isEmpty, "\(history)")
    #expect(history.contains("header X-Goog-Api-Key\n"), "\(history)")
  }

  /// A directory holding the form as `sweep.json`, for the backend's `/forms/sweep`.
  private static func formsDirectory() throws -> String {
    let directory = NSTemporaryDirectory() + "formsh-sweep-forms-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    try form.write(toFile: directory + "/sweep.json", atomically: true, encoding: .utf8)
    return directory
  }
}
