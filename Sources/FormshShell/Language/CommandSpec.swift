/// One command of the language: its name, how it is written, what it does, how its
/// arguments complete, and how they parse. `CommandTable` holds them all, so parsing, `help`
/// and Tab completion never disagree.
struct CommandSpec: Sendable {
  /// The name typed.
  let name: String
  /// Other names for it (`exit` for `quit`).
  let aliases: [String]
  /// How it is written, e.g. `set FIELD=VALUE`.
  let synopsis: String
  /// One line for the `help` list.
  let summary: String
  /// The rest of `help NAME`: details and examples.
  let details: String
  /// What each argument position completes to.
  let arguments: [ArgumentKind]
  /// Parses the words after the name.
  let parse: @Sendable (Arguments) throws(ParseError) -> Command

  init(
    _ name: String, aliases: [String] = [], synopsis: String, summary: String, details: String = "",
    arguments: [ArgumentKind] = [],
    parse: @escaping @Sendable (Arguments) throws(ParseError) -> Command
  ) {
    self.name = name
    self.aliases = aliases
    self.synopsis = synopsis
    self.summary = summary
    self.details = details
    self.arguments = arguments
    self.parse = parse
  }
}
