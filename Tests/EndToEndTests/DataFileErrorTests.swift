import Foundation
import Testing

/// Issue 31: a `--data` file that cannot be read as rows is an error naming the file and the
/// line, found before any scenario runs (exit 65; 66 when it cannot be read; a usage error,
/// 2, when its name says neither CSV nor JSON Lines).
@Suite struct DataFileErrorTests {
  @Test(arguments: [
    (
      "rows.csv", "email\n\"ada@example.com\nbob@example.com\n", 2,
      "a quoted cell opened on this line is never closed"
    ),
    (
      "rows.csv", "email,name\nada@example.com,Ada\nbob@example.com\n", 3,
      "row 2 has 1 cell; the header has 2"
    ),
    (
      "rows.csv", "email,first-name\nada@example.com,Ada\n", 1,
      "column 2, \"first-name\", is not a variable's name (letters, digits and _, not starting with a digit)"
    ),
    (
      "rows.csv", "email,,name\na,b,c\n", 1,
      "column 2 has no name; the header names a variable for each column"
    ),
    ("rows.csv", "email,email\na,b\n", 1, "column 2 names email again"),
    (
      "rows.csv", "email,note\na,5\" screen\n", 2,
      "a quote inside an unquoted cell (cell 2); quote the whole cell and double the quote"
    ),
    (
      "rows.csv", "", 1,
      "no rows: the file is empty; it starts with a header of variable names, then a row per run"
    ),
    (
      "rows.csv", "email,name\n\n", 2,
      "no rows: only the header; each row after it runs every scenario once"
    ),
    (
      "rows.jsonl", "{\"email\": \"a\"}\n[\"email\"]\n", 2,
      "expected a JSON object (a row's variables), found an array"
    ),
    ("rows.jsonl", "{\"email\": \"a\"}\n\n{\"email\": \"b\",}\n", 3, "(column 15)"),
    ("rows.jsonl", "{\"e-mail\": \"a\"}\n", 1, "\"e-mail\" is not a variable's name"),
    // Issue 31, hostile review: a key given twice would silently take its last value.
    (
      "rows.jsonl", "{\"a\": \"x\"}\n{\"a\": \"x\", \"a\": \"y\"}\n", 2,
      "a is given twice in this row"
    ),
    (
      "rows.jsonl", "\n\n", 2,
      "no rows: the file holds no JSON object; each line's object runs every scenario once"
    ),
  ])
  func aBadDataFileIsAnErrorAtItsLine(name: String, contents: String, line: Int, reason: String)
    throws
  {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let scenario = try files.write("ran.formsh", "echo the scenario ran\n")
    let data = try files.write(name, contents)
    let result = try Formsh.run(["test", "--data", data, scenario])
    #expect(result.status == 65, "\(result)")
    #expect(result.stderr.hasPrefix("formsh test: error: \(data):\(line): "), "\(result)")
    #expect(result.stderr.contains(reason), "\(result)")
    #expect(result.stdout.isEmpty, "\(result)")
  }

  /// Hostile review: a file of a million rows ran (and, interrupted, reported) a million runs.
  /// 100,000 rows run; one more is an error at its line, before any scenario runs.
  @Test(arguments: ["rows.csv", "rows.jsonl"])
  func aDataFileOfMoreThan100000RowsIsRefusedAtTheFirstRowTooMany(name: String) throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let scenario = try files.write("ran.formsh", "echo the scenario ran\n")
    let csv = name.hasSuffix(".csv")
    let row = csv ? "x\n" : "{\"a\":\"x\"}\n"
    let data = try files.write(
      name, (csv ? "a\n" : "") + String(repeating: row, count: 100_001))
    let result = try Formsh.run(["test", "--data", data, scenario])
    #expect(result.status == 65, "\(result.stderr)")
    #expect(
      result.stderr
        == "formsh test: error: \(data):\(csv ? 100_002 : 100_001): more than 100,000 rows;"
        + " formsh test takes at most 100,000 per --data file (each row runs every scenario):"
        + " split the file and run each part\n")
    #expect(result.stdout.isEmpty)
  }

  @Test func aDataFileThatCannotBeReadIs66() throws {
    let result = try Formsh.run(["test", "--data", "no/such/rows.csv", "Scripts/scenarios/signup"])
    #expect(result.status == 66, "\(result)")
    #expect(result.stderr.hasPrefix("formsh test: error: no/such/rows.csv: "), "\(result)")
    #expect(result.stdout.isEmpty)
  }

  @Test func aDataFileOfNoKnownFormatIsAUsageError() throws {
    let result = try Formsh.run(["test", "--data", "rows.txt", "Scripts/scenarios/signup"])
    #expect(result.status == 2, "\(result)")
    #expect(
      result.stderr.hasPrefix(
        "formsh test: error: --data takes a .csv or .jsonl file (its name says which), not"
          + " \"rows.txt\"\n"), "\(result)")
  }

  @Test func onlyTestTakesData() throws {
    let result = try Formsh.run(["run", "--data", "rows.csv", "Scripts/failing-example.formsh"])
    #expect(result.status == 2, "\(result)")
    #expect(result.stderr.hasPrefix("formsh run: error: run takes no option --data\n"), "\(result)")
  }
}
