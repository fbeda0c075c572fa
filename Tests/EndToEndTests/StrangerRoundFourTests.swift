import Foundation
import Testing

/// The smaller things a new user met (issue 41, point 10), each through the built binary.
@Suite struct StrangerRoundFourTests {
  /// Every help text fits 80 columns: the overview, each subcommand's, the shell's command
  /// list and each command's (formsh(1) is made of them).
  @Test func everyHelpFitsEightyColumns() throws {
    var texts: [(String, String)] = []
    let overview = try Formsh.run(["--help"])
    texts.append(("--help", overview.stdout))
    let subcommands = overview.stdout.split(separator: "\n").compactMap { line in
      line.firstMatch(of: #/^  formsh ([a-z]+)/#).map { String($0.1) }
    }
    #expect(subcommands.count >= 10, "\(overview)")
    for subcommand in Set(subcommands) {
      texts.append((subcommand, try Formsh.run([subcommand, "--help"]).stdout))
    }
    let commands = try Formsh.run(["-c", "help"])
    texts.append(("help", commands.stdout))
    let names = commands.stdout.split(separator: "\n").compactMap { line in
      line.firstMatch(of: #/^  ([a-z]+)/#).map { String($0.1) }
    }
    #expect(names.count >= 40, "\(commands)")
    for name in Set(names) {
      texts.append(("help \(name)", try Formsh.run(["help", name]).stdout))
    }
    for (name, text) in texts {
      #expect(!text.isEmpty, "\(name)")
      for line in text.split(separator: "\n") where line.count > 80 {
        Issue.record("\(name): \(line.count) columns: \(line)")
      }
    }
  }

  /// The form given again as the records, by any name, is refused before a record is read,
  /// as a `.json` records file without `--form` is.
  @Test(arguments: ["same", "dotted", "linked"])
  func theFormGivenAsTheRecordsIsRefused(spelling: String) throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let form = try files.write("name.json", AtomicWriteTests.nameForm)
    var records = form
    if spelling == "dotted" { records = files.path + "/./name.json" }
    if spelling == "linked" {
      records = files.path + "/records.jsonl"
      try FileManager.default.createSymbolicLink(atPath: records, withDestinationPath: form)
    }
    let result = try Formsh.run(["fill", "--form", form, records])
    #expect(result.status == 2, "\(result)")
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr.hasPrefix(
        "formsh fill: error: \(records) is the form given with --form (\(form)), not records"),
      "\(result)")
  }

