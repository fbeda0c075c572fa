/// How a command is written and explained: its name, synopsis, help text and what each of its
/// arguments completes to. Parsing, `help` and Tab completion all read it, so they never
/// disagree.
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
  /// What each argument position completes to.
  let arguments: [ArgumentKind]
  /// The options it takes (`--json`, `--out FILE`); any other word starting with `--` is a
  /// usage error, unless the command takes free text.
  let options: [CommandOption]
  /// Whether its words are free text (`set`'s value, `echo`'s text), where `--` is just text.
  let freeText: Bool

  init(
    _ name: String, synopsis: String, summary: String,
    details: @autoclosure @escaping @Sendable () -> String = "",
    arguments: [ArgumentKind] = [], options: [CommandOption] = [], freeText: Bool = false
  ) {
    self.name = name
    self.synopsis = synopsis
    self.summary = summary
    self.makeDetails = details
    self.arguments = arguments
    self.options = options
    self.freeText = freeText
  }
}
