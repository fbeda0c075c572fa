/// One command of a line, parsed once: its words, the command they make (or why they make
/// none) and its mask. `--echo`, the history file, `history`, events, the pending refusal
/// and retry and the run itself all read this one value; nothing parses the words again.
struct ParsedCommand {
  /// The words, `${NAME}` expanded, and the text they were written as.
  let words: CommandWords
  /// The command they make, or the usage error that says why they make none.
  let command: Result<any Command, ParseError>
  /// What of it is secret, as the session stood when it was masked.
  let mask: CommandMask

  /// The command, when the words make one.
  var parsed: (any Command)? { try? command.get() }
}