  /// A CSV from a spreadsheet that separates cells with semicolons (or tabs) says so.
  @Test(arguments: [(";", "semicolons (;)"), ("\t", "tabs")])
  func aCSVWithAnotherSeparatorSaysWhichItFound(separator: String, words: String) throws {
    let csv =
      ["email", "password", "terms"].joined(separator: separator) + "\n"
      + ["ada@example.com", "correct horse 1", "true"].joined(separator: separator) + "\n"
    let result = try Formsh.run(
      ["fill", "--form", "Forms/signup.json", "--format", "csv", "-"], stdin: csv)
    #expect(result.status == 65, "\(result)")
    #expect(
      result.stderr.contains("the header is separated by \(words), and fill reads CSV separated"),
      "\(result)")
  }

  /// Replaying a recording whose secret is not given says to pass it as a secret.
  @Test func aRecordingsUnsetSecretSuggestsSecret() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let script = try files.write(
      "session.formsh",
      "load Forms/showcase.json\nset full_name=Ada\nset password=${PASSWORD}\n")
    let result = try Formsh.run(["run", script])
    #expect(result.status == 2, "\(result)")
    #expect(
      result.stderr.contains(
        "${PASSWORD} is not set; password is secret: pass --secret PASSWORD=VALUE"), "\(result)")
    // Elsewhere, the usual advice.
    let plain = try Formsh.run(["-c", "set full_name=${NAME}"])
    #expect(plain.stderr.contains("${NAME} is not set; export it or pass --var NAME=VALUE"))
  }

  /// At the prompt, undo of a remove says the list's number of items and the values that
  /// came back, not only the form's name.
  @Test func undoOfARemoveSaysWhatCameBack() throws {
    let home = InteractiveTests.Home()
    defer { home.remove() }
    try FileManager.default.createDirectory(atPath: home.path, withIntermediateDirectories: true)
    let terminal = try PseudoTerminal(["Forms/booking.json"], environment: home.environment)
    terminal.expect("booking> ")
    for (typed, shown) in [
      ("add guests", "added guests[1]"), ("set guests[1].name=Ada", "guests[1].name = \"Ada\""),
      ("add guests", "added guests[2]"), ("remove guests 1", "removed guests[1]"),
    ] {
      terminal.send(typed + "\r")
      terminal.expect(shown)
    }
    terminal.send("undo\r")
    terminal.expect("undid remove guests 1")
    terminal.expect("guests: 2 items (it had 1)")
    terminal.expect("guests[1].name = \"Ada\"")
    terminal.send("redo\r")
    terminal.expect("redid remove guests 1")
    terminal.expect("guests: 1 item (it had 2)")
    terminal.send("exit\r")
    #expect(terminal.waitForExit() == 0)
  }

  /// At 44 columns the banner, the load summary and its warnings break at spaces within the
  /// window, and a list's heading keeps how many items it has.
  @Test func aNarrowWindowWrapsAtWordsAndKeepsTheListsCount() throws {
    let home = InteractiveTests.Home()
    defer { home.remove() }
    try FileManager.default.createDirectory(atPath: home.path, withIntermediateDirectories: true)
    let hostile = try PseudoTerminal(
      ["Forms/hostile.json"], environment: home.environment, columns: 44)
    hostile.expect("hostile> ")
    hostile.send("exit\r")
    #expect(hostile.waitForExit() == 0)
    let shown = hostile.screen.components(separatedBy: "hostile> ")[0]
    let lines = shown.components(separatedBy: "\r\n")
    for line in lines { #expect(line.count <= 44, "\(line.count): \(line)") }
    // Broken between words only: the words read on as they were written.
    let words = shown.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(words.contains("· help lists the commands, quit leaves"), "\(shown)")
    #expect(words.contains("required dropdown has no options; it can never be submitted"))
    #expect(words.contains("unknown type \"COLOR_PICKER\"; field skipped"), "\(shown)")

    let booking = try PseudoTerminal(
      ["Forms/booking.json"], environment: home.environment, columns: 44)
    booking.expect("booking> ")
    booking.send("show guests\r")
    booking.expect("guests · list · 0 items")
    booking.expect("booking> ")
    booking.send("add guests\r")
    booking.expect("added guests[1]")
    booking.send("show guests\r")
    booking.expect("guests · list · 1 item")
    booking.expect("booking> ")
    booking.send("exit\r")
    #expect(booking.waitForExit() == 0)
  }

  /// Untitled documents of other dialects, with the title each gets.
  static let untitled: [(document: String, title: String)] = [
    (
      ##"{"schema": {"type": "object", "properties": {"name": {"type": "string"}}}, "uischema": {"type": "Group", "label": "Your details", "elements": [{"type": "Control", "scope": "#/properties/name"}]}}"##,
      "Your details"
    ),
    (
      ##"{"schema": {"type": "object", "properties": {"name": {"type": "string"}}}, "uischema": {"type": "VerticalLayout", "elements": [{"type": "Control", "scope": "#/properties/name"}]}}"##,
      "Untitled form"
    ),
    (#"{"type": "object", "properties": {"name": {"type": "string"}}}"#, "Untitled form"),
  ]

  /// A JSON Forms document (or a JSON Schema) without a title gets the title its dialect
  /// implies, with no warning about `form_title`, a key it never had.
  @Test(arguments: Self.untitled)
  func anUntitledFormOfAnotherDialectIsNotWarnedAboutFormTitle(document: String, title: String)
    throws
  {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write("untitled.json", document)
    let lint = try Formsh.run(["lint", path])
    #expect(lint.status == 0, "\(lint)")
    #expect(!lint.stdout.contains("form_title"), "\(lint)")
    #expect(lint.stdout.hasSuffix(": 1 field, no problems\n"), "\(lint)")
    let state = try Formsh.run(["-c", "state --json", path])
    #expect(state.stdout.contains(#""title": "\#(title)""#), "\(state)")
  }

  /// Scenario files of a list's fields are named across items, and a header whose title
  /// ends a sentence gets no second period.
  @Test func casesNamesAndHeadersReadWell() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let directory = files.path + "/cases"
    let result = try Formsh.run(["cases", "--out", directory, "Forms/booking.json"])
    #expect(result.status == 0, "\(result)")
    let names = try FileManager.default.contentsOfDirectory(atPath: directory)
    #expect(names.contains("guests.age.formsh"), "\(names)")
    #expect(!names.contains { $0.contains("_1_") || $0.contains("[") }, "\(names)")
    for name in names {
      let text = try String(contentsOfFile: directory + "/" + name, encoding: .utf8)
      let header = String(text.prefix { $0 != "\n" })
      #expect(!header.hasSuffix(".."), "\(name): \(header)")
      #expect(header.hasSuffix("."), "\(name): \(header)")
    }
  }

  /// The summary counts as the progress bar does: grouped by thousands.
  @Test func theSummaryGroupsItsCountsAsTheProgressDoes() throws {
    let records = String(repeating: #"{"full_name":"Ada"}"# + "\n", count: 2_345)
    let result = try Formsh.run(["fill", "--form", "Forms/showcase.json", "-"], stdin: records)
    #expect(
      FillCommandTests.summary(result.stderr) == "2,345 records: 0 ok, 2,345 invalid, 0 malformed",
      "\(result.stderr)")
  }

  /// `formsh help <Tab>` offers each command name once, and nothing after the one it takes.
  @Test func helpCompletesCommandNamesOnly() throws {
    let offered = try CompletionScriptTests.bash(["formsh", "help", ""])
    #expect(offered.count == Set(offered).count, "\(offered)")
    #expect(offered.contains("fill") && offered.contains("set") && offered.contains("help"))
    #expect(!offered.contains { $0.hasPrefix("-") || $0.contains("/") || $0.contains(".") })
    #expect(try CompletionScriptTests.bash(["formsh", "help", "set", ""]).isEmpty)
    let zsh = try Formsh.run(["completion", "zsh"]).stdout
    let topics = try #require(zsh.firstMatch(of: #/'1:topic:\(([^)]*)\)'/#)?.1)
    let words = topics.split(separator: " ")
    #expect(words.count == Set(words).count, "\(topics)")
  }

  /// The README names every package `./dev test` installs.
  @Test func theReadmeNamesEveryPackageDevInstalls() throws {
    let dev = try String(contentsOfFile: Formsh.root + "/dev", encoding: .utf8)
    let readme = try String(contentsOfFile: Formsh.root + "/README.md", encoding: .utf8)
    let packages = dev.matches(of: #/missing\+=\(([a-z0-9.+-]+)\)/#).map { String($0.1) }
    #expect(packages.count >= 12, "\(packages)")
    for package in Set(packages) {
      #expect(readme.contains("`\(package)`"), "README.md does not name \(package)")
    }
  }
}
