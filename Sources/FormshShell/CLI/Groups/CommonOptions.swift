/// The options every subcommand takes: `--help`, `--color` and `--version` (completion offers
/// `--version` with the shell's options only).
struct CommonOptions {
  /// `--color WHEN`.
  enum ColorChoice: String {
    case auto, always, never
  }

  /// `-h`, `--help`: the help rather than a run.
  var help = false
  /// `-V`, `--version`: the version rather than a run.
  var version = false
  /// `--color WHEN`.
  var color = ColorChoice.auto

  static let help = OptionSpec<CommonOptions>(
    flag: "--help", "-h", help: "this help (formsh SUBCOMMAND --help for one)"
  ) { $0.help = true }

  static let version = OptionSpec<CommonOptions>(
    flag: "--version", "-V", help: "the version (also: formsh version)"
  ) { $0.version = true }

  static let color = OptionSpec<CommonOptions>(
    "--color", "--colour", value: "WHEN",
    help: "auto (default), always or never; NO_COLOR and TERM=dumb mean never",
    choices: ["auto", "always", "never"]
  ) { (options, text) throws(UsageError) in
    guard let choice = ColorChoice(rawValue: text) else {
      throw UsageError("--color takes auto, always or never, not \"\(text)\"")
    }
    options.color = choice
  }

  /// `--help` and `--color`, offered first by every subcommand, and `--version`, taken by
  /// every one.
  static func taken<Options>(by group: WritableKeyPath<Options, CommonOptions> & Sendable)
    -> [OptionSpec<Options>]
  {
    [help.within(group), color.within(group), version.within(group).unlisted]
  }
}
