import FormshPlatform
import Foundation
import Testing

/// Issue 13 §1 through the binary: a form pattern that backtracks without end. Swift Regex
/// took seconds to forever on these values in `validate`, `submit`, `fill` and `expect`, and
/// `lint` said nothing; now every match is bounded and such a value fails with its own
/// message. No clock is asserted: each run must simply end (`Formsh.run` fails a run that
/// outlives its time-out) with the right output.
@Suite struct PatternLimitTests {
  /// `(\w|\d)+!` passed the old screen (the branches differ) and doubles its work with each
  /// digit; `note`'s error message is a long run for `expect`'s own regex to choke on.
  static let form = #"""
    {"form_title": "Costly", "fields": [
      {"id": "code", "order": 1, "type": "TEXT", "label": "Code", "regex": "(\\w|\\d)+!",
       "error_message": "Letters or digits, then !"},
      {"id": "note", "order": 2, "type": "TEXT", "label": "Note", "regex": "[a-z]+",
       "error_message": "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!"}]}
    """#
  static let costly = String(repeating: "1", count: 30) + "!!"
  static let message = #"the pattern (\w|\d)+! is too costly to check on this value"#

  static func formFile(_ files: TemporaryFiles) throws -> String {
    try files.write("costly.json", form)
  }

  @Test func validateSubmitAndExpectEndWithTheTooCostlyMessage() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let form = try Self.formFile(files)
    let validate = try Formsh.run(["-c", "set code=\(Self.costly); validate", form], timeout: 20)
    #expect(validate.status == 0, "\(validate)")
    #expect(validate.stdout.contains("code: \(Self.message)"), "\(validate)")

    let submit = try Formsh.run(["-c", "set code=\(Self.costly); submit", form], timeout: 20)
    #expect(submit.status == 1, "\(submit)")
    #expect(submit.stderr.contains(Self.message), "\(submit)")

    // The field's error_message does not hide why; an everyday value still gets it.
    let expect = try Formsh.run(
      [
        "-c",
        "set code=\(Self.costly); expect error code /too costly to check/; expect invalid; "
          + "set code=abc; expect error code Letters or digits, then !; set code=abc1!; "
          + "expect no error code",
        form,
      ], timeout: 20)
    #expect(expect.status == 0, "\(expect)")
    #expect(!expect.stderr.contains("error:"), "\(expect)")
  }

  @Test func anExpectRegexTooCostlyOnTheMessageFailsTheExpectation() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let form = try Self.formFile(files)
    let result = try Formsh.run(
      ["-c", "set note=A1; expect error note /(a|aa)+$/", form], timeout: 20)
    #expect(result.status == 1, "\(result)")
    #expect(
      result.stderr.hasSuffix(
        "-c:1: error: expected an error on note matching /(a|aa)+$/, found "
          + "\"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!\", on which the pattern is too costly to check\n"),
      "\(result)")
  }

  @Test func fillWritesTheTooCostlyMessageForTheRecordsItCannotCheck() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let form = try Self.formFile(files)
    let records = try files.write(
      "records.jsonl",
      """
      {"code":"\(Self.costly)"}
      {"code":"abc1!"}
      {"code":"abc"}

      """)
    let result = try Formsh.run(["fill", "--form", form, records], timeout: 20)
    #expect(result.status == 1, "\(result)")
    #expect(
      result.stdout == """
        {"record":1,"ok":false,"errors":{"code":"the pattern (\\\\w|\\\\d)+! is too costly to check on this value"}}
        {"record":2,"ok":true,"payload":{"code":"abc1!","note":""}}
        {"record":3,"ok":false,"errors":{"code":"Letters or digits, then !"}}

        """, "\(result)")
  }

  @Test func lintWarnsAboutThePatternAndAValueItCannotCheck() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let form = try Self.formFile(files)
    let result = try Formsh.run(["lint", form], timeout: 20)
    #expect(result.status == 0, "\(result)")
    #expect(
      result.stdout.contains(
        #"warning  code  regex "(\w|\d)+!" is too costly to check on values like "1" × 30 + "!~"; such values fail validation"#
      ), "\(result)")
  }

  /// Ctrl-C while fill is busy with costly records: it stops, exits 130, and the output is
  /// every record from the first up to where it stopped, each whole.
  @Test func ctrlCStopsAFillOfCostlyRecords() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let form = try Self.formFile(files)
    // The output in a folder of its own: the lines watched are the output's, not the form
    // file's, which fill has open while it loads (Ctrl-C then came before any record).
    let folder = files.path + "/out"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let output = folder + "/out.jsonl"
    let child = try Child(["fill", "--form", form, "--output", output, "-"], measured: false)
    // Costly records, a millisecond or so each, for as long as fill reads: it is busy with
    // them whenever Ctrl-C comes. Once its output (not yet committed) has a line, it is
    // filling them: Ctrl-C then.
    let feeding = child.keepFeeding(Array((#"{"code":"\#(Self.costly)"}"# + "\n").utf8))
    let filling = Deadline(seconds: 120)
    while child.linesWritten(toFileIn: folder) == 0, !filling.hasPassed { usleep(10_000) }
    #expect(child.linesWritten(toFileIn: folder) > 0, "fill wrote no line")
    child.send(signal: SIGINT)
    let status = child.wait(atMost: 60).status
    #expect(status == 130, "\(child.stderr)")
    let lines = try String(contentsOfFile: output, encoding: .utf8).split(separator: "\n")
    // It stopped with records left: those it was given and never finished.
    #expect(lines.count < feeding.copiesWritten, "\(feeding.copiesWritten) records given")
    let count = CSVLimitsTests.grouped(lines.count)
    let records = lines.count == 1 ? "1 record" : "\(count) records"
    #expect(
      child.stderr.contains("interrupted: \(records): 0 ok, \(count) invalid"),
      "\(child.stderr)")
    for (index, line) in lines.enumerated() {
      #expect(
        line
          == #"{"record":\#(index + 1),"ok":false,"errors":{"code":"the pattern (\\w|\\d)+! is too costly to check on this value"}}"#
      )
    }
  }
}
