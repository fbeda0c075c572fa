import Testing

/// `--help` on every subcommand: the usage on standard output, exit 0.
@Suite struct UsageTests {
  @Test(arguments: [
    (["--help"], "formsh: a shell for server-driven forms\n\nusage:\n"),
    (["-h"], "formsh: a shell for server-driven forms\n\nusage:\n"),
    (
      ["run", "--help"],
      "usage: formsh run [--form FORM] [--bail] [--echo] [--format jsonl]\n"
        + "                  [--var NAME=VALUE]… [--var-file FILE]…\n"
        + "                  [--secret NAME[=VALUE]]… [--retry N [--retry-interval MS]]\n"
        + "                  SCRIPT…\n"
    ),
    (["lint", "--help"], "usage: formsh lint [--json] [--strict] [--dialect NAME] FORM…\n"),
    (
      ["fill", "--help"],
      "usage: formsh fill [--form FORM] [--format jsonl|csv] [--output FILE] [--jobs N]\n"
    ),
    (
      ["test", "--help"],
      "usage: formsh test [--jobs N] [--report junit|tap|json|html [--output FILE]]…\n"
        + "                   [--form FORM] [--coverage] [--coverage-json FILE]\n"
        + "                   [--min-coverage PCT] [--data FILE] [--var NAME=VALUE]…\n"
        + "                   [--var-file FILE]… [--secret NAME[=VALUE]]… [--bail]\n"
        + "                   [--curl FILE] [--retry N [--retry-interval MS]] [SCRIPT|DIR]…\n"
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

  /// Every option `formsh test --help` documents in its list is in its usage line too (the
  /// HTTP options, listed together, are "as for a form URL"; the options its text leaves to
  /// the generated "Other options:" table at the end, `--color` among them, are not).
  @Test func testsUsageLineNamesEveryOptionItsBodyDocuments() throws {
    let whole = try Formsh.run(["test", "--help"]).stdout
    #expect(whole.contains("\nOther options:\n  --color WHEN"), "\(whole)")
    let help = whole.components(separatedBy: "\nOther options:\n")[0]
    let parts = help.components(separatedBy: "\n\n")
    let usage = parts[0]
    let listed = help.split(separator: "\n").filter {
      $0.hasPrefix("  -") && !$0.contains("--header,")
    }
    #expect(listed.count > 10, "\(help)")
    for line in listed {
      let option = line.split(separator: " ").first { $0.hasPrefix("--") }.map(String.init) ?? ""
      #expect(usage.contains("[" + option + " ") || usage.contains("[" + option + "]"), "\(option)")
    }
  }

  @Test func theMainHelpNamesEverySubcommandAndExitStatus() throws {
    // Its words, whatever lines they fall on.
    let help = try Formsh.run(["--help"]).stdout.split(whereSeparator: \.isWhitespace)
      .joined(separator: " ")
    for line in [
      "formsh -c 'COMMANDS' [FORM]", "formsh run [--form FORM] SCRIPT…",
      "formsh lint [--json] FORM…",
      "formsh fill [--form FORM] RECORDS", "formsh help", "formsh completion", "--var NAME=VALUE",
      "--bail", "--echo", "--color WHEN",
      "0 all went well", "2 usage error", "65 malformed form or data", "66 unreadable file",
      "69 server unreachable", "73 output file cannot be written", "130 interrupted",
    ] {
      #expect(help.contains(line), "\(line)")
    }
  }
}
