import FormshData

/// What formsh was asked to run: the shell itself (`formsh [FORM]`, `formsh -c …`) or one of
/// its subcommands. Errors on the command line are named after it.
enum Subcommand: String, CaseIterable {
  case shell, run, test, fill, lint, convert, logic, cases, probe, help, completion, version

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
    case .convert: Usage.convert
    case .logic: Usage.logic
    case .cases: Usage.cases
    case .probe: Usage.probe
    case .help: Usage.help
    case .completion: Usage.completion
    case .version: Usage.versionHelp
    }
  }

  /// The options it takes, by their long names: any other is a usage error naming it
  /// (`Options.foreignOption`), and shell completion scripts offer these.
  var options: [String] {
    let shared = ["--help", "--color"]
    // Where a form or a request may come from a server.
    let http = [
      "--header", "--cookie-jar", "--cacert", "--insecure", "--location-trusted",
      "--connect-timeout", "--max-time", "--max-response-size",
    ]
    return switch self {
    case .shell:
      shared + [
        "-c", "--var", "--var-file", "--secret", "--bail", "--echo", "--format", "--form",
        "--dialect",
        "--version",
      ] + http
    case .run:
      shared + [
        "--form", "--dialect", "--var", "--var-file", "--secret", "--bail", "--echo", "--format",
      ] + http + ["--retry", "--retry-interval"]
    case .test:
      shared + [
        "--form", "--dialect", "--var", "--secret", "--bail", "--jobs", "--report", "--output",
        "--follow-symlinks",
        "--coverage", "--coverage-json", "--min-coverage",
        "--data", "--var-file", "--curl",
      ] + http + ["--retry", "--retry-interval"]
    case .fill:
      shared + [
        "--form", "--dialect", "--format", "--output", "--jobs", "--follow-symlinks", "--id",
        "--first-record",
        "--to", "--concurrency", "--rate", "--retries", "--method", "--as",
      ] + http
    case .lint: shared + ["--json", "--strict", "--dialect"] + http
    case .cases: shared + ["--out", "--force", "--form", "--dialect"] + http
    case .probe:
      shared + [
        "--form", "--dialect", "--secret", "--json", "--report", "--output", "--follow-symlinks",
        "--to", "--concurrency", "--rate", "--retries", "--method", "--as", "--dry-run",
        "--max-requests", "--unique",
      ] + http
    case .convert: shared + ["--dialect"] + http
    case .logic, .help, .completion, .version: shared
    }
  }

  /// The values an option of this subcommand takes, for completion scripts; empty where its
  /// value is free (a number, a file, a URL).
  func values(of option: String) -> [String] {
    switch option {
    case "--color": ["auto", "always", "never"]
    case "--format": self == .fill ? ["jsonl", "csv"] : ["text", "jsonl"]
    case "--report": self == .probe ? ["junit"] : ["junit", "tap", "json", "html"]
    case "--method": ["POST", "PUT", "PATCH"]
    case "--as": ["json", "form"]
    case "--dialect": Dialects.names
    default: []
    }
  }

  /// The options of this subcommand with a fixed set of values, and those values.
  var optionValues: [(option: String, values: [String])] {
    options.map { ($0, values(of: $0)) }.filter { !$0.1.isEmpty }
  }

  /// What a usage error says of an option it does not take; of `--out` where it writes one
  /// file, or `--output` where it writes a folder, which spelling it takes instead (one
  /// spelling for one idea: `-o FILE`, `--out DIR`).
  func refusal(of option: String) -> String {
    let refusal = "\(self == .shell ? "the shell" : rawValue) takes no option \(option)"
    let long = Options.longNames[option] ?? option
    if long == "--out", options.contains("--output") {
      return refusal + "; it writes one file: -o FILE (--output FILE)"
    }
    if long == "--output", options.contains("--out") {
      return refusal + "; it writes a folder: --out DIR"
    }
    return refusal
  }

  /// Whether its operands are files (for shell completion scripts).
  var takesFiles: Bool { ![.help, .completion, .logic, .version].contains(self) }

  /// The one usage line shown after a usage error.
  var synopsis: String {
    guard self != .shell else { return Usage.shellSynopsis }
    // The usage line, and the indented lines that continue it.
    let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
    let continued = lines.dropFirst().prefix { $0.hasPrefix(" ") }
    return ([lines[0]] + continued).joined(separator: "\n")
  }
}
