/// A command line that cannot be run as written: the first problem, and the subcommand it
/// was meant for.
struct UsageError: Error {
  let message: String
  var subcommand = Subcommand.shell

  init(_ message: String, subcommand: Subcommand = .shell) {
    self.message = message
    self.subcommand = subcommand
  }
}
