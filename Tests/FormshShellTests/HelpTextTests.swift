import Testing

@testable import FormshShell

@Suite struct HelpTextTests {
  /// A text's words, whatever lines they fall on (help is wrapped to 80 columns).
  static func words(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  @Test func theOverviewListsEveryCommandOfTheTableInOrder() {
    // A summary wrapped goes on under itself, on a line that names no command.
    let lines = HelpText.overview().split(separator: "\n").dropFirst().filter {
      $0.hasPrefix("  ") && $0.dropFirst(2).first != " "
    }
    let listed = lines.prefix(CommandTable.all.count).map {
      String($0.dropFirst(2).prefix { $0 != " " })
    }
    #expect(listed == CommandTable.names)
    for spec in CommandTable.all.map({ $0.spec }) {
      #expect(Self.words(HelpText.overview()).contains(spec.summary), "\(spec.name)")
    }
  }

  @Test("help COMMAND shows the synopsis, summary and details", arguments: CommandTable.names)
  func command(name: String) throws {
    let spec = try #require(CommandTable.spec(name))
    let text = try #require(HelpText.command(name))
    #expect(text.hasPrefix("usage: "))
    let words = Self.words(text)
    // The synopsis, broken into lines (after a `|` too).
    #expect(
      text.filter { !$0.isWhitespace }.hasPrefix(
        "usage:" + spec.synopsis.filter { !$0.isWhitespace }))
    #expect(words.lowercased().contains(spec.summary.lowercased() + "."))
    #expect(spec.details.isEmpty || words.contains(Self.words(spec.details)))
    for line in text.split(separator: "\n") { #expect(line.count <= HelpText.columns, "\(line)") }
  }

  @Test(
    "every synopsis parses the way it is written",
    arguments: [
      "load FORM", "show", "show FIELD", "fields", "describe FIELD", "set FIELD=VALUE",
      "select FIELD a,b", "toggle FIELD", "check FIELD", "uncheck FIELD", "clear FIELD", "reset",
      "reset FIELD", "validate", "validate FIELD", "submit", "submit -o FILE", "links",
      "links FIELD", "open 1", "expect valid", "record FILE", "record stop", "source FILE",
      "echo TEXT", "help", "help COMMAND", "quit", "exit", "exit 1",
    ])
  func synopsisParses(line: String) throws {
    let words = try #require(try Lexer { _ in nil }.split(line).first)
    #expect(throws: Never.self) { try CommandTable.parse(words) }
  }

  @Test func anUnknownTopicHasNoHelp() {
    #expect(HelpText.command("frobnicate") == nil)
  }

  @Test func theOverviewMentionsTheLanguage() {
    #expect(
      HelpText.overview().hasSuffix(
        """

        Separate commands with ';'. '#' starts a comment where a command starts, and
        '# ' (before a blank) after its first word: #/email and #FF0000 are text.
        Quote with '…' or "…".
        ${NAME} expands a --var or an environment variable.

        """))
  }
}
