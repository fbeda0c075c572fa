import FormshPlatform
import Foundation
import Testing

/// `submit --out` and `fill --output` write `.NAME.tmp-PID` beside the file and rename it into
/// place when complete: a process killed mid-write (SIGKILL, nothing runs after it) leaves the
/// previous file, or none, never half of one. The temporary file it was writing stays behind.
@Suite(.serialized) struct AtomicWriteTests {
  static let nameForm =
    #"{"form_title": "N", "fields": [{"id": "name", "type": "TEXT", "label": "N"}]}"#

  /// The temporary file formsh writes for `path`.
  static func temporary(for path: String, pid: pid_t) -> String {
    let url = URL(fileURLWithPath: path)
    return url.deletingLastPathComponent().path + "/." + url.lastPathComponent + ".tmp-\(pid)"
  }

  static func size(_ path: String) -> Int? {
    var status = stat()
    return stat(path, &status) == 0 ? Int(status.st_size) : nil
  }

  /// Waits until the file exists with at least `bytes` bytes; false after `seconds`.
  static func waitFor(_ path: String, bytes: Int, seconds: Double) -> Bool {
    let deadline = Deadline(seconds: seconds)
    while !deadline.hasPassed {
      if let size = size(path), size >= bytes { return true }
      usleep(500)
    }
    return false
  }

  @Test("fill --output killed mid-write leaves the previous file", arguments: [true, false])
  func fillKilledMidWrite(previousFile: Bool) throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let form = try files.write("name.json", Self.nameForm)
    let output = files.path + "/out.jsonl"
    if previousFile { _ = try files.write("out.jsonl", "previous\n") }
    let child = try Child(["fill", "--form", form, "--output", output, "-"], measured: false)
    // Enough records for several rounds to reach the temporary file, then the input stays
    // open: formsh waits for more, mid-write, when it is killed.
    let record = Array(#"{"name": "Ada Lovelace"}"#.utf8) + [10]
    #expect(child.feed(Array(repeatElement(record, count: 100_000).joined())))
    let temporary = Self.temporary(for: output, pid: child.pid)
    #expect(Self.waitFor(temporary, bytes: 1, seconds: 20), "no temporary file was written")
    child.send(signal: SIGKILL)
    #expect(child.wait().status == 128 + SIGKILL)
    if previousFile {
      #expect(try String(contentsOfFile: output, encoding: .utf8) == "previous\n")
    } else {
      #expect(!FileManager.default.fileExists(atPath: output))
    }
    // What was being written is left beside it, under its temporary name.
    let partial = try String(contentsOfFile: temporary, encoding: .utf8)
    #expect(partial.hasPrefix(#"{"record":1,"ok":true,"payload":{"name":"Ada Lovelace"}}"#))
  }

  @Test func fillOutputAppearsWhenComplete() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let form = try files.write("name.json", Self.nameForm)
    let output = try files.write("out.jsonl", "previous\n")
    let child = try Child(["fill", "--form", form, "--output", output, "-"], measured: false)
    child.feed(Array(#"{"name": "Ada"}"#.utf8) + [10])
    #expect(child.wait().status == 0)
    #expect(
      try String(contentsOfFile: output, encoding: .utf8)
        == #"{"record":1,"ok":true,"payload":{"name":"Ada"}}"# + "\n")
    #expect(Self.size(Self.temporary(for: output, pid: child.pid)) == nil)
  }

  @Test func submitOutKilledMidWriteLeavesThePreviousPayload() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    // A payload of 100 MB takes long enough to write and flush to be caught half way.
    let big = String(repeating: "x", count: 100 << 20)
    let form = try files.write(
      "big.json",
      #"{"form_title": "B", "fields": [{"id": "bio", "type": "TEXT", "subtype": "MULTILINE","#
        + #" "label": "Bio", "default_value": ""# + big + #""}]}"#)
    let payload = try files.write("payload.json", "previous\n")
    let complete = "{\n  \"bio\": \"" + big + "\"\n}\n"
    var caught = 0
    for _ in 0..<4 where caught == 0 {
      let child = try Child(["-c", "submit --out \(payload)", form], measured: false)
      let temporary = Self.temporary(for: payload, pid: child.pid)
      let midWrite = Self.waitFor(temporary, bytes: 1, seconds: 30)
      child.send(signal: SIGKILL)
      child.wait()
      let now = try String(contentsOfFile: payload, encoding: .utf8)
      // Whenever the kill came, the file is the previous one or the new one, whole.
      #expect(now == "previous\n" || now == complete, "a partial payload: \(now.utf8.count) bytes")
      if midWrite && now == "previous\n" { caught += 1 }
      if now == complete { _ = try files.write("payload.json", "previous\n") }
      try? FileManager.default.removeItem(atPath: temporary)
    }
    #expect(caught > 0, "never caught the write half way")
  }
}
