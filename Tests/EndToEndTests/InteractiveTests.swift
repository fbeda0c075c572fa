import FormshPlatform
import Foundation
import Testing

/// The shell at a real terminal: line editing, completion, history and Ctrl-C through libedit.
/// libedit redraws the line as it likes, so these assert what the terminal shows contains.
@Suite(.serialized) struct InteractiveTests {
  /// A home and state directory of the test's own, so no user file is read or written.
  struct Home {
    let path = NSTemporaryDirectory() + "formsh-pty-" + UUID().uuidString
    var state: String { path + "/state" }
    var historyFile: String { state + "/formsh/history" }

    var environment: [String: String] {
      [
        "TERM": "xterm", "HOME": path, "XDG_STATE_HOME": state, "LANG": "C.UTF-8",
        "PATH": "/usr/bin:/bin", "NO_COLOR": "1",
      ]
    }

    func start(_ arguments: [String] = []) throws -> PseudoTerminal {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
      let terminal = try PseudoTerminal(arguments, environment: environment)
      terminal.expect("showcase> ")
      return terminal
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
  }

  @Test func tabCompletesAFieldID() throws {
    let home = Home()
    defer { home.remove() }
    let terminal = try home.start()
    terminal.send("describe full_n\t")
    terminal.expect("ame ")
    terminal.send("\r")
    terminal.expect("full_name — Full name")
    terminal.expect("showcase> ")

    terminal.send("toggle \t")
    terminal.send("\t")
    terminal.expect("newsletter  terms")
    terminal.expect("showcase> toggle ")
    terminal.send("\u{15}exit\r")
    #expect(terminal.waitForExit() == 0)
  }

  @Test func historyIsRecalledInTheNextSessionAndKeepsNoSecret() throws {
    let home = Home()
    defer { home.remove() }
    let first = try home.start()
    first.send("echo \"recalled\" from history\r")
    first.expect("recalled from history")
    first.expect("showcase> ")
    first.send("set password=typed-on-the-line-1\r")
    first.expect("password = ******** (masked)")
    first.expect("showcase> ")
    // Without a value, the secret is read with echo off: it never shows.
    first.send("set password\r")
    first.expect("Password: ")
    first.send("typed-with-echo-off-2\r")
    first.expect("password = ******** (masked)")
    first.expect("showcase> ")
    first.send("exit\r")
    #expect(first.waitForExit() == 0)
    #expect(!first.screen.contains("typed-with-echo-off"))

    let attributes = try FileManager.default.attributesOfItem(atPath: home.historyFile)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    let history = try String(contentsOfFile: home.historyFile, encoding: .utf8)
    #expect(history == "echo \"recalled\" from history\nset password\nset password\nexit\n")

    let second = try home.start()
    second.send("\u{1B}[A\u{1B}[A\u{1B}[A")
    second.expect("echo \"recalled\" from history")
    second.send("\r")
    second.expect("\nrecalled from history")
    second.expect("showcase> ")
    second.send("exit\r")
    #expect(second.waitForExit() == 0)
  }

  @Test func aSessionRecordedAtThePromptReplaysToTheSamePayloadWithoutTheSecret() throws {
    let home = Home()
    defer { home.remove() }
    let form = Formsh.root + "/Forms/showcase.json"
    let recording = home.path + "/session.formsh"
    let terminal = try home.start([form])
    let steps: [(typed: String, shown: String)] = [
      ("record \(recording)", "record stop ends it"),
      (
        "set full_name=\"Ada \\\"the\\\" Countess; #1\"",
        "full_name = \"Ada \\\"the\\\" Countess; #1\""
      ),
      ("set password", "Password: "),
      ("typed with echo off 1815", "password = ******** (masked)"),
      ("set budget=19.990", "budget = 19.990"),
      ("set email=ada@example.com", "email = \"ada@example.com\""),
      ("select interests Design,Sales", "interests = design, sales"),
      ("select interests -sales", "interests = design"),
      ("toggle newsletter", "newsletter = off"),
      ("check terms", "terms = checked"),
      ("expect valid", "ok"),
      ("submit", "\"terms\": true"),
      ("record stop", "replay with: formsh run --secret PASSWORD=… \(recording)"),
    ]
    for step in steps {
      terminal.send(step.typed + "\r")
      terminal.expect(step.shown)
      // The secret is read at its own prompt, with echo off.
      if step.shown != "Password: " { terminal.expect("showcase> ") }
    }
    terminal.send("exit\r")
    #expect(terminal.waitForExit() == 0)
    // The secret shows only in the submitted payload: never as it was typed.
    #expect(terminal.screen.components(separatedBy: "typed with echo off").count == 2)
    #expect(terminal.screen.contains("\"password\": \"typed with echo off 1815\""))

    let script = try String(contentsOfFile: recording, encoding: .utf8)
    #expect(
      script == """
        # recorded by formsh; replay with: formsh run --secret PASSWORD=… \(recording)
        load \(form)
        set full_name="Ada \\"the\\" Countess; #1"
        # password is secret, not recorded: replay with --secret PASSWORD=…
        set password=${PASSWORD}
        set budget=19.990
        set email=ada@example.com
        select interests design,sales
        select interests design
        uncheck newsletter
        check terms
        submit

        """)
    let replay = try Formsh.run(["run", "--secret", "PASSWORD=typed with echo off 1815", recording])
    #expect(replay.stderr.isEmpty)
    #expect(replay.status == 0)
    #expect(replay.stdout.contains("\"password\": \"typed with echo off 1815\""))
    // The payload printed at the prompt, line for line.
    #expect(terminal.screen.replacingOccurrences(of: "\r\n", with: "\n").contains(replay.stdout))
  }

