import Foundation
import Testing

/// Form strings, file names, records and scenario names are data: in every mode and every
/// command, escape sequences, C1 controls and bidi overrides in them reach the terminal as
/// visible text (`\x1B`, `\u{202E}`), never raw. See also the renderer tests in
/// FormshPresentationTests/TerminalInjectionTests.swift.
@Suite(.serialized) struct TerminalInjectionTests {
  /// The hostile form under the hostile file name, in a directory of the test's own.
  struct Setup {
    let files: TemporaryFiles
    let form: String

    init() throws {
      files = try TemporaryFiles()
      form = try files.write(Hostile.fileName, Hostile.form)
    }

    /// An interactive session on the form, in colour or plain.
    func terminal(colour: Bool) throws -> PseudoTerminal {
      var environment = [
        "TERM": "xterm", "HOME": files.path, "XDG_STATE_HOME": files.path + "/state",
        "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin", "BROWSER": "/bin/false",
      ]
      if colour { environment["COLORTERM"] = "truecolor" } else { environment["NO_COLOR"] = "1" }
      // Wide enough that no line of the escaped text is wrapped (the prompt wraps to the
      // window, at spaces or inside an escape longer than a line).
      return try PseudoTerminal([form], environment: environment, columns: 240)
    }
  }

  @Test("the interactive shell shows every attack as text", arguments: [false, true])
  func interactive(colour: Bool) throws {
    let setup = try Setup()
    defer { setup.files.remove() }
    let terminal = try setup.terminal(colour: colour)
    let prompt = "evil\\x1B]0;pwned\\x07> "
    terminal.expect("Title " + Hostile.shown)
    terminal.expect(#"unknown type "HOSTILE"# + Hostile.shown)
    terminal.expect(prompt)
    for (command, shown) in [
      ("show", "Name " + Hostile.shown), ("fields", #"ab\u{202E}  text"#),
      ("describe plan", "One " + Hostile.shown), ("links", "(no links)"),
    ] {
      terminal.send(command + "\r")
      terminal.expect(shown)
      terminal.expect(prompt)
    }
    terminal.send("set ab=x\r")
    terminal.expect(#"error: no field "ab"; did you mean "ab\u{202E}"?"#)
    terminal.send("validate\r")
    terminal.expect("Error " + Hostile.shown)
    terminal.expect("evil\\x1B]0;pwned\\x07 [1 error]> ")
    terminal.send("submit\r")
    terminal.expect("submit refused")
    // The URL holds C1 controls and a bidi override: not a link (issue 13 §5g), so there is
    // nothing to open.
    terminal.send("open 1\r")
    terminal.expect("the form has no links")
    terminal.send("exit 3\r")
    #expect(terminal.waitForExit() == 3)
    let screen = terminal.screen.replacingOccurrences(of: "␛", with: "\u{1B}")
    #expect(Hostile.obeyable(screen).isEmpty, "\(terminal.screen)")
  }

  @Test func lintHumanAndJSONShowTheAttacksAsText() throws {
    let setup = try Setup()
    defer { setup.files.remove() }
    for arguments in [["lint"], ["lint", "--json"], ["lint", "--color", "always"]] {
      let result = try Formsh.run(arguments + [setup.form])
      let colour = arguments.contains("always")
      #expect(Hostile.rawControls(result.stdout, colour: colour).isEmpty, "\(arguments)")
      #expect(Hostile.obeyable(result.stdout).isEmpty)
      #expect(result.stderr.isEmpty)
      #expect(result.status == 0)
    }
    let human = try Formsh.run(["lint", setup.form])
    #expect(human.stdout.hasPrefix(setup.files.path + "/" + Hostile.fileNameShown + ": 3 fields"))
    #expect(human.stdout.contains(#"unknown type "HOSTILE"# + Hostile.shown + #"""#))
    let json = try Formsh.run(["lint", "--json", setup.form])
    #expect(json.stdout.contains(#""title":"Title \u001b[2J\u001b]0;pwned\u0007\u009b31m"#))
  }

  @Test func fillErrorLinesShowHostilePathsAsText() throws {
    let setup = try Setup()
    defer { setup.files.remove() }
    let records = try setup.files.write("records\u{1B}[2J.csv", "ab\u{202E},\"x\"y\n")
    let badHeader = try Formsh.run(["fill", "--form", setup.form, records])
    #expect(
      badHeader.stderr
        == "formsh fill: error: \(setup.files.path)/records\\x1B[2J.csv:1: the CSV header cannot be read: text after the closing quote of cell 2\n"
    )
    #expect(badHeader.status == 65)
    let output = setup.files.path + "/no\u{9B}such/out.jsonl"
    let unwritable = try Formsh.run(["fill", "--form", setup.form, "--output", output, "-"])
    #expect(
      unwritable.stderr
        == "formsh fill: error: \(setup.files.path)/no\\u{9B}such/out.jsonl: cannot write: No such file or directory\n"
    )
    #expect(unwritable.status == 73)
    let missing = try Formsh.run(["fill", "--form", setup.files.path + "/\u{202E}none.json"])
    #expect(missing.stderr.contains("/\\u{202E}none.json: cannot read"))
    #expect(missing.status == 66)
  }

  @Test func fillOutputAtATerminalEscapesC1AndBidiInRecords() throws {
    let setup = try Setup()
    defer { setup.files.remove() }
    let form = try setup.files.write(
      "name.json", #"{"form_title": "N", "fields": [{"id": "name", "type": "TEXT", "label": "N"}]}"#
    )
    let records = try setup.files.write(
      "records.jsonl",
      #"{"name": "\u009b31m\u202eevil", "\u009d0;pwned\u009c": 1}"# + "\n"
        + "{\"name\": \"raw \u{9B}31m \u{202E}\"}\n"
        + #"{"name": "\u001b[2J\u001b]0;pwned\u0007"}"# + "\n")
    let terminal = try PseudoTerminal(
      ["fill", "--form", form, records],
      environment: ["TERM": "xterm", "HOME": setup.files.path, "LANG": "C.UTF-8"])
    #expect(terminal.waitForExit() == 1)
    #expect(terminal.screen.contains(#"{"record":1,"ok":false,"errors":{"\u009d0;pwned\u009c":"#))
    #expect(
      terminal.screen.contains(#"{"record":2,"ok":true,"payload":{"name":"raw \u009b31m \u202e"}}"#)
    )
    #expect(
      terminal.screen.contains(
        #"{"record":3,"ok":true,"payload":{"name":"\u001b[2J\u001b]0;pwned\u0007"}}"#))
    let screen = terminal.screen.replacingOccurrences(of: "␛", with: "\u{1B}")
    #expect(Hostile.obeyable(screen).isEmpty)
    // Into a file or a pipe, the JSON keeps the characters as they are.
    let piped = try Formsh.run(["fill", "--form", form, records])
    #expect(piped.stdout.contains("raw \u{9B}31m \u{202E}"))
    #expect(Hostile.rawControls(piped.stderr).isEmpty)
  }

  @Test func testReportsShowHostileNamesAndMessagesAsText() throws {
    let setup = try Setup()
    defer { setup.files.remove() }
    let directory = setup.files.path + "/scenarios"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    try Data("validate\nexpect valid\necho \"\u{1B}[2J\"\n".utf8).write(
      to: URL(fileURLWithPath: directory + "/fails\u{1B}]0;pwned\u{07}.formsh"))
    for report in [[], ["--report", "tap"]] {
      let result = try Formsh.run(["test", "--form", setup.form] + report + [directory])
      #expect(result.status == 1)
      #expect(Hostile.rawControls(result.stdout).isEmpty, "\(result)")
      #expect(Hostile.rawControls(result.stderr).isEmpty, "\(result)")
      #expect(result.stdout.contains(#"fails\x1B]0;pwned\x07.formsh"#))
      #expect(result.stdout.contains(#"ab\u{202E} (Error "# + Hostile.shown + ")"))
    }
  }
}
