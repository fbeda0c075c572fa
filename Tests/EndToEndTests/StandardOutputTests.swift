import FormshPlatform
import Foundation
import Testing

/// Standard output is checked like any file: a reader that went away stops the run quietly,
/// with 141, as it stops `cat` (a full device is 73, in `FailureClassTests`), and SIGTERM
/// flushes what was buffered before formsh ends with 143.
@Suite struct StandardOutputTests {
  /// A form that loads without a warning, so that nothing is on standard error but what the
  /// test is about.
  static let form =
    #"{"form_title": "N", "fields": [{"id": "name", "type": "TEXT", "label": "N", "order": 1}]}"#

  @Test func aScriptWhoseReaderWentAwayStopsQuietly() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let form = try files.write("name.json", Self.form)
    let marker = files.path + "/reached-the-end.json"
    // Some 120 KB of output, more than one buffer: the first flush meets the closed pipe.
    let script =
      String(repeating: "echo hello\n", count: 20_000) + "submit --out \(marker)\n"
    let result = try Formsh.run([form], stdin: script, stdout: .closedPipe)
    #expect(result.status == 141, "\(result)")
    #expect(result.stderr == "")
    // It stopped there, rather than run every line for nobody.
    #expect(!FileManager.default.fileExists(atPath: marker))
  }

  @Test func fillWhoseReaderWentAwayStopsQuietly() throws {
    let records = String(repeating: "{\"name\": \"Ada\"}\n", count: 50_000)
    let files = try TemporaryFiles()
    defer { files.remove() }
    let form = try files.write("name.json", Self.form)
    let result = try Formsh.run(["fill", "--form", form], stdin: records, stdout: .closedPipe)
    #expect(result.status == 141, "\(result)")
    #expect(result.stderr == "")
  }

  @Test func sigtermFlushesWhatWasBufferedThenEnds() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let form = try files.write("name.json", Self.form)
    let marker = files.path + "/marker.json"
    let child = try Child([form], measured: false)
    // Standard output is a file, so "first" waits in formsh's buffer; the marker file says
    // the line before it ran. Then formsh waits for more input.
    child.feed(Array("echo first\nsubmit --out \(marker)\n".utf8))
    let deadline = Deadline(seconds: 20)
    while !FileManager.default.fileExists(atPath: marker) && !deadline.hasPassed { usleep(1000) }
    #expect(FileManager.default.fileExists(atPath: marker))
    child.send(signal: SIGTERM)
    #expect(child.wait().status == 143)
    #expect(child.stdout == "first\n")
  }
}