  @Test func ctrlCClearsTheLineAndKeepsTheSession() throws {
    let home = Home()
    defer { home.remove() }
    let terminal = try home.start()
    terminal.send("set full_name=Never Entered")
    terminal.expect("Never Entered")
    terminal.send("\u{03}")
    terminal.expect("^C")
    terminal.expect("showcase> ")
    terminal.send("echo still \"here\"\r")
    terminal.expect("still here")
    terminal.expect("showcase> ")
    terminal.send("show full_name\r")
    terminal.expect("e.g. Ada Lovelace")
    terminal.expect("showcase> ")
    terminal.send("exit 4\r")
    #expect(terminal.waitForExit() == 4)
  }

  @Test func ctrlDLeavesAndWarnsOnceAboutChangesNotSubmitted() throws {
    let home = Home()
    defer { home.remove() }
    let terminal = try home.start()
    terminal.send("check terms\r")
    terminal.expect("terms = checked")
    terminal.expect("showcase> ")
    terminal.send("\u{04}")
    terminal.expect("There are changes that were not submitted.")
    terminal.expect("showcase> ")
    terminal.send("\u{04}")
    #expect(terminal.waitForExit() == 0)
  }

  /// After a resize, `show` draws for the new width (the rule under the title spans it).
  @Test func showFollowsTheTerminalWhenItIsResized() throws {
    let home = Home()
    defer { home.remove() }
    let terminal = try home.start()
    terminal.send("show newsletter\r")
    terminal.expect(
      "Send me the monthly newsletter" + String(repeating: " ", count: 29) + "newsletter")
    terminal.expect("showcase> ")
    terminal.resize(columns: 60)
    terminal.send("show newsletter\r")
    terminal.expect(
      "Send me the monthly newsletter" + String(repeating: " ", count: 9) + "newsletter")
    terminal.expect("showcase> ")
    terminal.send("exit\r")
    #expect(terminal.waitForExit() == 0)
  }

  /// Ctrl-C while a secret or a multi-line value is typed cancels the command: a new line,
  /// "cancelled", the field unchanged and the status too.
  @Test func ctrlCWhileAValueIsReadCancelsIt() throws {
    let home = Home()
    defer { home.remove() }
    let terminal = try home.start()
    terminal.send("set password\r")
    terminal.expect("Password: ")
    terminal.send("half typed\u{03}", waitingForLineEditing: false)
    terminal.expect("\ncancelled; password is unchanged")
    terminal.expect("showcase> ")
    terminal.send("set bio\r")
    terminal.expect("a lone '.' ends them.")
    terminal.send("first line\r")
    terminal.send("second\u{03}")
    terminal.expect("cancelled; bio is unchanged")
    terminal.expect("showcase> ")
    terminal.send("fields\r")
    terminal.expect("password    secure       *    (empty)")
    terminal.expect("showcase> ")
    terminal.send("exit\r")
    #expect(terminal.waitForExit() == 0)
    #expect(!terminal.screen.contains("error:"))
  }

  /// Records typed at a terminal are answered as each line is entered, not at the end.
  @Test func fillAnswersRecordsTypedAtATerminalLineByLine() throws {
    let home = Home()
    defer { home.remove() }
    try FileManager.default.createDirectory(atPath: home.path, withIntermediateDirectories: true)
    let terminal = try PseudoTerminal(
      ["fill", "--form", Formsh.root + "/Forms/signup.json"], environment: home.environment)
    terminal.send(#"{"email":"nope"}"# + "\r", waitingForLineEditing: false)
    terminal.expect(#"{"record":1,"ok":false,"errors":{"email":"Enter a valid email address.""#)
    terminal.send(
      #"{"email":"a@b.co","password":"correct horse 42","terms":true}"# + "\r",
      waitingForLineEditing: false)
    terminal.expect(#"{"record":2,"ok":true,"payload":{"email":"a@b.co""#)
    terminal.send("\u{04}", waitingForLineEditing: false)
    terminal.expect("2 records: 1 ok, 1 invalid, 0 malformed")
    #expect(terminal.waitForExit() == 1)
  }
}
