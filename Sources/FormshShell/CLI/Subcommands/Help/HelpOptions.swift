import FormshPresentation

/// `formsh help [SUBCOMMAND|COMMAND]`: its spec and options.
struct HelpOptions: SubcommandOptions {
  static let spec = SubcommandSpec(
    "help",
    usage: ["formsh help [SUBCOMMAND|COMMAND]"],
    overview: [
      ("formsh help [SUBCOMMAND|COMMAND]", "this help, a subcommand's or a command's")
    ],
    operands: .word(label: "topic", words: { HelpSubcommand.topics }),
    help: [
      .usage,
      // It names every subcommand from their list, so a new one is never left out; the list
      // is wrapped, so that one more never takes the line past 80 columns.
      .text(
        """
        Without an argument, the overview of formsh. With a subcommand, its help, as
        formsh SUBCOMMAND --help prints it; the subcommands are
        \(TerminalText.wrap(Subcommands.names.joined(separator: ", ") + ".", width: 80)
          .joined(separator: "\n"))
        With a command of the shell (set, select, expect, …), that command's help, as
        help COMMAND prints it inside.

        """),
    ])

  static let options = CommonOptions.taken(by: \Self.common)

  var common = CommonOptions()
  var operands: [String] = []
}
