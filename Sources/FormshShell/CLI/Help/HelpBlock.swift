import FormshPresentation

/// A part of a subcommand's help: its usage lines, prose as printed, a table of options made
/// from their declarations, or the overview's list of every subcommand.
enum HelpBlock: Sendable {
  /// The subcommand's usage lines, then a blank line.
  case usage
  /// Prose, printed as written (wrapped at 80 columns by hand; each line ends with `\n`).
  case text(String)
  /// Options, a row each, their help wrapped at 80 columns.
  case table(OptionTable)
  /// Every subcommand's lines of the overview (`formsh fill [--form FORM] RECORDS  batch-fill
  /// records …`), in the order of `Subcommands.all`.
  case subcommands

  /// The overview's summaries start at this column.
  static let summaryColumn = 36

  /// The block as printed in the help of `spec`.
  func text(for spec: SubcommandSpec) -> String {
    switch self {
    case .usage: return spec.synopsis + "\n\n"
    case .text(let text): return text
    case .table(let table): return table.text
    case .subcommands:
      let indent = String(repeating: " ", count: HelpBlock.summaryColumn)
      var text = ""
      for line in Subcommands.all.flatMap({ $0.spec.overview }) {
        let lead = "  " + line.usage
        let summary = line.summary.split(separator: "\n", omittingEmptySubsequences: false)
        text +=
          TerminalText.pad(lead, to: HelpBlock.summaryColumn - 1) + " " + summary[0] + "\n"
        for more in summary.dropFirst() { text += indent + more + "\n" }
      }
      return text
    }
  }
}
