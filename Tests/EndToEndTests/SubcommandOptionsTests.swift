import FormshPlatform
import Foundation
import Testing

/// Each subcommand takes the options it declares and no other: an option that does not
/// apply is a usage error (status 2) naming it and the subcommand, never accepted and
/// ignored (`fill --out results.jsonl` wrote no file and printed to standard output).
@Suite struct SubcommandOptionsTests {
  /// What a user writes that does not apply, with the subcommand's operands.
  static let misplaced: [(arguments: [String], subcommand: String, option: String)] = [
    (["fill", "--out", "OUT", "RECORDS"], "fill", "--out"),
    (["fill", "--var", "a=b", "RECORDS"], "fill", "--var"),
    (["lint", "--out", "OUT", "Forms/signup.json"], "lint", "--out"),
    (["lint", "--output", "OUT", "Forms/signup.json"], "lint", "--output"),
    // Named as the user spelled it.
    (["lint", "-o", "OUT", "Forms/signup.json"], "lint", "-o"),
    (["cases", "-o", "OUT", "Forms/signup.json"], "cases", "-o"),
    (["lint", "--jobs", "2", "Forms/signup.json"], "lint", "--jobs"),
    (["run", "--out", "OUT", "SCRIPT"], "run", "--out"),
    (["run", "--output", "OUT", "SCRIPT"], "run", "--output"),
    (["run", "--json", "SCRIPT"], "run", "--json"),
    (["test", "--out", "OUT", "SCRIPT"], "test", "--out"),
    (["cases", "--output", "OUT", "Forms/signup.json"], "cases", "--output"),
    (["cases", "--jobs", "2", "Forms/signup.json"], "cases", "--jobs"),
    (["logic", "--out", "OUT", "1"], "logic", "--out"),
  ]

