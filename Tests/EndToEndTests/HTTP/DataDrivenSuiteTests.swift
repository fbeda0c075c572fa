import Foundation
import Testing

/// Issue 31: `formsh test --data FILE.csv|FILE.jsonl` runs every scenario once per row, the
/// row's columns as `${NAME}`; the reports (PASS/FAIL lines, JUnit, TAP, JSON) name the row
/// (`signup.formsh [row 3]`), rows counted from 1.
@Suite struct DataDrivenSuiteTests {
  /// Two scenarios: one signs `${email}` up at the backend's `/validate` (which refuses
  /// taken@example.com), its requests marked so that the test finds its own in the log; one
  /// that only checks the value.
  static func suite(marker: String) throws -> TemporaryFiles {
    let files = try TemporaryFiles()
    _ = try files.write(
      "a-signup.formsh",
      "load Forms/signup.json\nset email=${email}\nset password=correct horse 1\ncheck terms\n"
        + "submit --to ${BACKEND}/validate?m=\(marker)\n")
    _ = try files.write(
      "b-echo.formsh",
      "load Forms/signup.json\nset email=${email}\necho ${label}\nexpect value email = ${email}\n")
    return files
  }

  static let csv =
    "label,email\nfirst,ada@example.com\nsecond,taken@example.com\n"
    + "\"third, with a \"\"quote\"\"\",bob@example.com\n"

  static let jsonl =
    #"{"label": "first", "email": "ada@example.com"}"# + "\n\n"
    + #"{"label": "second", "email": "taken@example.com"}"# + "\n"
    + #"{"label": "third, with a \"quote\"", "email": "bob@example.com"}"# + "\n"

  /// The PASS/FAIL lines, the folder and the times taken off.
  static func verdicts(_ stdout: String, in folder: String) -> [String] {
    stdout.split(separator: "\n").filter { $0.hasPrefix("PASS") || $0.hasPrefix("FAIL") }.map {
      String($0.replacingOccurrences(of: folder + "/", with: "").prefix { $0 != "(" })
        .trimmingCharacters(in: .whitespaces)
    }
  }

  static let expected = [
    "PASS  a-signup.formsh [row 1]", "FAIL  a-signup.formsh [row 2]",
    "PASS  a-signup.formsh [row 3]", "PASS  b-echo.formsh [row 1]",
    "PASS  b-echo.formsh [row 2]", "PASS  b-echo.formsh [row 3]",
  ]

