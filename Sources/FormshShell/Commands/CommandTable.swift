import FormshDomain

/// Every command of the language, in the order `help` lists them. A new command is a file of
/// its own and one line here.
enum CommandTable {
  static let all: [any Command.Type] = [
    LoadCommand.self, ShowCommand.self, FieldsCommand.self, DescribeCommand.self,
    SectionsCommand.self, WhyCommand.self, WarningsCommand.self,
    SetCommand.self, SelectCommand.self, ToggleCommand.self, CheckCommand.self,
    UncheckCommand.self, ClearCommand.self, ResetCommand.self, AddCommand.self,
    RemoveCommand.self,
    UndoCommand.self, RedoCommand.self, CheckpointCommand.self, RestoreCommand.self,
    DiffCommand.self, StatusCommand.self, StateCommand.self, HistoryCommand.self,
    ValidateCommand.self, SubmitCommand.self, FollowCommand.self, GetCommand.self,
    HeaderCommand.self,
    HeadersCommand.self, CaptureCommand.self, RetryCommand.self, LinksCommand.self,
    OpenCommand.self, ExpectCommand.self,
    RecordCommand.self, SourceCommand.self, EchoCommand.self,
    HelpCommand.self, QuitCommand.self, ExitCommand.self,
  ]

  private static let byName: [String: any Command.Type] = Dictionary(
    uniqueKeysWithValues: all.map { ($0.spec.name, $0) })

  /// The command of a name.
  static func command(named name: String) -> (any Command.Type)? { byName[name] }

  /// The spec of a command name.
  static func spec(_ name: String) -> CommandSpec? { byName[name]?.spec }

  /// Every name, in `help` order.
  static var names: [String] { all.map { $0.spec.name } }

  /// The names of the edits of a field (`expect refused` takes them).
  static var edits: [String] { all.filter { $0.isEdit }.map { $0.spec.name } }

  /// The names of the commands `undo` takes back.
  static var undoable: [String] { all.filter { $0.isUndoable }.map { $0.spec.name } }

  /// Names in words: "a, b or c".
  static func list(_ names: [String]) -> String {
    guard names.count > 1 else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " or " + names.last!
  }

  /// Counts the commands parsed where a test asks (`CommandTable.$parses.withValue`): the
  /// interpreter parses each command of a line once, and a test holds it to that.
  @TaskLocal static var parses: ParseCount?

  /// Parses the words of one command.
  static func parse(_ command: CommandWords) throws(ParseError) -> any Command {
    parses?.add()
    return try make(from: command)
  }

  /// The command of some words (`parse`, and `expect refused EDIT` for the edit it wraps).
  static func make(from command: CommandWords) throws(ParseError) -> any Command {
    guard let first = command.words.first else {
      throw ParseError(message: "empty command", column: 1, kind: .usage)
    }
    guard let type = byName[first.text] else {
      let suggestion = Suggestion.nearest(to: first.text, in: names)
      throw ParseError(
        message: "unknown command \"\(first.text)\""
          + (suggestion.map { "; did you mean \"\($0)\"?" } ?? "; type help for the list"),
        column: first.column, kind: .unknownCommand)
    }
    return try type.init(
      Arguments.parse(
        spec: type.spec, words: Array(command.words.dropFirst()), column: first.column))
  }
}
