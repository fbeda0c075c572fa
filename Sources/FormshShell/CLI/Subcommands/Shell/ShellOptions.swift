/// The shell itself, `formsh [FORM]` and `formsh -c 'COMMANDS' [FORM]`: its spec (its help is
/// the overview of formsh) and its options.
struct ShellOptions: SubcommandOptions, InterpreterOptions {
  static let spec = SubcommandSpec(
    "",
    usage: ["formsh [OPTION]… [-c 'COMMANDS'] [FORM]  (or: formsh run|test|fill …)"],
    overview: [
      ("formsh [FORM]", "the interactive shell (default: the sample\nform)"),
      ("formsh -c 'COMMANDS' [FORM]", "run these commands, then exit"),
    ],
    help: [
      .text("formsh: a shell for server-driven forms\n\nusage:\n"),
      .subcommands,
      .text("\noptions:\n"),
      .table(
        OptionTable([
          .init(VariableOptions.variable), .init(VariableOptions.file),
          .init(VariableOptions.secret),
          .init(
            VariableOptions.secret, as: "--secret NAME",
            "the environment variable NAME is a secret (better: its value stays out of the"
              + " command line and of ps)"),
          .init(ScriptOptions.bail), .init(ScriptOptions.echo), .init(ScriptOptions.format),
          .init(CommonOptions.color), .init(FormOptions.dialect), .init(FormOptions.operation),
        ])),
      .text(
        """

        talking to servers (FORM may be an http(s) URL; submit --to, validate --remote,
        fill --to):

        """),
      .table(
        OptionTable(
          HTTPOptions.all.map {
            .init($0, hangingUnderText: $0.name == HTTPOptions.maxResponseSize.name)
          } + [.init(CommonOptions.help), .init(CommonOptions.version)])),
      .text(
        """

        short options: -f FORM for --form FORM (the shell, run, test, fill, cases), -o
          FILE for --output FILE (fill) and -j N for --jobs N (test, fill); see
          SUBCOMMAND --help.

        exit status: 0 all went well · 1 a command, expectation, submit or record
          failed · 2 usage error · 65 malformed form or data · 66 unreadable file · 69
          server unreachable · 73 output file cannot be written (standard output too) ·
          130 interrupted · 141 standard output closed (its reader went away) · 143
          terminated (SIGTERM)
        Errors read: formsh SUBCOMMAND: error: … (FILE:LINE: error: … inside a script).
        Inside the shell, help lists the commands.

        """),
    ])

  static let options =
    [CommonOptions.help, CommonOptions.color].map { $0.within(\Self.common) }
    + [commands]
    + [VariableOptions.variable, VariableOptions.file, VariableOptions.secret].map {
      $0.within(\Self.variables)
    }
    + [ScriptOptions.bail, ScriptOptions.echo, ScriptOptions.format].map { $0.within(\Self.script) }
    + [FormOptions.form, FormOptions.dialect, FormOptions.htmlForm, FormOptions.operation].map {
      $0.within(\Self.form)
    }
    + [CommonOptions.version.within(\Self.common)]
    + HTTPOptions.all.map { $0.within(\Self.http) }

  /// `-c 'COMMANDS'`: run these commands, then exit.
  static let commands = OptionSpec<ShellOptions>("-c", value: "'COMMANDS'") { options, text in
    options.commands = text
  }

  static var variables: WritableKeyPath<ShellOptions, VariableOptions>? { \.variables }
  static var http: KeyPath<ShellOptions, HTTPOptions>? { \.http }

  var common = CommonOptions()
  var operands: [String] = []
  /// `-c 'COMMANDS'`.
  var commands: String?
  var variables = VariableOptions()
  var script = ScriptOptions()
  var form = FormOptions()
  var http = HTTPOptions()
  /// Every argument as given (for saying how to run a command of the shell given as one).
  var arguments: [String] = []

  var urls: [String] { [form.form].compactMap(\.self) }

  var misuse: String? { ShellCommand.commandHint(self) }

  mutating func finish(_ invocation: Invocation) { arguments = invocation.arguments }
}
