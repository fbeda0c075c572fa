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
  /// The rest of `help NAME`: details and examples.
  let details: String
  /// What each argument position completes to.
  let arguments: [ArgumentKind]

  init(
    _ name: String, synopsis: String, summary: String, details: String = "",
    arguments: [ArgumentKind] = []
  ) {
    self.name = name
    self.synopsis = synopsis
    self.summary = summary
    self.details = details
    self.arguments = arguments
  }
}