  @Test(arguments: [("people.csv", csv), ("people.jsonl", jsonl)])
  func everyScenarioRunsOncePerRow(name: String, contents: String) throws {
    let backend = try Backends.plain()
    let marker = Backends.marker()
    let files = try Self.suite(marker: marker)
    defer { files.remove() }
    let data = try files.write(name, contents)
    let result = try Formsh.run([
      "test", "--data", data, "--var", "BACKEND=" + backend.url(""), files.path,
    ])
    #expect(result.status == 1, "\(result)")
    #expect(Self.verdicts(result.stdout, in: files.path) == Self.expected, "\(result)")
    // The bad row fails with the server's word, under its row's name.
    #expect(
      result.stdout.contains(
        "FAIL  \(files.path)/a-signup.formsh [row 2]  ("), "\(result)")
    #expect(
      result.stdout.contains(
        "a-signup.formsh:5: error: the server answered HTTP 422 Unprocessable Entity"),
      "\(result)")
    #expect(result.stdout.contains("        email: has already been taken\n"), "\(result)")
    #expect(result.stdout.contains("5 passed, 1 failed"), "\(result)")
    // What the server received: each row's email, once each.
    let emails = try Backends.requests(backend, containing: marker).map { request in
      let body = try JSONSerialization.jsonObject(with: Data(request.body.utf8))
      return (body as? [String: Any])?["email"] as? String ?? ""
    }
    #expect(emails.sorted() == ["ada@example.com", "bob@example.com", "taken@example.com"])
  }

  /// A row of JSON Lines that lacks a name the scenario uses: `${NAME}` names the row and the
  /// file, and the other ways to set it.
  @Test func aNameTheRowLacksIsSaidToBeMissingFromThatRow() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let scenario = try files.write(
      "greet.formsh",
      "load Forms/signup.json\nset email=${email}\nset display_name=${display_name}\n")
    let data = try files.write(
      "rows.jsonl",
      #"{"email": "b@x.io", "display_name": "Bo"}"# + "\n" + #"{"email":"a@x.io"}"# + "\n")
    let result = try Formsh.run(["test", "--data", data, scenario])
    #expect(result.status == 1, "\(result)")
    #expect(
      Self.verdicts(result.stdout, in: files.path)
        == ["PASS  greet.formsh [row 1]", "FAIL  greet.formsh [row 2]"], "\(result)")
    #expect(
      result.stdout.contains(
        "greet.formsh:3:18: error: ${display_name} is not set; row 2 of \(data) has no"
          + " display_name; add it to the rows, pass --var display_name=VALUE or export it\n"),
      "\(result)")
  }

  @Test func theRowsAreTheSameWithJobs() throws {
    let backend = try Backends.plain()
    let files = try Self.suite(marker: Backends.marker())
    defer { files.remove() }
    let data = try files.write("people.csv", Self.csv)
    for jobs in ["1", "6"] {
      let result = try Formsh.run([
        "test", "--jobs", jobs, "--data", data, "--var", "BACKEND=" + backend.url(""),
        files.path,
      ])
      #expect(result.status == 1, "\(result)")
      #expect(Self.verdicts(result.stdout, in: files.path) == Self.expected, "\(result)")
    }
  }

  @Test func junitTAPAndJSONNameTheRow() throws {
    let backend = try Backends.plain()
    let files = try Self.suite(marker: Backends.marker())
    defer { files.remove() }
    let data = try files.write("people.csv", Self.csv)
    let junit = files.path + "/junit.xml"
    let json = try Formsh.run([
      "test", "--data", data, "--var", "BACKEND=" + backend.url(""), "--report", "json",
      "--report", "junit", "-o", junit, files.path,
    ])
    #expect(json.status == 1, "\(json)")
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let scenarios = try #require(report["scenarios"] as? [[String: Any]])
    #expect(scenarios.map { $0["row"] as? Int } == [1, 2, 3, 1, 2, 3])
    #expect(
      scenarios.map {
        ($0["name"] as? String)?.replacingOccurrences(of: files.path + "/", with: "")
      }
        == Self.expected.map { String($0.dropFirst(6)) })
    let failing = scenarios[1]
    #expect(failing["passed"] as? Bool == false)
    #expect(failing["path"] as? String == files.path + "/a-signup.formsh")
    let failures = try #require(failing["failures"] as? [[String: Any]])
    #expect(failures.count == 1)
    #expect(failures.first?["file"] as? String == files.path + "/a-signup.formsh")
    #expect(failures.first?["line"] as? Int == 5)
    #expect(
      (failures.first?["message"] as? String)?.hasPrefix(
        "the server answered HTTP 422 Unprocessable Entity") == true)
    #expect(failures.first?["details"] as? [String] == ["email: has already been taken"])
    let xml = try String(contentsOfFile: junit, encoding: .utf8)
    #expect(xml.contains("name=\"\(files.path)/a-signup.formsh [row 2]\""), "\(xml)")
    #expect(xml.contains("name=\"\(files.path)/b-echo.formsh [row 3]\""), "\(xml)")
    let tap = try Formsh.run([
      "test", "--data", data, "--var", "BACKEND=" + backend.url(""), "--report", "tap",
      files.path,
    ])
    #expect(tap.stdout.contains("not ok 2 - \(files.path)/a-signup.formsh [row 2]\n"), "\(tap)")
  }

  /// `--curl FILE` with rows: each request's comment names its row, as the reports do.
  @Test func curlLinesNameTheRow() throws {
    let backend = try Backends.plain()
    let files = try Self.suite(marker: Backends.marker())
    defer { files.remove() }
    let data = try files.write("people.csv", Self.csv)
    let result = try Formsh.run([
      "test", "--data", data, "--var", "BACKEND=" + backend.url(""), "--curl", "-",
      files.path + "/a-signup.formsh",
    ])
    #expect(result.status == 1, "\(result)")
    let comments = result.stdout.split(separator: "\n").filter { $0.hasPrefix("# \(files.path)") }
    #expect(
      comments.map { $0.replacingOccurrences(of: files.path + "/", with: "") } == [
        "# a-signup.formsh:5 [row 1]", "# a-signup.formsh:5 [row 2]",
        "# a-signup.formsh:5 [row 3]",
      ], "\(result)")
    #expect(result.stdout.contains("taken@example.com"), "\(result)")
  }

  /// JSON values that are not strings are their JSON text; null is empty text.
  @Test func jsonValuesBecomeText() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    _ = try files.write("show.formsh", "echo [${n}] [${yes}] [${none}] [${list}] [${object}]\n")
    let data = try files.write(
      "values.jsonl",
      #"{"n": 1.50, "yes": true, "none": null, "list": [1, "a"], "object": {"k": "v"}}"# + "\n")
    let result = try Formsh.run([
      "test", "--data", data, "--report", "json", files.path + "/show.formsh",
    ])
    #expect(result.status == 0, "\(result)")
    #expect(
      result.stdout.contains(#""output": "[1.50] [true] [] [[1,\"a\"]] [{\"k\":\"v\"}]\n""#),
      "\(result)")
  }

  /// A row's column is over `--var`, which is over `--var-file`.
  @Test func aRowIsOverVarWhichIsOverVarFile() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    _ = try files.write("show.formsh", "echo ${a} ${b} ${c}\n")
    let variables = try files.write("vars.env", "a=file\nb=file\nc=file\n")
    let data = try files.write("rows.csv", "a\nrow\n")
    let result = try Formsh.run([
      "test", "--data", data, "--var-file", variables, "--var", "a=var", "--var", "b=var",
      "--report", "json", files.path + "/show.formsh",
    ])
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains(#""output": "row var file\n""#), "\(result)")
  }

  /// A column named with `--secret NAME` is a secret: masked in every report.
  @Test func aColumnGivenWithSecretIsMasked() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    _ = try files.write(
      "leak.formsh", "echo token is ${token} ${plain}\nexpect value nosuch = ${token}\n")
    let data = try files.write("rows.csv", "token,plain\nhunter2-secret-value,shown-plainly\n")
    let html = files.path + "/report.html"
    let junit = files.path + "/junit.xml"
    let result = try Formsh.run([
      "test", "--data", data, "--secret", "token", "--report", "json", "--report", "junit",
      junit, "--report", "html", html, files.path + "/leak.formsh",
    ])
    #expect(result.status == 1, "\(result)")
    #expect(result.stdout.contains("token is ******** shown-plainly"), "\(result)")
    for text in [
      result.stdout, result.stderr, try String(contentsOfFile: html, encoding: .utf8),
      try String(contentsOfFile: junit, encoding: .utf8),
    ] {
      #expect(!text.contains("hunter2"), "\(text)")
    }
  }
}
