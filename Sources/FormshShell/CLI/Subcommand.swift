/// What formsh was asked to run: the shell itself (`formsh [FORM]`, `formsh -c …`) or one of
/// its subcommands. Errors on the command line are named after it.
enum Subcommand: String, CaseIterable {
  case shell, run, test, fill, lint, logic, cases, help, completion

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
    case .logic: Usage.logic
    case .cases: Usage.cases
    case .help: Usage.help
    case .completion: Usage.completion
    }
  }

  /// The options it takes, for shell completion scripts.
  var options: [String] {
    let shared = ["--help", "--color"]
    return switch self {
    case .shell:
      shared + ["-c", "--var", "--bail", "--echo", "--format", "--form", "--version"]
    case .run: shared + ["--form", "--var", "--bail", "--echo", "--format"]
    case .test:
      shared + [
        "--form", "--var", "--bail", "--jobs", "--report", "--follow-symlinks", "--coverage",
        "--coverage-json", "--min-coverage",
      ]
    case .fill:
      shared + [
        "--form", "--format", "--output", "--jobs", "--follow-symlinks", "--id", "--first-record",
      ]
    case .lint: shared + ["--json"]
    case .cases: ["--help", "--out", "--force", "--form"]
    case .logic, .help, .completion: ["--help"]
    }
  }

  /// Whether its operands are files (for shell completion scripts).
  var takesFiles: Bool { self != .help && self != .completion && self != .logic }

  /// The one usage line shown after a usage error.
  var synopsis: String {
    guard self != .shell else { return Usage.shellSynopsis }
    // The usage line, and the indented lines that continue it.
    let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
    let continued = lines.dropFirst().prefix { $0.hasPrefix(" ") }
    return ([lines[0]] + continued).joined(separator: "\n")
  }
}
