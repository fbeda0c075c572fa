/// A line's commands, split and parsed before any of them runs, with each `${NAME}` as the
/// variables stand then: what the history file keeps of the line, and which names its
/// `capture` commands set (a later command of the line may give them). When a command's turn
/// comes it is split again, since a `capture` before it may have changed what a `${NAME}`
/// gives; words that came out the same (as they do but after such a capture) keep the
/// command parsed here.
struct ParsedLine {
  /// The line as typed.
  let text: String
  /// Its commands; `nil` when it does not split (a quote left open), which running it
  /// reports.
  let commands: [ParsedCommand]?
  /// Whether every `${NAME}` it gives was set when it was parsed.
  let expandsAll: Bool

  /// The names its `capture` commands set.
  var capturedNames: Set<String> {
    Set((commands ?? []).compactMap { ($0.parsed as? CaptureCommand)?.name })
  }

  /// The command parsed here at `index` of the line, when its words at its turn are the ones
  /// parsed.
  func command(at index: Int, for words: CommandWords) -> Result<any Command, ParseError>? {
    guard let commands, index < commands.count, commands[index].words == words else {
      return nil
    }
    return commands[index].command
  }
}
