import FormshPlatform
import Foundation
import Testing

/// `formsh fill`: records in, one JSON line per record out, in input order, nothing lost.
@Suite struct FillCommandTests {
  /// A fresh directory for one test's files.
  static func directory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "fill-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Writes bytes to a file in a fresh directory and returns its path.
  static func file(_ name: String, _ bytes: [UInt8]) throws -> String {
    let url = try directory().appendingPathComponent(name)
    try Data(bytes).write(to: url)
    return url.path
  }

  static func file(_ name: String, _ text: String) throws -> String {
    try file(name, Array(text.utf8))
  }

  /// The summary line without its time, which varies.
  static func summary(_ stderr: String) -> String {
    // The summary line, before the lines that break the invalid records down.
    let line =
      stderr.split(separator: "\n").last { $0.contains(" ok, ") }.map(String.init) ?? ""
    guard let cut = line.range(of: " in ", options: .backwards) else { return line }
    return String(line[..<cut.lowerBound])
  }

  static func lines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
  }

  /// A key given twice is that field's error whatever either value would give: the first
  /// value failing a check, or the second, must not hide which value the record meant.
  @Test func aKeyGivenTwiceIsThatFieldsErrorWhateverItsValues() throws {
    let records = try Self.file(
      "twice.jsonl",
      """
      {"email":"ada@example.com","password":"correct horse 1815","terms":false,"terms":true}
      {"email":"ada@example.com","em\\u0061il":"zz","password":"correct horse 1815","terms":true}
      {"email":"zz","password":"correct horse 1815","terms":true,"email":"ada@example.com"}

      """)
    let result = try Formsh.run(["fill", "--form", "Forms/signup.json", records])
    #expect(
      Self.lines(result.stdout) == [
        #"{"record":1,"ok":false,"errors":{"terms":"is named more than once in the record"}}"#,
        #"{"record":2,"ok":false,"errors":{"email":"is named more than once in the record"}}"#,
        #"{"record":3,"ok":false,"errors":{"email":"is named more than once in the record"}}"#,
      ], "\(result)")
    #expect(result.status == 1)
  }

  /// The summary breaks the invalid records down by field and error code, on standard
  /// error after the summary line, in form order; standard output holds the lines only.
  @Test func theSummaryBreaksInvalidRecordsDownByFieldAndCode() throws {
    let records = try Self.file(
      "invalid.jsonl",
      """
      {"password":"correct horse 1815","terms":true}
      {"email":"zz","password":"short","terms":true}
      {"password":"correct horse 1815","terms":true,"nickname":"x"}
      {"email":"ada@example.com","password":"correct horse 1815","terms":true}

      """)
    let result = try Formsh.run(["fill", "--form", "Forms/signup.json", records])
    let lines = result.stderr.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("4 records: 1 ok, 3 invalid, 0 malformed in ") == true)
    #expect(
      Array(lines.dropFirst()) == [
        "  (not a field)  unknown_field  1",
        "  email          required       2",
        "  email          invalid_email  1",
        "  password       too_short      1",
      ], "\(result)")
    #expect(Self.lines(result.stdout).count == 4)
    #expect(result.status == 1)
  }

  @Test func aValidFillHasNoBreakdown() throws {
    let records = try Self.file(
      "valid.jsonl", #"{"email":"ada@example.com","password":"correct horse 1815","terms":true}"#)
    let result = try Formsh.run(["fill", "--form", "Forms/signup.json", records])
    #expect(result.stderr.split(separator: "\n").count == 1, "\(result)")
    #expect(result.status == 0)
  }

  @Test func fillsEachRecordInOrderWithExactOutput() throws {
    let records = try Self.file(
      "signups.jsonl",
      """
      {"email":"ada@example.com","password":"correct horse 1815","display_name":"Ada","terms":true}
      {"email":"not-an-email","password":"short","terms":false}
      {"email":"grace@example.com","password":"correct horse 1815","terms":"yes","nickname":"g"}
      {"email":"x@example.com",
      {"email":"linus@example.com","password":"correct horse 1815","terms":true,"marketing_opt_in":"on"}

      """)
    let result = try Formsh.run(["fill", "--form", "Forms/signup.json", records])
    #expect(
      Self.lines(result.stdout) == [
        #"{"record":1,"ok":true,"payload":{"email":"ada@example.com","password":"correct horse 1815","display_name":"Ada","marketing_opt_in":false,"terms":true}}"#,
        #"{"record":2,"ok":false,"errors":{"email":"Enter a valid email address.","password":"must be at least 12 characters","terms":"must be checked"}}"#,
        #"{"record":3,"ok":false,"errors":{"nickname":"is not a field of this form"}}"#,
        #"{"record":4,"ok":false,"malformed":"expected a string key in an object, found end of input (column 26)"}"#,
        #"{"record":5,"ok":true,"payload":{"email":"linus@example.com","password":"correct horse 1815","display_name":"","marketing_opt_in":true,"terms":true}}"#,
      ], "\(result)")
    #expect(Self.summary(result.stderr) == "5 records: 2 ok, 2 invalid, 1 malformed")
    #expect(result.status == 1)
  }

  @Test func everyRecordValidExitsZero() throws {
    let records = try Self.file(
      "one.jsonl",
      #"{"email":"ada@example.com","password":"correct horse 1815","terms":true}"# + "\n")
    let result = try Formsh.run(["fill", "--form", "Forms/signup.json", records])
    #expect(result.status == 0, "\(result)")
    #expect(Self.summary(result.stderr) == "1 record: 1 ok, 0 invalid, 0 malformed")
  }

  @Test func readsStandardInputForADash() throws {
    let result = try Formsh.run(
      ["fill", "--form", "Forms/signup.json", "-"],
      stdin: #"{"email":"ada@example.com","password":"correct horse 1815","terms":true}"# + "\n")
    #expect(result.stdout.hasPrefix(#"{"record":1,"ok":true"#), "\(result)")
  }

  @Test func csvWithQuotesCommasLineBreaksCRLFAndABOM() throws {
    let csv: [UInt8] =
      [0xEF, 0xBB, 0xBF]
      + Array(
        ("email,password,display_name,terms\r\n"
          + "ada@example.com,\"correct, horse 1815\",\"Ada \"\"the first\"\"\",true\r\n"
          + "grace@example.com,correct horse 1815,\"two\nlines\",yes\r\n"
          + "bad,correct horse 1815,,no\r\n").utf8)
    let records = try Self.file("people.csv", csv)
    let result = try Formsh.run(["fill", "--form", "Forms/signup.json", records])
    #expect(
      Self.lines(result.stdout) == [
        #"{"record":1,"ok":true,"payload":{"email":"ada@example.com","password":"correct, horse 1815","display_name":"Ada \"the first\"","marketing_opt_in":false,"terms":true}}"#,
        #"{"record":2,"ok":true,"payload":{"email":"grace@example.com","password":"correct horse 1815","display_name":"two\nlines","marketing_opt_in":false,"terms":true}}"#,
        #"{"record":3,"ok":false,"errors":{"email":"Enter a valid email address.","terms":"must be checked"}}"#,
      ], "\(result)")
  }

  @Test func hostileLinesEachGetTheirOwnLine() throws {
    var bytes: [UInt8] = [0xEF, 0xBB, 0xBF]
    let lines: [[UInt8]] = [
      Array(
        #"{"display_name":"esc \u001b[31m \"q\" \\ \/","email":"a@b.co","password":"correct horse 1815","terms":true}"#
          .utf8),
      Array(#"{"display_name":"\ud83d\ude00 pair","terms":true}"#.utf8),
      Array(#"{"display_name":"\ud800 lone"}"#.utf8),
      Array(#"{"display_name":"bad "#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8),
      [],
      Array("   ".utf8),
      Array(#"{"display_name":1e999,"marketing_opt_in":123456789012345678901234567890}"#.utf8),
      Array(#"{"display_name":"x"}"#.utf8) + [0x0D],
      Array(#"{"display_name":"Été 東京 Ünïcödé"}"#.utf8),
      Array("[1,2,3]".utf8),
      Array("{".utf8) + Array(repeating: UInt8(ascii: " "), count: 10 << 20) + Array("}".utf8),
      Array(#"{"display_name":"truncated"#.utf8),
    ]
    for (index, line) in lines.enumerated() {
      bytes += line
      if index < lines.count - 1 { bytes.append(UInt8(ascii: "\n")) }
    }
    let records = try Self.file("hostile.jsonl", bytes)
    let result = try Formsh.run(["fill", "--form", "Forms/signup.json", records])
    let out = Self.lines(result.stdout)
    #expect(out.count == lines.count, "\(result)")
    for (index, line) in out.enumerated() {
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      #expect(object?["record"] as? Int == index + 1)
    }
    #expect(out[0].contains(#""display_name":"esc \u001b[31m \"q\" \\ /""#))
    #expect(out[2].contains(#""malformed":"unpaired surrogate \\uD800 (column 18)""#))
    #expect(out[3].contains(#""malformed":"invalid UTF-8 in a string (column 22)""#))
    #expect(out[4].contains(#""malformed":"blank line; expected a JSON object""#))
    #expect(out[5].contains(#""malformed":"blank line; expected a JSON object""#))
    #expect(out[6].contains(#""display_name":"expects text, not a number""#))
    #expect(
      out[6].contains(
        #""marketing_opt_in":"takes true/false, yes/no, on/off or 1/0; not \"123456789012345678901234567890\"""#
      ))
    #expect(out[9].contains(#""malformed":"expected a JSON object, found an array""#))
    #expect(out[10].contains(#""errors":{"email":"Enter a valid email address.""#))
    #expect(out[11].contains(#""malformed":"unterminated string (column 17)""#))
    #expect(Self.summary(result.stderr) == "12 records: 1 ok, 5 invalid, 6 malformed")
  }

  @Test func agreesWithTheGeneratorsTruthOnEveryRecord() throws {
    let directory = try Self.directory()
    let records = directory.appendingPathComponent("records.jsonl").path
    let truth = directory.appendingPathComponent("truth.jsonl").path
    let generator = Process()
    generator.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    generator.arguments = [
      "python3", Formsh.root + "/Benchmarks/gen_records.py", "3000", records, "--truth", truth,
    ]
    generator.standardOutput = FileHandle.nullDevice
    try generator.run()
    generator.waitUntilExit()
    try #require(generator.terminationStatus == 0, "python3 is needed to generate records")
    let output = directory.appendingPathComponent("out.jsonl").path
    let result = try Formsh.run(
      ["fill", "--form", "Benchmarks/campaign-bench.json", "--output", output, records])
    #expect(result.stdout.isEmpty)
    let produced = try String(contentsOfFile: output, encoding: .utf8).split(separator: "\n")
    let expected = try String(contentsOfFile: truth, encoding: .utf8).split(separator: "\n")
    #expect(produced.count == 3000)
    var mismatches = 0
    for (line, wanted) in zip(produced, expected) {
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any]
      let fields = ((object["errors"] as? [String: Any])?.keys.sorted()) ?? []
      let truthFields = try JSONSerialization.jsonObject(with: Data(wanted.utf8)) as! [String]
      if fields != truthFields { mismatches += 1 }
    }
    #expect(mismatches == 0)
  }

  @Test func outputIsReplacedOnlyWhenComplete() throws {
    let directory = try Self.directory()
    let output = directory.appendingPathComponent("out.jsonl").path
    try "previous\n".write(toFile: output, atomically: true, encoding: .utf8)
    let badCSV = try Self.file("bad.csv", "email,\"unclosed\n")
    let failed = try Formsh.run(["fill", "--form", "Forms/signup.json", "--output", output, badCSV])
    #expect(failed.status == 65, "\(failed)")
    #expect(failed.stderr.contains("the CSV header cannot be read"))
    #expect(try String(contentsOfFile: output, encoding: .utf8) == "previous\n")
    let good = try Self.file("good.jsonl", #"{"email":"ada@example.com"}"# + "\n")
    let done = try Formsh.run(["fill", "--form", "Forms/signup.json", "--output", output, good])
    #expect(done.status == 1)
    #expect(
      try String(contentsOfFile: output, encoding: .utf8).hasPrefix(#"{"record":1,"ok":false"#))
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(leftovers == ["out.jsonl"])
  }

  @Test(arguments: [
    (["fill", "Forms/signup.json"], Int32(2), "ends in .json, as a form does: name the form"),
    (
      ["fill", "--form", "Forms/signup.json", "--format", "xml", "-"], 2,
      "--format takes jsonl or csv"
    ),
    (["fill", "--form", "Forms/missing.json", "-"], 66, "Forms/missing.json: cannot read"),
    (
      ["fill", "--form", "Forms/signup.json", "no-such-records.jsonl"], 66, "no-such-records.jsonl"
    ),
    (["fill", "--form", "Forms/signup.json", "Forms"], 66, "is a directory"),
  ])
  func usageAndFileErrors(arguments: [String], status: Int32, message: String) throws {
    let result = try Formsh.run(arguments)
    #expect(result.status == status, "\(result)")
    #expect(result.stderr.contains(message), "\(result)")
  }

  @Test func aMalformedFormIs65() throws {
    let form = try Self.file("form.json", "{ not json")
    let result = try Formsh.run(["fill", "--form", form, "-"])
    #expect(result.status == 65, "\(result)")
    #expect(result.stderr.contains("form.json:1:3:"))
  }

  @Test func ctrlCLeavesACompleteParseableOutput() throws {
    let directory = try Self.directory()
    let output = directory.appendingPathComponent("out.jsonl").path
    let child = try Child(
      ["fill", "--form", Formsh.root + "/Forms/signup.json", "--output", output, "-"],
      measured: false)
    let line = #"{"email":"ada@example.com","password":"correct horse 1815","terms":true}"# + "\n"
    let chunk = Array(String(repeating: line, count: 5000).utf8)
    for _ in 0..<4 { #expect(child.feed(chunk)) }
    // The input stays open: formsh waits for more records until Ctrl-C. Once its output
    // (not yet committed) holds the 20,000 lines, every record is filled: Ctrl-C then.
    let filling = Deadline(seconds: 120)
    var written = 0
    while written < 20000, !filling.hasPassed {
      usleep(10_000)
      written = child.linesWritten(toFileIn: directory.path)
    }
    #expect(written == 20000, "fill wrote \(written) lines of 20000")
    child.send(signal: SIGINT)
    let status = child.wait(atMost: 60).status
    #expect(status == 130, "\(child.stderr)")
    #expect(child.stderr.contains("interrupted: 20,000 records: 20,000 ok"), "\(child.stderr)")
    let lines = try String(contentsOfFile: output, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 20000)
    for (index, line) in lines.enumerated() where index % 997 == 0 || index == lines.count - 1 {
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      #expect(object?["record"] as? Int == index + 1)
    }
  }

  /// `set terms=1` works, and a record's number 1 or 0 is the same spelling: a checkbox or a
  /// toggle takes it (issue: `{"terms": 1}` was refused as "not a number").
  @Test func aRecordsOneAndZeroAreBooleansForCheckboxesAndToggles() throws {
    let records = try Self.file(
      "booleans.jsonl",
      Array(
        """
        {"email":"a@example.com","password":"correct horse 42","terms":1,"marketing_opt_in":0}
        {"email":"a@example.com","password":"correct horse 42","terms":0}
        {"email":"a@example.com","password":"correct horse 42","terms":2}

        """.utf8))
    let result = try Formsh.run(["fill", "--form", "Forms/signup.json", records])
    let out = Self.lines(result.stdout)
    #expect(out.count == 3, "\(result)")
    #expect(out[0].contains(#""marketing_opt_in":false,"terms":true}"#))
    #expect(out[1].contains(#""terms":"must be checked""#))
    #expect(out[2].contains(#""terms":"takes true/false, yes/no, on/off or 1/0; not \"2\"""#))
    #expect(result.status == 1)
  }

  /// A condition that orders a dropdown's id (null < "b" for an empty one) is answered as
  /// the evaluator answers it, record after record (an earlier fast path could not, and
  /// handing record 2 to the general path crashed).
  @Test func aConditionOrderingAnOptionIsAnsweredForEveryRecord() throws {
    let form = try Self.file(
      "order.json",
      """
      {"form_title": "T", "fields": [
        {"id": "o", "order": 1, "type": "DROPDOWN", "label": "O",
         "options": [{"id": "a", "label": "A"}, {"id": "b", "label": "B"}]},
        {"id": "x", "order": 2, "type": "TEXT", "label": "X",
         "visible_if": {"<": [{"var": "o"}, "b"]}}
      ]}
      """)
    let records = try Self.file(
      "order.jsonl", "{\"o\":\"a\",\"x\":\"hi\"}\n{\"x\":\"hi\"}\n{\"o\":\"b\",\"x\":\"hi\"}\n")
    let result = try Formsh.run(["fill", "--jobs", "1", "--form", form, records])
    #expect(
      Self.lines(result.stdout) == [
        #"{"record":1,"ok":true,"payload":{"o":"a","x":"hi"}}"#,
        #"{"record":2,"ok":true,"payload":{"o":null}}"#,
        #"{"record":3,"ok":true,"payload":{"o":"b"}}"#,
      ], "\(result)")
    #expect(result.status == 0)
  }

  /// A rule that does not hold but names only fields its conditions hide refuses nothing, as
  /// on submit: the record is valid and its line whole (the byte path wrote a bare `}}`).
  @Test func aFailingRuleOnlyOnHiddenFieldsRefusesNothing() throws {
    let form = try Self.file(
      "hidden-rule.json",
      """
      {"form_title": "t", "fields": [
        {"id": "x", "type": "CHECKBOX", "label": "X"},
        {"id": "y", "type": "TEXT", "label": "Y", "visible_if": {"var": "x"}}],
       "rules": [{"check": {"var": "x"}, "message": "x must be on", "fields": ["y"]}]}
      """)
    let records = try Self.file("hidden-rule.jsonl", "{\"x\":false}\n{\"x\":true,\"y\":\"a\"}\n")
    let result = try Formsh.run(["fill", "--jobs", "1", "--form", form, records])
    #expect(
      Self.lines(result.stdout) == [
        #"{"record":1,"ok":true,"payload":{"x":false}}"#,
        #"{"record":2,"ok":true,"payload":{"x":true,"y":"a"}}"#,
      ], "\(result)")
    #expect(result.status == 0)
  }
}
