import Foundation
import Testing

/// No output replaces one of the run's own inputs (issue 26 §13, §16): whatever path names
/// it (the same name, a hard link, a followed symbolic link, another spelling), `fill
/// --output`, `test --report`/`--coverage-json`, `submit --out` and `record --force` refuse
/// a file that is the form, the records, a script or a scenario of the run, with exit 73 and
/// both paths named, and the input is left as it was.
@Suite struct OwnInputTests {
  static let nameForm = AtomicWriteTests.nameForm
  static let records = #"{"name":"Ada"}"# + "\n" + #"{"name":"Grace"}"# + "\n"

  static func contents(_ path: String) throws -> String {
    try String(contentsOfFile: path, encoding: .utf8)
  }

  /// The ways a path may name the records file: itself, another spelling, a hard link.
  enum Spelling: String, CaseIterable, Sendable {
    case same, dotted, hardLink

    func path(to file: String, in files: TemporaryFiles) -> String {
      switch self {
      case .same: return file
      case .dotted: return files.path + "/./sub/../" + (file as NSString).lastPathComponent
      case .hardLink:
        let link = files.path + "/link.jsonl"
        _ = Foundation.link(file, link)
        return link
      }
    }
  }

  @Test(arguments: Spelling.allCases)
  func fillRefusesToWriteItsOutputOverItsRecords(spelling: Spelling) throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    try FileManager.default.createDirectory(
      atPath: files.path + "/sub", withIntermediateDirectories: true)
    let form = try files.write("name.json", Self.nameForm)
    let input = try files.write("people.jsonl", Self.records)
    let output = spelling.path(to: input, in: files)
    for jobs in ["1", "4"] {
      let result = try Formsh.run(
        ["fill", "--form", form, "--jobs", jobs, "--output", output, input])
      #expect(result.status == 73, "\(result)")
      #expect(result.stdout.isEmpty)
      #expect(
        result.stderr
          == "formsh fill: error: \(output): cannot write: would overwrite its own input"
          + " \(input) (the same file); write to another file\n")
      #expect(try Self.contents(input) == Self.records)
    }
  }

  @Test func fillRefusesAFollowedSymbolicLinkToItsFormAndTheRecordsOnStandardInput() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let form = try files.write("name.json", Self.nameForm)
    let input = try files.write("rows.jsonl", Self.records)
    let link = files.path + "/form-link.json"
    #expect(symlink(form, link) == 0)
    let result = try Formsh.run(
      ["fill", "--form", form, "--follow-symlinks", "--output", link, input])
    #expect(result.status == 73, "\(result)")
    #expect(result.stderr.contains("would overwrite its own input \(form)"))
    #expect(try Self.contents(form) == Self.nameForm)
    // `fill --output X - < X`: standard input is the file.
    let shell = try Formsh.run(
      [
        "-c", "exec \"$0\" fill --form \"$1\" --output \"$2\" - < \"$2\"", Formsh.binary, form,
        input,
      ],
      executable: "/bin/sh")
    #expect(shell.status == 73, "\(shell)")
    #expect(shell.stderr.contains("would overwrite its own input standard input"))
    #expect(try Self.contents(input) == Self.records)
  }

  @Test func fillWritesAnotherFileAsBefore() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let form = try files.write("name.json", Self.nameForm)
    let input = try files.write("people.jsonl", Self.records)
    let output = try files.write("results.jsonl", "old results\n")
    let result = try Formsh.run(["fill", "--form", form, "--output", output, input])
    #expect(result.status == 0, "\(result)")
    #expect(try Self.contents(output).hasPrefix(#"{"record":1,"ok":true"#))
  }

  /// `test --report junit S.formsh DIR` used to run DIR and then replace S with the report;
  /// the old spelling is now a usage error there (`TestReportSpellingTests`), and `-o S` is
  /// refused as an input.
  @Test(arguments: ["--report junit -o", "--report json -o", "--coverage-json"])
  func testRefusesAReportOverAScenarioBeforeRunningAny(option: String) throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let marker = files.path + "/ran"
    let scenario = "echo scenario ran\nsubmit --out \(marker)\n"
    let first = try files.write("a-signup.formsh", scenario)
    let second = try files.write("b-login.formsh", scenario)
    for target in [first, second] {
      let result = try Formsh.run(
        ["test"] + option.split(separator: " ").map(String.init) + [target, files.path])
      #expect(result.status == 73, "\(result)")
      #expect(
        result.stderr
          == "formsh test: error: \(target): cannot write: would overwrite its own input"
          + " \(target) (the same file); write to another file\n")
      #expect(!FileManager.default.fileExists(atPath: marker), "a scenario ran")
      #expect(try Self.contents(target) == scenario)
    }
  }

  @Test func testRefusesAReportOverTheForm() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let form = try files.write("name.json", Self.nameForm)
    let scenario = try files.write("s.formsh", "set name=Ada\nexpect valid\n")
    let result = try Formsh.run(["test", "--form", form, "--report", "junit", form, scenario])
    #expect(result.status == 73, "\(result)")
    #expect(result.stderr.contains("\(form): cannot write: would overwrite its own input"))
    #expect(try Self.contents(form) == Self.nameForm)
  }

  /// `submit --out` used to replace the loaded form with its payload.
  @Test func submitOutRefusesTheLoadedForm() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let form = try files.write("name.json", Self.nameForm)
    let other = try files.write("other.json", Self.nameForm.replacing("\"N\"", with: "\"O\""))
    let link = files.path + "/hard.json"
    #expect(Foundation.link(other, link) == 0)
    let result = try Formsh.run([
      "-c",
      "set name=Ada; submit --out \(form); load \(other); set name=Bo; submit --out \(link)",
      form,
    ])
    #expect(result.status == 73, "\(result)")
    #expect(
      result.stderr.contains(
        "-c:1: error: \(form): cannot write: would overwrite its own input"
          + " \(form) (the same file); write to another file\n"))
    #expect(
      result.stderr.contains(
        "-c:1: error: \(link): cannot write: would overwrite its own input"
          + " \(other) (the same file); write to another file\n"))
    #expect(try Self.contents(form) == Self.nameForm)
    #expect(try Self.contents(other) == Self.nameForm.replacing("\"N\"", with: "\"O\""))
  }

  /// A payload the script wrote itself is its output: it may compare with it and write it
  /// again.
  @Test func aFileTheRunWroteItselfMayBeWrittenAgain() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let form = try files.write("name.json", Self.nameForm)
    let out = files.path + "/payload.json"
    let result = try Formsh.run(
      ["-c", "set name=Ada; submit --out \(out); set name=Bo; submit --out \(out)", form])
    #expect(result.status == 0, "\(result)")
    #expect(try Self.contents(out) == "{\n  \"name\": \"Bo\"\n}\n")
  }

  @Test func recordRefusesTheScriptBeingRunAndOneAboutToRun() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let form = try files.write("name.json", Self.nameForm)
    let later = try files.write("later.formsh", "echo later ran\n")
    let script = files.path + "/first.formsh"
    let text = "record --force \(script)\nrecord --force \(later)\nset name=Ada\n"
    _ = try files.write("first.formsh", text)
    let result = try Formsh.run(["run", "--form", form, script, later])
    #expect(result.status == 73, "\(result)")
    #expect(result.stderr.contains("\(script):1: error: \(script): cannot write: would overwrite"))
    #expect(result.stderr.contains("\(script):2: error: \(later): cannot write: would overwrite"))
    #expect(result.stdout.contains("later ran"))
    #expect(try Self.contents(script) == text)
    #expect(try Self.contents(later) == "echo later ran\n")
  }

  /// `cases --force` writes `DIR/form.formsh`: a form kept under that name there is its input.
  /// Nothing is written then; nor into a "folder" that is the form itself.
  @Test func casesRefusesAnOutputFolderThatHoldsOrIsItsForm() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let form = try files.write("form.formsh", Self.nameForm)
    let result = try Formsh.run(["cases", "--out", files.path, "--force", form])
    #expect(result.status == 73, "\(result)")
    #expect(result.stderr.contains("\(files.path)/form.formsh: cannot write: would overwrite"))
    #expect(try Self.contents(form) == Self.nameForm)
    #expect(try FileManager.default.contentsOfDirectory(atPath: files.path) == ["form.formsh"])
    let folder = try Formsh.run(["cases", "--out", form, form])
    #expect(folder.status == 73, "\(folder)")
    #expect(folder.stderr.contains("\(form): cannot write: would overwrite its own input \(form)"))
  }
}
