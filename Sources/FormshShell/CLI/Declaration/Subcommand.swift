/// A subcommand of formsh (`formsh fill …`; the shell itself is one too): its options, whose
/// struct declares them and its spec, and what runs it. `Subcommands.all` lists each.
protocol Subcommand: SendableMetatype {
  /// Its options: a struct of its own, with the groups it shares as values.
  associatedtype Options: SubcommandOptions

  init(options: Options, console: Console)

  /// Where it prints.
  var console: Console { get }

  /// Runs it; the exit status.
  func run() -> Int32

  /// `--help`: prints its help; the exit status.
  func help() -> Int32
}

extension Subcommand {
  /// Its spec, declared with its options.
  static var spec: SubcommandSpec { Options.spec }

  /// Its options, whatever struct keeps them (for the parser and the completion scripts).
  static var declared: [AnyOptionSpec] { Options.options.map(AnyOptionSpec.init) }

  /// Its `--help` text: its spec's help, then a table of each option it takes and offers that
  /// the help does not name (`--color`, the HTTP options of a subcommand whose prose is about
  /// something else), so that help lists every option the parser takes.
  static var helpText: String {
    let text = spec.helpText
    let unnamed = declared.filter { $0.isListed && !names($0.name, in: text) }
    guard !unnamed.isEmpty else { return text }
    return text + "\n" + (spec.isShell ? "other options:\n" : "Other options:\n")
      + OptionTable(unnamed.map(OptionTable.Row.init)).text
  }

  /// Whether `text` names `option` as a word of its own (`--form`, not `--form-data`).
  private static func names(_ option: String, in text: String) -> Bool {
    func isPartOfAName(_ character: Character?) -> Bool {
      guard let character else { return false }
      return character.isLetter || character.isNumber || character == "-"
    }
    return text.ranges(of: option).contains { range in
      let before =
        range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
      let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
      return !isPartOfAName(before) && !isPartOfAName(after)
    }
  }

  func help() -> Int32 {
    console.print(Self.helpText)
    return ExitStatus.success
  }
}

/// The options of one subcommand, as a struct of its own: each option it takes, declared
/// once where its value is kept (in the struct, or in a group the struct holds as a value,
/// `HTTPOptions`), and listed in `options`, which the parser, the allowed options and the
/// completion scripts read. Its spec is declared beside them.
protocol SubcommandOptions: SendableMetatype {
  /// The subcommand's name, usage and help.
  static var spec: SubcommandSpec { get }
  /// Every option it takes, in the order completion offers them.
  static var options: [OptionSpec<Self>] { get }
  /// Its variables (`--var`, `--secret`, `--var-file`, `--data`), if it takes any: read
  /// before it runs, and their secrets masked.
  static var variables: WritableKeyPath<Self, VariableOptions>? { get }
  /// Its options for talking to servers, if it takes them.
  static var http: KeyPath<Self, HTTPOptions>? { get }

  /// No option given.
  init()

  /// `--help`, `--color` and `--version`.
  var common: CommonOptions { get set }
  /// Its operands, in order.
  var operands: [String] { get set }
  /// The URLs its options name (their credentials are secrets, as an operand's are).
  var urls: [String] { get }
  /// A usage problem found before its options are judged (the shell: a command of the shell
  /// given as a subcommand); `nil` when none.
  var misuse: String? { get }

  /// Anything it keeps of the command line as a whole, after every option was read.
  mutating func finish(_ invocation: Invocation)
}

extension SubcommandOptions {
  static var variables: WritableKeyPath<Self, VariableOptions>? { nil }
  static var http: KeyPath<Self, HTTPOptions>? { nil }
  var urls: [String] { [] }
  var misuse: String? { nil }
  mutating func finish(_ invocation: Invocation) {}
}
