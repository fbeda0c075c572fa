/// How a subcommand is written and explained: its name, its usage lines, its lines in the
/// overview (`formsh --help`), its help, and what its operands complete to. Help, usage
/// errors, `formsh help`, did-you-mean, the completion scripts and (through the help the
/// binary prints) the man page are all made from it.
struct SubcommandSpec: Sendable {
  /// The word after `formsh` (`fill`); empty for the shell itself.
  let name: String
  /// Its usage forms, one line each (`formsh fill [--form FORM] … [RECORDS|-]`), wrapped at
  /// 80 columns where printed.
  let usage: [String]
  /// Its lines in the overview's list: a usage, and what it does (written as printed: a
  /// summary that goes on goes on on its own line).
  let overview: [(usage: String, summary: String)]
  /// What its operands complete to.
  let operands: OperandCompletion
  /// Its help, in blocks (made when asked for, since some are made from every subcommand).
  var help: [HelpBlock] { makeHelp() }
  private let makeHelp: @Sendable () -> [HelpBlock]

  init(
    _ name: String, usage: [String], overview: [(usage: String, summary: String)],
    operands: OperandCompletion = .files,
    help: @autoclosure @escaping @Sendable () -> [HelpBlock]
  ) {
    self.name = name
    self.usage = usage
    self.overview = overview
    self.operands = operands
    self.makeHelp = help
  }

  /// Whether it is the shell itself (`formsh [FORM]`).
  var isShell: Bool { name.isEmpty }

  /// How the user invoked it: `formsh` or `formsh fill`.
  var invocation: String { isShell ? "formsh" : "formsh \(name)" }

  /// How a usage error names it: `fill takes no option --out`, `the shell takes no option …`.
  var label: String { isShell ? "the shell" : name }

  /// Its `--help` text.
  var helpText: String { help.map { $0.text(for: self) }.joined() }

  /// Its usage lines (`usage: formsh fill …`, each form's arguments wrapped under its first
  /// argument), as help begins with them and a usage error ends with them.
  var synopsis: String {
    usage.enumerated().map { index, form in
      let lead = index == 0 ? "usage: " : "       "
      // A form's arguments go on under its first one.
      let command = isShell || !form.hasPrefix(invocation + " ") ? "" : invocation + " "
      let indent = String(repeating: " ", count: lead.count + command.count)
      let lines = HelpText.wrapped(
        synopsis: String(form.dropFirst(command.count)), width: HelpText.columns - indent.count)
      return lead + command + lines.joined(separator: "\n" + indent)
    }.joined(separator: "\n")
  }
}

/// What a subcommand's operands complete to in the completion scripts.
enum OperandCompletion: Sendable {
  /// File names (forms, scripts, records).
  case files
  /// Nothing: its operands are text (`formsh logic RULE`).
  case none
  /// One word of these (`formsh completion bash|zsh|fish`), called `label` by zsh.
  case word(label: String, words: @Sendable () -> [String])
}

extension OperandCompletion {
  /// Whether they are file names.
  var areFiles: Bool {
    if case .files = self { return true }
    return false
  }

  /// The words of the one word it takes; empty for any other.
  var words: [String] {
    if case .word(_, let words) = self { return words() }
    return []
  }
}
