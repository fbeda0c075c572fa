/// A command line that cannot be run as written: the first problem, and the subcommand it
/// was meant for.
struct UsageError: Error {
  let message: String
  var subcommand: SubcommandSpec

  init(_ message: String, subcommand: SubcommandSpec = ShellOptions.spec) {
    self.message = message
    self.subcommand = subcommand
  }
}