  @Test(arguments: misplaced.indices)
  func anOptionThatDoesNotApplyIsAUsageErrorAndNothingIsWritten(_ index: Int) throws {
    let (arguments, subcommand, option) = Self.misplaced[index]
    let folder = try FillCommandTests.directory()
    let out = folder.appendingPathComponent("out.jsonl").path
    let records = try FillCommandTests.file("records.jsonl", "{\"email\":\"a@b.c\"}\n")
    let script = try FillCommandTests.file("s.formsh", "set email=a@b.c\n")
    let given = arguments.map { argument in
      switch argument {
      case "OUT": out
      case "RECORDS": records
      case "SCRIPT": script
      default: argument
      }
    }
    let result = try Formsh.run(given)
    #expect(result.status == 2, "\(result)")
    // Where the command writes a file, or a folder, the refusal names the spelling it takes.
    let hint =
      switch (subcommand, option) {
      case ("fill", "--out"), ("test", "--out"): "; it writes one file: -o FILE (--output FILE)"
      case ("cases", "--output"), ("cases", "-o"): "; it writes a folder: --out DIR"
      default: ""
      }
    #expect(
      result.stderr.hasPrefix(
        "formsh \(subcommand): error: \(subcommand) takes no option \(option)\(hint)\n"),
      "\(result)")
    #expect(result.stdout.isEmpty, "\(result)")
    #expect(!FileManager.default.fileExists(atPath: out), "\(given) wrote \(out)")
  }

  @Test func theShellNamesItselfToo() throws {
    let result = try Formsh.run(["-c", "validate", "--jobs", "2"])
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("formsh: error: the shell takes no option --jobs\n"))
  }

  /// A command of the shell given as a subcommand says how to run it.
  @Test func aShellCommandGivenAsASubcommandSaysHowToRunIt() throws {
    let result = try Formsh.run(["validate", "Forms/signup.json"])
    #expect(result.status == 2, "\(result)")
    #expect(
      result.stderr.hasPrefix(
        "formsh: error: validate is a command of the shell, not a subcommand:"
          + " formsh -c 'validate' Forms/signup.json runs it on a form\n"), "\(result)")
    // The words after the command belong to it, not to the form.
    let words = try Formsh.run(["set", "email=x"])
    #expect(words.status == 2, "\(words)")
    #expect(
      words.stderr.hasPrefix(
        "formsh: error: set is a command of the shell, not a subcommand:"
          + " formsh -c 'set email=x' runs it on a form\n"), "\(words)")
    // Its options are its own, and the form may come first.
    for (arguments, command) in [
      (["validate", "--json", "Forms/signup.json"], "'validate --json' Forms/signup.json"),
      (["submit", "-o", "x.json", "Forms/signup.json"], "'submit -o x.json' Forms/signup.json"),
      (["Forms/signup.json", "validate"], "'validate' Forms/signup.json"),
    ] {
      let result = try Formsh.run(arguments)
      #expect(result.status == 2, "\(result)")
      #expect(
        result.stderr.hasPrefix(
          "formsh: error: \(arguments.first { !$0.hasPrefix("Forms") }!)"
            + " is a command of the shell, not a subcommand: formsh -c \(command) runs it on a form\n"
        ),
        "\(result)")
    }
    let both = try Formsh.run(["set", "full_name=O'Hara", "Forms/signup.json"])
    #expect(
      both.stderr.hasPrefix(
        "formsh: error: set is a command of the shell, not a subcommand:"
          + " formsh -c 'set full_name=O'\\''Hara' Forms/signup.json runs it on a form\n"),
      "\(both)")
  }

  /// `formsh help --help` names every subcommand, from their list.
  @Test func helpNamesEverySubcommand() throws {
    let result = try Formsh.run(["help", "--help"])
    #expect(result.status == 0)
    let listed = result.stdout.replacingOccurrences(of: "\n", with: " ")
    for name in ["run", "test", "fill", "lint", "logic", "cases", "help", "completion", "version"] {
      #expect(listed.contains(" \(name),") || listed.contains(" \(name)."), "\(name)")
    }
  }

  /// `--help` after a word that is no form is that command's help, or an error: never the
  /// overview with status 0 as if the word had been understood.
  @Test func helpAfterAWordThatIsNoForm() throws {
    let program = try Formsh.run(["formsh", "--help"])
    #expect(program.status == 2, "\(program)")
    #expect(
      program.stderr.hasPrefix(
        "formsh: error: formsh is the program's name, not a subcommand or form: formsh --help\n"))
    let typo = try Formsh.run(["fil", "--help"])
    #expect(typo.status == 2, "\(typo)")
    #expect(
      typo.stderr.hasPrefix(
        "formsh: error: no subcommand, command or form \"fil\"; did you mean \"fill\"?\n"))
    let command = try Formsh.run(["set", "--help"])
    #expect(command.status == 0, "\(command)")
    #expect(command.stdout == (try Formsh.run(["help", "set"])).stdout)
    let form = try Formsh.run(["Forms/signup.json", "--help"])
    #expect(form.status == 0)
    #expect(form.stdout == (try Formsh.run(["--help"])).stdout)
  }

  /// A missing value names the option as typed; `--var NAME` for an environment variable
  /// says how to pass it; `run --help` names `--secret`; `help formsh` is the overview.
  @Test func optionMessagesNameWhatWasTyped() throws {
    let short = try Formsh.run(["fill", "-o"])
    #expect(short.status == 2)
    #expect(short.stderr.hasPrefix("formsh fill: error: -o needs a value\n"), "\(short)")
    let bare = try Formsh.run(["--var", "HOME", "-c", "echo ${HOME}"])
    #expect(bare.status == 2)
    #expect(
      bare.stderr.hasPrefix(
        "formsh: error: --var takes NAME=VALUE; this one has no = (the environment's HOME:"
          + " --var HOME=\"$HOME\", or --secret HOME to keep it secret)\n"), "\(bare)")
    #expect(try Formsh.run(["run", "--help"]).stdout.contains("[--secret NAME[=VALUE]]"))
    let overview = try Formsh.run(["help", "formsh"])
    #expect(overview.status == 0)
    #expect(overview.stdout == (try Formsh.run(["--help"])).stdout)
    let force = try Formsh.run(["cases", "--force", "Forms/signup.json"])
    #expect(force.status == 2, "\(force)")
    #expect(force.stdout.isEmpty)
    #expect(
      force.stderr.hasPrefix(
        "formsh cases: error: --force goes with --out DIR (it replaces the files cases writes"
          + " there)\n"), "\(force)")
  }

  /// `formsh version`, `-V` and `--version` print the same line.
  @Test func theVersionHasThreeSpellings() throws {
    let expected = try Formsh.run(["--version"])
    #expect(expected.status == 0)
    #expect(expected.stdout.hasPrefix("formsh "))
    for spelling in [["version"], ["-V"]] {
      let result = try Formsh.run(spelling)
      #expect(result.status == 0, "\(spelling): \(result)")
      #expect(result.stdout == expected.stdout, "\(spelling)")
    }
    let extra = try Formsh.run(["version", "now"])
    #expect(extra.status == 2)
    #expect(extra.stderr.hasPrefix("formsh version: error: version takes no operand (got 1)\n"))
  }

  /// A value each option that takes one is given, so that it parses.
  static let values: [String: String] = [
    "-c": "help", "--var": "A=b", "--secret": "S=t", "--format": "text",
    "--form": "Forms/signup.json",
    "--color": "never", "--header": "X-Trace: 1", "--cookie-jar": "/nonexistent/jar",
    "--cacert": "/nonexistent/ca.pem", "--connect-timeout": "5", "--max-time": "5",
    "--max-response-size": "1M", "--jobs": "2", "--report": "tap", "--coverage-json": "-",
    "--min-coverage": "50", "--output": "/nonexistent/out", "--id": "email",
    "--first-record": "3", "--to": "http://127.0.0.1:9/", "--concurrency": "2", "--rate": "5",
    "--retries": "1", "--method": "PUT", "--as": "form", "--out": "/nonexistent/dir",
    "--dialect": "formsh", "--html-form": "1", "--retry": "3", "--retry-interval": "10",
    "--var-file": "/nonexistent/vars.env", "--data": "/nonexistent/rows.csv",
    "--curl": "/nonexistent/requests.sh", "--operation": "create_user",
  ]

  /// Every option a subcommand declares (what its completion offers) is taken: with
  /// `--help`, each gives the subcommand's help and status 0.
  @Test(
    arguments: [
      "shell", "run", "test", "fill", "lint", "logic", "cases", "help", "completion", "operations",
    ])
  func everyDeclaredOptionIsTaken(_ subcommand: String) throws {
    let completion = try Formsh.run(["completion", "bash"])
    #expect(completion.status == 0)
    let declared = Self.declared(subcommand, in: completion.stdout)
    #expect(declared.contains("--help"))
    for option in declared {
      var arguments = subcommand == "shell" ? [] : [subcommand]
      arguments.append(option)
      if subcommand == "fill", option == "--format" {
        arguments.append("jsonl")
      } else if let value = Self.values[option] {
        arguments.append(value)
      }
      arguments.append("--help")
      let result = try Formsh.run(arguments)
      #expect(result.status == 0, "\(arguments): \(result)")
    }
  }

  /// The options the bash completion offers for a subcommand: the first word list after its
  /// case (`fill)`; `*)` for the shell itself).
  static func declared(_ subcommand: String, in script: String) -> [String] {
    let marker = subcommand == "shell" ? "*)" : "\(subcommand))"
    let lines = script.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    guard let start = lines.firstIndex(of: marker),
      let list = lines[start...].first(where: { $0.contains("compgen -W \"-") }),
      let open = list.range(of: "compgen -W \""),
      let close = list[open.upperBound...].firstIndex(of: "\"")
    else { return [] }
    return list[open.upperBound..<close].split(separator: " ").map(String.init)
  }
}
