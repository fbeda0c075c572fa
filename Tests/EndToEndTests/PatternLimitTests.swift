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
    let output = files.path + "/out.jsonl"
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Formsh.binary)
    process.arguments = ["fill", "--form", form, "--output", output, "-"]
    let input = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    try process.run()
    let count = 10_000
    let line = #"{"code":"\#(Self.costly)"}"# + "\n"
    input.fileHandleForWriting.write(Data(String(repeating: line, count: count).utf8))
    // The pipe stays open; the first rounds are being filled, a record a millisecond or so.
    Thread.sleep(forTimeInterval: 0.5)
    process.interrupt()
    let deadline = Deadline(seconds: 20)
    while process.isRunning, !deadline.hasPassed { Thread.sleep(forTimeInterval: 0.01) }
    if process.isRunning {
      process.terminate()
      Issue.record("fill did not stop on Ctrl-C")
    }
    process.waitUntilExit()
    try? input.fileHandleForWriting.close()
    let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationStatus == 130, "\(stderr)")
    let lines = try String(contentsOfFile: output, encoding: .utf8).split(separator: "\n")
    #expect(lines.count < count)
    let records = lines.count == 1 ? "1 record" : "\(lines.count) records"
    #expect(
      stderr.contains("interrupted: \(records): 0 ok, \(lines.count) invalid"), "\(stderr)")
    for (index, line) in lines.enumerated() {
      #expect(
        line
          == #"{"record":\#(index + 1),"ok":false,"errors":{"code":"the pattern (\\w|\\d)+! is too costly to check on this value"}}"#
      )
    }
  }
}
