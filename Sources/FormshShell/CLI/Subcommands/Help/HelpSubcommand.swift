import FormshDomain
import FormshPresentation

/// `formsh help [SUBCOMMAND|COMMAND]`: the overview, a subcommand's help, or a shell
/// command's help, as git does.
struct HelpSubcommand: Subcommand {
  let options: HelpOptions
  let console: Console

  /// What it takes: a subcommand's name or a shell command's, each once (`help` is both).
  static var topics: [String] {
    var seen: Set<String> = []
    return (Subcommands.names + CommandTable.names).filter { seen.insert($0).inserted }
  }

  func run() -> Int32 {
    guard options.operands.count <= 1 else {
      return ErrorPrinter.report(
        .usage("one topic at most (got \(options.operands.count))"), in: Self.spec,
        to: console)
    }
    guard let topic = options.operands.first else {
      console.print(ShellCommand.helpText)
      return ExitStatus.success
    }
    if let subcommand = Subcommands.named(topic) {
      console.print(subcommand.helpText)
      return ExitStatus.success
    }
    if let text = HelpText.command(topic) {
      console.print(text)
      return ExitStatus.success
    }
    if topic == "formsh" {
      console.print(ShellCommand.helpText)
      return ExitStatus.success
    }
    let suggestion = Suggestion.nearest(to: topic, in: Subcommands.names + CommandTable.names)
    return ErrorPrinter.report(
      .usage(
        "no subcommand or command \"\(topic)\""
          + (suggestion.map { "; did you mean \"\($0)\"?" } ?? "")),
      in: Self.spec, to: console)
  }
}
