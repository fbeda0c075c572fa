/// What a subcommand says of an option that belongs to another, instead of "takes no option":
/// where the option goes. Each is worded once; an option names its own in its declaration.
/// They are judged in the order of their cases, before any other option a subcommand does not
/// take (so `lint --as json --to URL` is told about `--to` first).
enum Refusal: CaseIterable, Sendable {
  /// `fill --to`'s options (`probe` takes them too).
  case sending
  /// `--format` of the shell, `run` and `fill`.
  case outputFormat
  /// `test`'s coverage options.
  case coverage
  /// `fill`'s numbering of its records (`--id`, `--first-record`).
  case recordNumbering

  /// The usage error for the option of this long name.
  func message(for option: String) -> String {
    switch self {
    case .sending: "\(option) goes with fill --to URL (a script sends with submit --to URL)"
    case .outputFormat:
      "--format goes with -c, run and scripts on standard input (text or jsonl), or fill"
    case .coverage: "\(option) goes with formsh test"
    case .recordNumbering:
      "\(option) goes with fill (it names the records in fill's output lines)"
    }
  }

  /// Whether a subcommand that does not take the option refuses it so (else it is told it
  /// takes no such option). `--format` is refused so by the subcommands that print no
  /// results in a format of their choosing; `cases`, `convert`, `logic` and `probe` say
  /// they take no `--format`, as they always have.
  func applies(to subcommand: SubcommandSpec) -> Bool {
    switch self {
    case .outputFormat: ["test", "lint", "help", "completion", "version"].contains(subcommand.name)
    case .sending, .coverage, .recordNumbering: true
    }
  }
}
