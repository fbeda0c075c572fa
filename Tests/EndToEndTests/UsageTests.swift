import Testing

/// `--help` on every subcommand: the usage on standard output, exit 0.
@Suite struct UsageTests {
  @Test(arguments: [
    (["--help"], "formsh: a shell for server-driven forms\n\nusage:\n"),
    (["-h"], "formsh: a shell for server-driven forms\n\nusage:\n"),
    (
      ["run", "--help"],
      "usage: formsh run [--form FORM] [--bail] [--echo] [--format jsonl] [--var NAME=VALUE]…\n"
        + "                  [--var-file FILE]… [--secret NAME[=VALUE]]… [--retry N [--retry-interval MS]]\n"
        + "                  SCRIPT…\n"
    ),
    (["lint", "--help"], "usage: formsh lint [--json] [--strict] [--dialect NAME] FORM…\n"),
    (
      ["fill", "--help"],
      "usage: formsh fill [--form FORM] [--format jsonl|csv] [--output FILE] [--jobs N] [--id KEY]\n"
    ),
    (
      ["test", "--help"],
      "usage: formsh test [--jobs N] [--report junit|tap|json|html [--output FILE]] [--form FORM] [--coverage]\n"
        + "                   [--coverage-json FILE] [--min-coverage PCT] [--data FILE]\n"
        + "                   [--retry N [--retry-interval MS]] [SCRIPT|DIR]…\n"
    ),
    (
      ["lint", "Forms/signup.json", "--help"],
      "usage: formsh lint [--json] [--strict] [--dialect NAME] FORM…\n"
    ),
  ])
  func help(arguments: [String], start: String) throws {
    let result = try Formsh.run(arguments)
    #expect(result.stdout.hasPrefix(start), "\(result)")
    #expect(result.stderr.isEmpty)
    #expect(result.status == 0)
  }

  @Test func theMainHelpNamesEverySubcommandAndExitStatus() throws {
    let help = try Formsh.run(["--help"]).stdout
    for line in [
      "formsh -c 'COMMANDS' [FORM]", "formsh run [--form FORM] SCRIPT…",
      "formsh lint [--json] FORM…",
      "formsh fill [--form FORM] [RECORDS]", "formsh help", "formsh completion", "--var NAME=VALUE",
      "--bail", "--echo", "--color WHEN",
      "0 all went well", "2 usage error", "65 malformed form or data", "66 unreadable file",
      "69 server unreachable", "73 output file cannot be written", "130 interrupted",
    ] {
      #expect(help.contains(line), "\(line)")
    }
  }
}
