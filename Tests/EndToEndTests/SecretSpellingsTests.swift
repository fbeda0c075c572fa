import Foundation
import Testing

/// A secret never leaves formsh in `--echo`, an error message, a recording or a test report,
/// however the command that holds it is spelled: the secure field's id in any case or with a
/// typo, the value after `=`, `:` or a space, a command that does not exist or does not
/// parse, and any `${NAME}` given with `--var` (issue 13 §3).
@Suite struct SecretSpellingsTests {
  static let secret = "hunter2hunter2"

  /// Lines that spell the secret out; each runs on the showcase form (whose `password` is
  /// secure) with `--echo`, `--var PW=` the secret.
  static let spellings: [String] = [
    "set password=hunter2hunter2",
    "set password:hunter2hunter2",
    "set password hunter2hunter2",
    "set Password=hunter2hunter2",
    "set PASSWORD=hunter2hunter2",
    "set pasword=hunter2hunter2",
    "set passwrd=hunter2hunter2",
    "set pasword:hunter2hunter2",
    "sett password=hunter2hunter2",
    "st password=hunter2hunter2",
    "help set password=hunter2hunter2",
    "clear password hunter2hunter2",
    "reset password hunter2hunter2",
    "show password hunter2hunter2",
    "describe password hunter2hunter2",
    "select password hunter2hunter2",
    "toggle password hunter2hunter2",
    "expect value password = hunter2hunter2",
    "expect value password=hunter2hunter2",
    "expect value pasword = hunter2hunter2",
    "expect refused set password=hunter2hunter2",
    "expect refused set pasword=hunter2hunter2",
    "set \"password\"=hunter2hunter2",
    "set 'password'=hunter2hunter2",
    "set password=\"hunter2hunter2\"",
    "set password = hunter2hunter2",
    "set password= hunter2hunter2",
    "password=hunter2hunter2",
    "PASSWORD hunter2hunter2",
    "set password=hunter2hunter2; show password",
    "set password=${PW}",
    "set age=${PW}",
    "set full_name=${PW}; set age=${PW}",
    "set country=${PW}",
    "expect value full_name = ${PW}",
    "select interests ${PW}",
    "open ${PW}",
    "load ${PW}",
    "sett ${PW}",
    "${PW}",
  ]

  @Test("no secret in --echo or an error", arguments: spellings)
  func echoAndErrors(line: String) throws {
    let result = try Formsh.run(["--echo", "--secret", "PW=\(Self.secret)", "-c", line])
    #expect(!result.stdout.contains("hunter2"), "\(line)\n\(result)")
    #expect(!result.stderr.contains("hunter2"), "\(line)\n\(result)")
  }

  @Test("no secret in a recording", arguments: spellings)
  func recording(line: String) throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = files.path + "/r.formsh"
    let result = try Formsh.run(
      ["--secret", "PW=\(Self.secret)", "-c", "record \(path)\n\(line)\nrecord stop"])
    let script = try String(contentsOfFile: path, encoding: .utf8)
    #expect(!script.contains("hunter2"), "\(line)\n\(script)\n\(result)")
  }

  /// A failing line that holds a `--var` secret: neither the human report nor the JUnit XML
  /// shows it.
  @Test func aTestReportNeverShowsAVariablesSecret() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let scenario = try files.write(
      "leak.formsh", "set age=${PW}\nexpect value full_name = ${PW}\nsett password=${PW}\n")
    let junit = files.path + "/report.xml"
    let result = try Formsh.run(
      ["test", "--secret", "PW=\(Self.secret)", "--report", "junit", junit, scenario])
    #expect(result.status == 1)
    #expect(result.stdout.contains("FAIL"))
    #expect(!result.stdout.contains("hunter2"), "\(result)")
    #expect(!result.stderr.contains("hunter2"), "\(result)")
    let xml = try String(contentsOfFile: junit, encoding: .utf8)
    #expect(!xml.contains("hunter2"), "\(xml)")
  }

  /// An environment variable named with --secret is masked like a --var.
  @Test func anEnvironmentVariableMarkedSecretIsMasked() throws {
    let result = try Formsh.run(
      ["--secret", "TOKEN", "-c", "set age=${TOKEN}"], environment: ["TOKEN": "s3cr3t-t0ken"])
    #expect(result.stderr == "-c:1: error: age: must be a number; \"********\" is not\n")
    let unmarked = try Formsh.run(["-c", "set age=${TOKEN}"], environment: ["TOKEN": "open-value"])
    #expect(unmarked.stderr.contains("\"open-value\""))
  }

  /// `--secret NAME` for a variable the environment does not hold stops before anything runs
  /// (a usage error, 2), for every subcommand, and says how to give it: not at the first
  /// `${NAME}` with advice about `--var`, which would make the secret a plain parameter.
  @Test(arguments: [["-c", "echo start; set age=${TOKEN}"], ["test", "none.formsh"]])
  func aSecretTheEnvironmentLacksStopsAtStartUp(arguments: [String]) throws {
    let result = try Formsh.run(["--secret", "TOKEN"] + arguments, environment: [:])
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr.contains(
        "--secret TOKEN: the environment variable TOKEN is not set; export it first, or give"
          + " --secret TOKEN=VALUE"), "\(result.stderr)")
    // The error gives no advice about --var (the usage lines after it list the option).
    #expect(!result.stderr.prefix { $0 != "\n" }.contains("--var"), "\(result.stderr)")
  }
}
