import Foundation
import Testing

/// Several reports in one run (issue 41, point 8): each `--report` takes the `-o FILE` given
/// after it; the old spellings (`--report junit FILE`, one `-o` before the one report, the
/// `-o` of a file's report after `--report tap`) keep working.
@Suite struct ReportOutputsTests {
  static let scenarios = "Scripts/scenarios/signup"

  /// Each report in its own file, whatever their order; TAP or JSON written to its file
  /// leaves the PASS lines on standard output.
  @Test(arguments: [
    ["--report", "junit", "-o", "A", "--report", "html", "-o", "B"],
    ["--report", "html", "-o", "B", "--report", "junit", "-o", "A"],
    ["--report", "junit", "-o", "A", "--report", "tap", "-o", "T", "--report", "html", "-o", "B"],
    ["--report", "json", "-o", "T", "--report", "junit", "--output", "A"],
    ["--report", "junit", "A", "--report", "html", "-o", "B"],
  ])
  func eachReportTakesTheOutputAfterIt(spelling: [String]) throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let arguments = spelling.map { ["A", "B", "T"].contains($0) ? files.path + "/" + $0 : $0 }
    let result = try Formsh.run(["test"] + arguments + [Self.scenarios])
    #expect(result.status == 0, "\(spelling): \(result)")
    #expect(result.stdout.hasPrefix("PASS  "), "\(spelling): \(result)")
    let junit = try String(contentsOfFile: files.path + "/A", encoding: .utf8)
    #expect(junit.hasPrefix("<?xml"), "\(spelling)")
    if spelling.contains("html") {
      let html = try String(contentsOfFile: files.path + "/B", encoding: .utf8)
      #expect(html.hasPrefix("<!DOCTYPE html>"), "\(spelling)")
    }
    if spelling.contains("T") {
      let text = try String(contentsOfFile: files.path + "/T", encoding: .utf8)
      #expect(
        text.hasPrefix(spelling.contains("tap") ? "TAP version" : "{"), "\(spelling): \(text)")
    }
  }

  /// The spellings of one `-o` for one report, and of the report that is a file when TAP
  /// goes to standard output.
  @Test(arguments: [
    ["-o", "A", "--report", "junit"],
    ["--report", "junit", "--report", "tap", "-o", "A"],
  ])
  func theOldSpellingsKeepWorking(spelling: [String]) throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let arguments = spelling.map { $0 == "A" ? files.path + "/A" : $0 }
    let result = try Formsh.run(["test"] + arguments + [Self.scenarios])
    #expect(result.status == 0, "\(spelling): \(result)")
    #expect(FileManager.default.fileExists(atPath: files.path + "/A"), "\(spelling)")
    if spelling.contains("tap") {
      #expect(result.stdout.hasPrefix("TAP version"), "\(result)")
    }
  }
}
