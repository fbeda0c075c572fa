import Foundation
import FormshTestSupport
import Testing

/// What the command line prints of itself, kept as golden transcripts in `Transcripts/` (as
/// `TranscriptTests` keeps sessions): every subcommand's `--help`, the overview, each
/// completion script and a usage error of each kind. They are made from the subcommands'
/// declarations (`Sources/FormshShell/CLI`); a change in any shows here and in review.
/// `FORMSH_RECORD_GOLDEN=1` re-records them.
@Suite struct CommandLineTranscriptTests {
  static let sessions: [TranscriptTests.Session] =
    [TranscriptTests.Session(name: "cli-help", arguments: ["--help"])]
    + [
      "run", "test", "fill", "lint", "convert", "logic", "cases", "probe", "help", "completion",
      "version",
    ].map { TranscriptTests.Session(name: "cli-help-\($0)", arguments: [$0, "--help"]) }
    + ["bash", "zsh", "fish"].map {
      TranscriptTests.Session(name: "cli-completion-\($0)", arguments: ["completion", $0])
    }
    + [
      // An option no subcommand takes, after the subcommand and before it.
      TranscriptTests.Session(name: "cli-unknown-option", arguments: ["--jsn", "lint", "x.json"]),
      // A bad value, named as the option was typed.
      TranscriptTests.Session(name: "cli-bad-value", arguments: ["test", "-j", "0"]),
      // An option another subcommand owns: where it goes.
      TranscriptTests.Session(name: "cli-refusal", arguments: ["lint", "--id", "k", "x.json"]),
      // An option this subcommand does not take, with the spelling it takes instead.
      TranscriptTests.Session(name: "cli-foreign-option", arguments: ["fill", "--out", "dir"]),
      // A usage error of the shell, whose usage line is its own.
      TranscriptTests.Session(name: "cli-shell-usage", arguments: ["-c"]),
      // A usage error of a subcommand with two usage forms.
      TranscriptTests.Session(
        name: "cli-fill-usage", arguments: ["fill", "--to", "ftp://x", "--form", "f.json"]),
    ]

  @Test("the command line's own text stays as recorded", arguments: sessions)
  func transcript(session: TranscriptTests.Session) throws {
    let result = try Formsh.run(session.arguments, stdin: session.stdin)
    var text =
      "$ formsh " + session.arguments.map(TranscriptTests.shellQuoted).joined(separator: " ")
      + "\n"
    text += "--- stdout\n" + result.stdout
    text += "--- stderr\n" + result.stderr
    text += "--- exit \(result.status)\n"
    expectGolden(text, in: TranscriptTests.directory, named: session.name)
  }
}
