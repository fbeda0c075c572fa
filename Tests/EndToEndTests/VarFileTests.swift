import Foundation
import Testing

/// Issue 31: `--var-file FILE` (the shell, `run`, `test`) reads plain variables from
/// `NAME=VALUE` lines or a JSON object; `--var` is over it, a later file over an earlier one.
@Suite struct VarFileTests {
  static let lines = """
    # the staging backend
    email=ada@example.com

      name=Ada = Lovelace
    empty=
    """

  static let json = """
    {
      "email": "json@example.com",
      "count": 3,
      "ok": true
    }
    """

  @Test func linesGiveVariables() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write("vars.env", Self.lines)
    let result = try Formsh.run(["--var-file", path, "-c", "echo [${email}] [${name}] [${empty}]"])
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout == "[ada@example.com] [Ada = Lovelace] []\n", "\(result)")
  }

  @Test func aJSONObjectGivesVariables() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write("vars.json", Self.json)
    let script = try files.write("show.formsh", "echo ${email} ${count} ${ok}\n")
    for arguments in [["run", script], ["test", "--report", "json", script]] {
      let result = try Formsh.run(["--var-file", path] + arguments)
      #expect(result.status == 0, "\(result)")
      #expect(
        result.stdout.contains("json@example.com 3 true\n")
          || result.stdout.contains(#""output": "json@example.com 3 true\n""#), "\(result)")
    }
  }

  /// A `.env` file written for a shell: `export NAME=VALUE` lines give NAME.
  @Test func anExportBeforeTheNameIsIgnored() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write("vars.env", "export A=1\n  export  B=two words\nC=3\n")
    let result = try Formsh.run(["--var-file", path, "-c", "echo [${A}] [${B}] [${C}]"])
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout == "[1] [two words] [3]\n", "\(result)")
  }

  @Test func varIsOverTheFileAndALaterFileOverAnEarlierOne() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let first = try files.write("vars.env", Self.lines)
    let second = try files.write("vars.json", Self.json)
    let result = try Formsh.run([
      "--var-file", first, "--var-file", second, "--var", "name=from --var", "-c",
      "echo ${email} ${name} ${count}",
    ])
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout == "json@example.com from --var 3\n", "\(result)")
  }

  @Test(arguments: [
    (
      "vars.env", "a=1\nno equals sign here\n", 2,
      "expected NAME=VALUE (or a # comment); this line has no = (its text is not shown: it may be a secret)"
    ),
    (
      "vars.env", "a=1\nfirst-name=Ada\n", 2,
      "the text before = is not a variable's name: column 6 is \"-\" (a name has letters, digits and _, not starting with a digit)"
    ),
    ("vars.env", "a=1\n\na=2\n", 3, "a is given again (first on line 1)"),
    (
      "vars.json", "{\n  \"a\": \"1\",\n  \"b\": null\n}\n", 3,
      "\"b\" is null; a variable's value is a string, a number or a boolean"
    ),
    (
      "vars.json", "{\n  \"a\": [\"1\"]\n}\n", 2,
      "\"a\" is an array; a variable's value is a string, a number or a boolean"
    ),
    ("vars.json", "{\n  \"a\": \"1\",\n}\n", 3, "(column 1)"),
    ("vars.json", "{\"9a\": \"1\"}\n", 1, "\"9a\" is not a variable's name"),
    ("vars.json", "\n[1]\n", 2, "a JSON var file must hold an object"),
  ])
  func aBadFileIsAnErrorAtItsLine(name: String, contents: String, line: Int, reason: String)
    throws
  {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write(name, contents)
    let result = try Formsh.run(["run", "--var-file", path, "Scripts/failing-example.formsh"])
    #expect(result.status == 65, "\(result)")
    #expect(result.stderr.hasPrefix("formsh run: error: \(path):\(line): "), "\(result)")
    #expect(result.stderr.contains(reason), "\(result)")
    #expect(result.stdout.isEmpty, "\(result)")
  }

  @Test func aValueIsNeverQuotedBackInAnError() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write("vars.env", "token hunter2-not-shown\n")
    let result = try Formsh.run(["--var-file", path, "-c", "echo hi"])
    #expect(result.status == 65, "\(result)")
    #expect(!result.stderr.contains("hunter2"), "\(result)")
  }

  /// Hostile review: the text before `=` of a line that is not `NAME=VALUE` may be a secret
  /// (a YAML-style `KEY: value` line, a bare base64 token): the error gives its line and
  /// column, never its text.
  @Test(arguments: [
    ("API_KEY: sk-live-12345=abc\n", ["sk-live", "12345", "API_KEY"], "column 8 is \":\""),
    ("  dG9rZW4+c2VjcmV0/eHl6==\n", ["dG9rZW4", "c2VjcmV0", "eHl6"], "column 10 is \"+\""),
    ("export 9token=abc\n", ["9token"], "it starts with a digit"),
    ("=abc\n", ["abc"], "nothing before the ="),
  ])
  func theTextBeforeTheEqualsSignIsNeverQuoted(line: String, hidden: [String], reason: String)
    throws
  {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write("vars.env", "a=1\n" + line)
    let result = try Formsh.run(["--var-file", path, "-c", "echo hi"])
    #expect(result.status == 65, "\(result)")
    #expect(
      result.stderr.hasPrefix(
        "formsh: error: \(path):2: "
          + (reason.hasPrefix("nothing") ? "" : "the text before = is not a variable's name: ")
          + reason), "\(result)")
    for text in hidden { #expect(!result.stderr.contains(text), "\(result)") }
    #expect(result.stdout.isEmpty, "\(result)")
  }

  @Test func aMissingFileIs66AndOtherSubcommandsRefuseTheOption() throws {
    let missing = try Formsh.run(["test", "--var-file", "no/such.env", "Scripts/scenarios/signup"])
    #expect(missing.status == 66, "\(missing)")
    #expect(missing.stderr.hasPrefix("formsh test: error: no/such.env: "), "\(missing)")
    let lint = try Formsh.run(["lint", "--var-file", "vars.env", "Forms/signup.json"])
    #expect(lint.status == 2, "\(lint)")
    #expect(lint.stderr.hasPrefix("formsh lint: error: lint takes no option --var-file\n"))
  }

  /// `--secret NAME` makes a file's NAME a secret, as it does an environment variable.
  @Test func secretMarksAFilesVariable() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write("vars.env", "token=hunter2-from-file\n")
    let result = try Formsh.run([
      "--var-file", path, "--secret", "token", "-c", "echo token=${token}",
    ])
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout == "token=********\n", "\(result)")
  }
}
