import Foundation
import FormshTestSupport
import Testing

/// Whole sessions through the built binary, each kept as a golden transcript in
/// `Transcripts/`: the command line, standard input, standard output, standard error and
/// the exit status. A change in any of them fails the test and shows in review;
/// `FORMSH_RECORD_GOLDEN=1` re-records them (and fails, so it is never left on).
@Suite struct TranscriptTests {
  /// One session: its name, arguments and what is typed on standard input.
  struct Session: CustomTestStringConvertible, Sendable {
    let name: String
    let arguments: [String]
    var stdin = ""
    var testDescription: String { name }
  }

  static let sessions: [Session] = [
    Session(name: "help", arguments: ["-c", "help"]),
    Session(
      name: "fill-showcase",
      arguments: [
        "run", "--secret", "PASSWORD=correct horse battery", "Scripts/fill-showcase.formsh",
      ]),
    Session(
      name: "fill-signup",
      arguments: ["run", "--secret", "PASSWORD=twelve chars 4 sure", "Scripts/fill-signup.formsh"]),
    Session(name: "fill-campaign", arguments: ["run", "Scripts/fill-campaign.formsh"]),
    Session(name: "fill-hostile", arguments: ["run", "Scripts/fill-hostile.formsh"]),
    Session(
      name: "recorded-session",
      arguments: [
        "run", "--secret", "PASSWORD=correct horse battery", "Scripts/recorded-session.formsh",
      ]),
    Session(name: "scenarios", arguments: ["test", "--jobs", "1", "Scripts/scenarios"]),
    Session(name: "failing-example", arguments: ["test", "Scripts/failing-example.formsh"]),
    Session(
      name: "lint-samples",
      arguments: [
        "lint", "Forms/showcase.json", "Forms/signup.json", "Forms/campaign.json",
        "Forms/hostile.json",
      ]),
    Session(
      name: "trip-dates",
      arguments: [
        "-c",
        """
        set depart=2026-02-29
        set depart=2025-12-24
        set destination=Lisbon
        validate
        set depart=2026-12-24
        describe depart
        submit
        """,
        "Forms/trip.json",
      ]),
    Session(
      name: "editing",
      arguments: ["--echo", "Forms/signup.json"],
      stdin: """
        fields
        set email=grace@example
        validate email
        set email=grace@example.com
        checkpoint typed
        check terms
        check marketing_opt_in
        diff typed
        undo
        undo
        redo
        diff
        validate
        submit
        expect submitted

        """),
  ]

  @Test("a session's transcript stays as recorded", arguments: sessions)
  func transcript(session: Session) throws {
    let result = try Formsh.run(session.arguments, stdin: session.stdin)
    var text = "$ formsh " + session.arguments.map(Self.shellQuoted).joined(separator: " ") + "\n"
    if !session.stdin.isEmpty { text += "--- stdin\n" + session.stdin }
    text += "--- stdout\n" + Self.withoutTimes(result.stdout)
    text += "--- stderr\n" + Self.withoutTimes(result.stderr)
    text += "--- exit \(result.status)\n"
    expectGolden(text, in: Self.directory, named: session.name)
  }

  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().appendingPathComponent("Transcripts")

  /// The one thing that differs from run to run, durations, written as `…`.
  static func withoutTimes(_ text: String) -> String {
    text.replacing(/\(\d+ ms\)|in \d+\.\d+ s/) { match in
      match.output.hasPrefix("(") ? "(… ms)" : "in … s"
    }
  }

  static func shellQuoted(_ word: String) -> String {
    word.contains(where: { " '\"$;".contains($0) }) ? "'" + word + "'" : word
  }
}
