import FormshPlatform
import Foundation
import Testing

/// `fill --id KEY` and `--first-record N`: each line carries the record's own KEY as "id",
/// right after "record", so that the lines of a fill split across processes join back to
/// their records; the numbering can start anywhere. Standard output holds only those lines.
@Suite struct FillIDTests {
  /// A form of two fields: a required name of at most 5 characters, and a code.
  static let form = """
    {"form_title": "T", "fields": [
      {"id": "name", "type": "TEXT", "label": "Name", "required": true, "max_length": 5},
      {"id": "code", "type": "TEXT", "label": "Code"}]}
    """

  static func fill(_ arguments: [String], records: String, name: String = "records.jsonl")
    throws -> Formsh.Result
  {
    let form = try FillCommandTests.file("form.json", Self.form)
    let input = try FillCommandTests.file(name, records)
    return try Formsh.run(["fill", "--form", form] + arguments + [input])
  }

  @Test func theIDFollowsTheRecordNumberAsTheRecordWroteIt() throws {
    let records = [
      #"{"id":"A-1","name":"Ada"}"#,
      #"{"name":"Bob","id":17.50}"#,
      #"{"name":"Cy"}"#,
      "not json",
      #"{"id":3,"name":"Dee","id":4}"#,
      #"{"id":true,"name":"Eve"}"#,
      #"{"id":["x","y"],"name":"Flo"}"#,
      #"{"id":{"nested":1},"name":"Gus"}"#,
      #"{"id":"\u00e9\"q","name":"toolong"}"#,
    ]
    let result = try Self.fill(["--id", "id"], records: records.joined(separator: "\n") + "\n")
    #expect(result.status == 1, "\(result)")
    #expect(
      FillCommandTests.lines(result.stdout) == [
        #"{"record":1,"id":"A-1","ok":true,"payload":{"name":"Ada","code":""}}"#,
        #"{"record":2,"id":17.50,"ok":true,"payload":{"name":"Bob","code":""}}"#,
        #"{"record":3,"id":null,"ok":true,"payload":{"name":"Cy","code":""}}"#,
        #"{"record":4,"id":null,"ok":false,"malformed":"expected a value, found 'not' (column 1)"}"#,
        #"{"record":5,"id":3,"ok":false,"errors":{"id":"is named more than once in the record"}}"#,
        #"{"record":6,"id":true,"ok":true,"payload":{"name":"Eve","code":""}}"#,
        #"{"record":7,"id":["x","y"],"ok":true,"payload":{"name":"Flo","code":""}}"#,
        #"{"record":8,"id":null,"ok":true,"payload":{"name":"Gus","code":""}}"#,
        #"{"record":9,"id":"é\"q","ok":false,"errors":{"name":"takes at most 5 characters; this value has 7"}}"#,
      ], "\(result)")
    #expect(
      FillCommandTests.summary(result.stderr) == "9 records: 6 ok, 2 invalid, 1 malformed",
      "\(result)")
  }

  @Test func aKeyThatIsAFieldIsValidatedAndCopied() throws {
    let records = #"{"name":"Ada","code":"c1"}"# + "\n" + #"{"name":"Ada","code":7}"# + "\n"
    let result = try Self.fill(["--id", "code"], records: records)
    #expect(
      FillCommandTests.lines(result.stdout) == [
        #"{"record":1,"id":"c1","ok":true,"payload":{"name":"Ada","code":"c1"}}"#,
        #"{"record":2,"id":7,"ok":false,"errors":{"code":"expects text, not a number"}}"#,
      ], "\(result)")
  }

  @Test func fillToCarriesTheIDOnEveryLine() throws {
    let backend = try TestBackend.start()
    let records = [#"{"id":"a","name":"Ada"}"#, #"{"name":"Bobby Tables","id":"b"}"#, "{"]
    let result = try Self.fill(
      ["--id", "id", "--first-record", "7", "--to", backend.url("/submit")],
      records: records.joined(separator: "\n") + "\n")
    #expect(
      FillCommandTests.lines(result.stdout) == [
        #"{"record":7,"id":"a","ok":true,"status":201,"location":"/submit/1","resource_id":1}"#,
        #"{"record":8,"id":"b","ok":false,"errors":{"name":"takes at most 5 characters; this value has 12"}}"#,
        #"{"record":9,"id":null,"ok":false,"malformed":"expected a string key in an object, found end of input (column 2)"}"#,
      ], "\(result)")
    #expect(try backend.requests().count == 1)
  }

  @Test func firstRecordOffsetsTheNumbers() throws {
    let records = #"{"id":"a","name":"Ada"}"# + "\n" + #"{"id":"b","name":""}"# + "\n"
    let result = try Self.fill(["--first-record", "1000001", "--id", "id"], records: records)
    #expect(
      FillCommandTests.lines(result.stdout) == [
        #"{"record":1000001,"id":"a","ok":true,"payload":{"name":"Ada","code":""}}"#,
        #"{"record":1000002,"id":"b","ok":false,"errors":{"name":"is required"}}"#,
      ], "\(result)")
  }

  @Test func aCSVColumnIsTheIDAsAString() throws {
    let csv = "id,name\n7,Ada\n,Bob\n\"x,1\",Cy\n"
    let result = try Self.fill(["--id", "id"], records: csv, name: "records.csv")
    #expect(
      FillCommandTests.lines(result.stdout) == [
        #"{"record":1,"id":"7","ok":true,"payload":{"name":"Ada","code":""}}"#,
        #"{"record":2,"id":null,"ok":true,"payload":{"name":"Bob","code":""}}"#,
        #"{"record":3,"id":"x,1","ok":true,"payload":{"name":"Cy","code":""}}"#,
      ], "\(result)")
    // Without --id, the column is no field of the form.
    let plain = try Self.fill([], records: csv, name: "records.csv")
    #expect(plain.status == 65)
    #expect(plain.stderr.contains(#"column 1, "id", is not a field of this form"#), "\(plain)")
  }

  @Test func everyThreadCountGivesTheSameLines() throws {
    // Five thousand records: several batches of 1,024, filled on different threads.
    let records = (1...5_000).map { number in
      number % 7 == 0
        ? #"{"id":"r\#(number)","name":"too long \#(number)"}"#
        : number % 11 == 0 ? "{broken" : #"{"name":"n\#(number % 100)","id":"r\#(number)"}"#
    }
    let text = records.joined(separator: "\n") + "\n"
    let arguments = ["--id", "id", "--first-record", "42"]
    let one = try Self.fill(["--jobs", "1"] + arguments, records: text)
    let four = try Self.fill(["--jobs", "4"] + arguments, records: text)
    #expect(one.status == 1)
    #expect(FillCommandTests.lines(one.stdout).count == 5_000)
    #expect(one.stdout == four.stdout)
    #expect(
      FillCommandTests.lines(one.stdout).last?.hasPrefix(#"{"record":5041,"id":"r5000","#) == true)
  }

  @Test(arguments: ["0", "-3", "x", "1.5", "1000000000000000001"])
  func aFirstRecordBelowOneOrNotANumberIsAUsageError(text: String) throws {
    let result = try Formsh.run(["fill", "--first-record", text, "-"])
    #expect(result.status == 2, "\(result)")
    #expect(
      result.stderr.contains(
        "formsh fill: error: --first-record takes the number of the first record, from 1 to"
          + #" 1000000000000000, not "\#(text)""#), "\(result)")
  }

  @Test func anEmptyKeyAndAnIDOutsideFillAreUsageErrors() throws {
    let empty = try Formsh.run(["fill", "--id", "", "-"])
    #expect(empty.status == 2)
    #expect(empty.stderr.contains(#"--id takes a record's KEY, not """#), "\(empty)")
    let lint = try Formsh.run(["lint", "--id", "id", "Forms/signup.json"])
    #expect(lint.status == 2)
    #expect(lint.stderr.contains("--id goes with fill"), "\(lint)")
  }

  /// Standard output is the data stream: one JSON line per record and nothing else; the
  /// summary and any error are on standard error.
  @Test(arguments: [[], ["--id", "id"]])
  func standardOutputHoldsOnlyTheLines(arguments: [String]) throws {
    let records = [#"{"id":1,"name":"Ada"}"#, "oops", #"{"id":2,"name":"Bobby Tables"}"#]
    let result = try Self.fill(arguments, records: records.joined(separator: "\n") + "\n")
    let lines = FillCommandTests.lines(result.stdout)
    #expect(lines.count == 3)
    for (index, line) in lines.enumerated() {
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      #expect(object?["record"] as? Int == index + 1)
      #expect((object?["id"] != nil) == !arguments.isEmpty)
    }
    // Without --id, "id" is no field of the form: the first record is invalid too.
    let counts = arguments.isEmpty ? "0 ok, 2 invalid" : "1 ok, 1 invalid"
    #expect(FillCommandTests.summary(result.stderr) == "3 records: \(counts), 1 malformed")
  }

  @Test(arguments: [[], ["--id", "id"]])
  func afterCtrlCStandardOutputStillHoldsOnlyTheLines(arguments: [String]) throws {
    let form = try FillCommandTests.file("form.json", Self.form)
    let child = try Child(["fill", "--form", form] + arguments + ["-"], measured: false)
    let line = Array(#"{"id":"k","name":"Ada"}"#.utf8) + [10]
    #expect(child.feed(Array(repeatElement(line, count: 20_000).joined())))
    // The input stays open; once lines come out, formsh is reading: Ctrl-C.
    var polls = 0
    while child.stdout.isEmpty, polls < 3_000 {
      usleep(10_000)
      polls += 1
    }
    child.send(signal: SIGINT)
    let (status, _) = child.wait()
    #expect(status == 130, "\(child.stderr)")
    let lines = FillCommandTests.lines(child.stdout)
    #expect(!lines.isEmpty)
    for (index, line) in lines.enumerated() {
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      #expect(object?["record"] as? Int == index + 1)
      #expect(object?["ok"] as? Bool == !arguments.isEmpty)
      #expect((object?["id"] as? String == "k") == !arguments.isEmpty)
    }
    #expect(
      child.stderr.hasPrefix("interrupted: \(CSVLimitsTests.grouped(lines.count)) records:"),
      "\(child.stderr)")
  }
}
