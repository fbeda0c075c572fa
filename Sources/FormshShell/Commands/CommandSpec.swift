/// How a command is written and explained: its name, synopsis, help text, the arguments and
/// options it takes and what each completes to. It is the command's parser (`Arguments.parse`
/// takes the options out and holds the words left to the arguments, so a command's `init`
/// only reads them), and `help` and Tab completion read it too, so they never disagree.
struct CommandSpec: Sendable {
  /// The name typed.
  let name: String
  /// How it is written, e.g. `set FIELD=VALUE`.
  let synopsis: String
  /// One line for the `help` list.
  let summary: String
  /// The rest of `help NAME`: details and examples (worked out when help is asked for, since
  /// some are made from the command table).
  var details: String { makeDetails() }
  private let makeDetails: @Sendable () -> String
  /// The words it takes besides its options, in order: how many there may be, and what each
  /// completes to. Where its words are free text, the command reads them itself and these
  /// only complete.
  let arguments: [CommandArgument]
  /// The options it takes (`--json`, `--out FILE`); any other word starting with `--` is a
  /// usage error, unless the command takes free text.
  let options: [CommandOption]
  /// Whether its words are free text (`set`'s value, `echo`'s text), where `--` is just text.
  let freeText: Bool
  /// What a usage error for a word too many adds (`submit`: how to write the payload to a
  /// file).
  let tooMany: String?

  init(
    _ name: String, synopsis: String, summary: String,
    details: @autoclosure @escaping @Sendable () -> String = "",
    arguments: [CommandArgument] = [], options: [CommandOption] = [], freeText: Bool = false,
    tooMany: String? = nil
  ) {
    self.name = name
    self.synopsis = synopsis
    self.summary = summary
    self.makeDetails = details
    self.arguments = arguments
    self.options = options
    self.freeText = freeText
    self.tooMany = tooMany
  }
}
