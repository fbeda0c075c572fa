import FormshDomain
import FormshPresentation

/// `formsh help [SUBCOMMAND|COMMAND]`: the overview, a subcommand's help, or a shell
/// command's help, as git does.
struct HelpSubcommand {
  let options: Options
  let console: Console

  func run() -> Int32 {
    if options.help {
      console.print(Usage.help)
      return ExitStatus.success
    }
    guard options.operands.count <= 1 else {
      return ErrorPrinter.report(
        .usage("one topic at most (got \(options.operands.count))"), in: .help, to: console)
    }
    guard let topic = options.operands.first else {
      console.print(Usage.main)
      return ExitStatus.success
    }
    if let subcommand = Subcommand(operand: topic) {
      console.print(subcommand.help)
      return ExitStatus.success
    }
    if let text = HelpText.command(topic) {
      console.print(text)
      return ExitStatus.success
    }
    if topic == "formsh" {
      console.print(Usage.main)
      return ExitStatus.success
    }
    let names = Subcommand.allCases.filter { $0 != .shell }.map(\.rawValue) + CommandTable.names
    let suggestion = Suggestion.nearest(to: topic, in: names)
    return ErrorPrinter.report(
      .usage(
        "no subcommand or command \"\(topic)\""
          + (suggestion.map { "; did you mean \"\($0)\"?" } ?? "")),
      in: .help, to: console)
  }
}
