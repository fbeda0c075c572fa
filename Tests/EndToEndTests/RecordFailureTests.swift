import FormshPlatform
import Foundation
import Testing

/// `record` checks every write, and a script appears under its name only when the recording
/// ends in order: a recording cut short (a full disk, a killed process) never leaves a script
/// that looks complete and replays to other values.
@Suite struct RecordFailureTests {
  /// Runs a command line under `sh` with files limited to 1 KiB and SIGXFSZ ignored, so that
  /// writing past it fails with EFBIG ("File too large"), as a full disk fails a write.
  static func runOnATinyDisk(_ arguments: [String]) throws -> Formsh.Result {
    try Formsh.run(
      ["-c", "trap '' XFSZ; ulimit -f 1; exec \"$0\" \"$@\"", Formsh.binary] + arguments,
      executable: "/bin/sh")
  }

  /// Lines that change `bio` (200 characters at most) ten times: some 2 KB of script.
  static let manyChanges = (0..<10).map { index in
    "set bio=" + String(repeating: Character(UnicodeScalar(UInt8(97 + index))), count: 190)
  }.joined(separator: "\n")

  @Test func aRecordingCutShortByAFullDiskStopsWithAnErrorAndIsNotWritten() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let script = files.path + "/session.formsh"
    let result = try Self.runOnATinyDisk(
      ["-c", "record \(script)\n" + Self.manyChanges + "\necho after"])
    #expect(result.status == 73, "\(result)")
    #expect(
      result.stderr.contains(
        ": error: \(script): cannot write: File too large; the recording stopped and \(script)"
          + " was not written\n"), "\(result)")
    // The error is reported once, where it happened; the script goes on.
    #expect(result.stderr.components(separatedBy: "error:").count == 2, "\(result)")
    #expect(result.stdout == "after\n")
    #expect(!FileManager.default.fileExists(atPath: script))
    #expect(try FileManager.default.contentsOfDirectory(atPath: files.path).isEmpty)
  }

  @Test func aForcedRecordingCutShortLeavesThePreviousOneWhole() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let previous = "# recorded by formsh; replay with: formsh run s.formsh\nset bio=kept\n"
    let script = try files.write("s.formsh", previous)
    let result = try Self.runOnATinyDisk(["-c", "record --force \(script)\n" + Self.manyChanges])
    #expect(result.status == 73, "\(result)")
    #expect(try String(contentsOfFile: script, encoding: .utf8) == previous)
  }

  @Test func aRecordingAppearsOnlyWhenItEnds() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let form = try files.write("name.json", AtomicWriteTests.nameForm)
    for killed in [true, false] {
      let script = files.path + "/session-\(killed).formsh"
      let marker = files.path + "/marker-\(killed).json"
      let child = try Child([form], measured: false)
      child.feed(Array("record \(script)\nset name=Ada\nsubmit --out \(marker)\n".utf8))
      let deadline = Deadline(seconds: 20)
      while !FileManager.default.fileExists(atPath: marker) && !deadline.hasPassed {
        usleep(1000)
      }
      // The recording is under way: no script that could pass for a whole one.
      #expect(FileManager.default.fileExists(atPath: marker))
      #expect(!FileManager.default.fileExists(atPath: script))
      if killed { child.send(signal: SIGKILL) }
      let status = child.wait().status
      #expect(status == (killed ? 128 + SIGKILL : 0), "\(child.stderr)")
      #expect(FileManager.default.fileExists(atPath: script) == !killed)
    }
    let left = try FileManager.default.contentsOfDirectory(atPath: files.path).sorted()
    #expect(
      left == ["marker-false.json", "marker-true.json", "name.json", "session-false.formsh"])
    #expect(
      try String(contentsOfFile: files.path + "/session-false.formsh", encoding: .utf8)
        == "# recorded by formsh; replay with: formsh run \(files.path)/session-false.formsh\n"
        + "load \(form)\nset name=Ada\nsubmit --output \(files.path)/marker-false.json\n")
  }
}
