import Foundation
import Testing

/// The completion scripts offer what a subcommand takes (issue 28, point 14): its options,
/// `fill --to`'s and the HTTP ones included, and after an option with a fixed set of values
/// (`--format`, `--color`, `--report`), those values.
@Suite struct CompletionScriptTests {
  /// The words the bash completion offers for a command line whose last word is completed.
  static func bash(_ words: [String]) throws -> [String] {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let script = try Formsh.run(["completion", "bash"])
    let path = try files.write("formsh.bash", script.stdout)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments =
      [
        "-c",
        #"source "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$(( $# - 1 )); _formsh; printf "%s\n" "${COMPREPLY[@]}""#,
        "_", path,
      ] + words
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
  }

  @Test(arguments: [
    (["formsh", "fill", "--format", ""], ["jsonl", "csv"]),
    (["formsh", "run", "--format", ""], ["text", "jsonl"]),
    (["formsh", "--format", ""], ["text", "jsonl"]),
    (["formsh", "test", "--color", ""], ["auto", "always", "never"]),
    (["formsh", "test", "--report", ""], ["junit", "tap", "json", "html"]),
    (["formsh", "fill", "--to", "http://x", "--method", "P"], ["POST", "PUT", "PATCH"]),
    (["formsh", "fill", "--as", ""], ["json", "form"]),
    (["formsh", "probe", "--report", ""], ["junit"]),
  ])
  func valuesOfAnOption(words: [String], expected: [String]) throws {
    #expect(try Self.bash(words) == expected)
  }

  @Test(arguments: [
    ("fill", ["--to", "--concurrency", "--rate", "--retries", "--method", "--as", "--header"]),
    ("test", ["--secret", "--header", "--cacert", "--insecure", "--max-time"]),
    ("run", ["--secret", "--header", "--cacert", "--insecure", "--max-time"]),
    ("probe", ["--to", "--dry-run", "--max-requests", "--json", "--report", "--concurrency"]),
  ])
  func optionsOfASubcommand(subcommand: String, options: [String]) throws {
    let offered = Set(try Self.bash(["formsh", subcommand, "--"]))
    for option in options { #expect(offered.contains(option), "\(subcommand) \(option)") }
  }

  /// zsh and fish offer the same values.
  @Test func zshAndFishOfferTheValues() throws {
    let zsh = try Formsh.run(["completion", "zsh"]).stdout
    #expect(zsh.contains("'--format[]:value:(jsonl csv)'"))
    #expect(zsh.contains("'--report[]:value:(junit tap json html)'"))
    let fish = try Formsh.run(["completion", "fish"]).stdout
    #expect(
      fish.contains(
        "complete -c formsh -n '__fish_seen_subcommand_from fill' -l format -x -a 'jsonl csv'"))
    #expect(
      fish.contains(
        "complete -c formsh -n '__fish_seen_subcommand_from test' -l color -x -a 'auto always never'"
      ))
  }
}

/// The `--help` texts say what a newcomer needs (issue 28, point 14): the short options,
/// `test --secret` on its own line, `run`'s status 69, that `fill --format` is the records'
/// format, and every key `lint --json` prints.
@Suite struct HelpCompletenessTests {
  /// A help text's words, whatever lines they fall on (it is wrapped to 80 columns).
  static func words(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  @Test func theShortOptionsAreDocumented() throws {
    let main = try Formsh.run(["--help"]).stdout
    #expect(main.contains("-f FORM for --form FORM"))
    #expect(Self.words(main).contains("-o FILE for --output FILE (fill)"))
    #expect(main.contains("-j N for --jobs N"))
    let test = try Formsh.run(["test", "--help"]).stdout
    #expect(test.contains("\n  -j, --jobs N "))
    #expect(test.contains("\n  -f, --form FORM "))
    #expect(Self.words(try Formsh.run(["fill", "--help"]).stdout).contains("-o for --output"))
    #expect(try Formsh.run(["run", "--help"]).stdout.contains("-f FORM"))
  }

  @Test func testHelpGivesSecretItsOwnLine() throws {
    let test = try Formsh.run(["test", "--help"]).stdout
    #expect(test.contains("\n  --secret NAME=VALUE define ${NAME} as a secret"))
  }

  @Test func runHelpNamesStatus69() throws {
    #expect(
      Self.words(try Formsh.run(["run", "--help"]).stdout).contains("69 a server cannot be reached")
    )
  }

  @Test func fillFormatIsTheInputsFormat() throws {
    let fill = try Formsh.run(["fill", "--help"]).stdout
    #expect(Self.words(fill).contains("--format is the records' format, not the output's"))
  }

  /// Every key `lint --json` prints is in its help.
  @Test func lintHelpListsEveryKeyOfItsJSON() throws {
    let lint = try Formsh.run(["lint", "--json", "Forms/booking.json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(lint.stdout.utf8)) as? [String: Any])
    let help = try Formsh.run(["lint", "--help"]).stdout.replacingOccurrences(of: "\n", with: " ")
    var keys = Set(object.keys)
    for list in ["fields", "sections", "groups", "rules", "diagnostics"] {
      for case let member as [String: Any] in object[list] as? [Any] ?? [] {
        keys.formUnion(member.keys)
      }
    }
    for key in keys {
      #expect(help.range(of: "\\b\(key)\\b", options: .regularExpression) != nil, "\(key)")
    }
  }
}
