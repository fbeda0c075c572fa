/// What formsh was asked to run: the shell itself (`formsh [FORM]`, `formsh -c …`) or one of
/// its subcommands. Errors on the command line are named after it.
enum Subcommand: String, CaseIterable {
  case shell, run, test, fill, lint

  /// The subcommand a first operand names; `nil` for anything else (a form's path).
  init?(operand: String) {
    guard operand != Subcommand.shell.rawValue, let named = Subcommand(rawValue: operand) else {
      return nil
    }
    self = named
  }

  /// How the user invoked it: `formsh` or `formsh fill`.
  var invocation: String { self == .shell ? "formsh" : "formsh \(rawValue)" }

  /// Its `--help` text.
  var help: String {
    switch self {
    case .shell: Usage.main
    case .run: Usage.run
    case .test: Usage.test
    case .fill: Usage.fill
    case .lint: Usage.lint
    }
  }

  /// The one usage line shown after a usage error.
  var synopsis: String {
    self == .shell ? Usage.shellSynopsis : String(help.prefix { $0 != "\n" })
  }
}
