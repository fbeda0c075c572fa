import FormshPlatform
import Foundation
import Testing

/// `submit --out` and `fill --output` write a temporary file beside the file (unnamed, with
/// `O_TMPFILE`, where the file system has it; else `.NAME.tmp-RANDOM`), mode 0600, and rename
/// it into place when complete: a process killed mid-write (SIGKILL, nothing runs after it)
/// leaves the previous file, or none, never half of one, and nothing others can read.
@Suite(.serialized) struct AtomicWriteTests {
  static let nameForm =
    #"{"form_title": "N", "fields": [{"id": "name", "type": "TEXT", "label": "N"}]}"#

  /// The temporary file process `pid` is writing in `directory`, as `/proc/PID/fd/N` (which
  /// reaches an unnamed file too): a descriptor open on `#INODE (deleted)` (unnamed) or on a
  /// name starting with a dot.
  static func temporary(in directory: String, pid: pid_t) -> String? {
    let descriptors = "/proc/\(pid)/fd"
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: descriptors)) ?? []
    for entry in entries {
      let link = descriptors + "/" + entry
      guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: link),
        target.hasPrefix(directory + "/")
      else { continue }
      let name = target.dropFirst(directory.count + 1)
      if name.hasPrefix("#") || name.hasPrefix(".") { return link }
    }
    return nil
  }

  static func size(_ path: String) -> Int? {
    var status = stat()
    return stat(path, &status) == 0 ? Int(status.st_size) : nil
  }

  /// The permission bits of a file (following a `/proc` descriptor link to the file).
  static func mode(_ path: String) -> mode_t? {
    var status = stat()
    return stat(path, &status) == 0 ? status.st_mode & 0o7777 : nil
  }

  /// Waits until `pid` writes a temporary file in `directory` with at least `bytes` bytes;
  /// its `/proc` path, or nil after `seconds`.
  static func waitForTemporary(in directory: String, pid: pid_t, bytes: Int, seconds: Double)
    -> String?
  {
    let deadline = Deadline(seconds: seconds)
    while !deadline.hasPassed {
      if let path = temporary(in: directory, pid: pid), let size = size(path), size >= bytes {
        return path
      }
      usleep(500)
    }
    return nil
  }

  /// The names in `directory` other than `expected`, each with its permission bits.
  static func leftovers(in directory: String, besides expected: Set<String>) throws
    -> [String: mode_t]
  {
    var found: [String: mode_t] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: directory)
    where !expected.contains(name) {
      found[name] = mode(directory + "/" + name) ?? 0
    }
    return found
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
    let temporary = Self.waitForTemporary(
      in: files.path, pid: child.pid, bytes: 1, seconds: 20)
    #expect(temporary != nil, "no temporary file was written")
    if let temporary {
      // While written, it holds the lines so far and no one else may read it.
      #expect(Self.mode(temporary) == 0o600)
      let partial = try String(contentsOfFile: temporary, encoding: .utf8)
      #expect(partial.hasPrefix(#"{"record":1,"ok":true,"payload":{"name":"Ada Lovelace"}}"#))
    }
    child.send(signal: SIGKILL)
    #expect(child.wait().status == 128 + SIGKILL)
    if previousFile {
      #expect(try String(contentsOfFile: output, encoding: .utf8) == "previous\n")
    } else {
      #expect(!FileManager.default.fileExists(atPath: output))
    }
    // Nothing of the records is left for others to read: an unnamed temporary file went
    // with the process; a named one (a file system without O_TMPFILE) stays at 0600.
    let left = try Self.leftovers(in: files.path, besides: ["name.json", "out.jsonl"])
    #expect(left.values.allSatisfy { $0 == 0o600 }, "\(left)")
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
    #expect(try Self.leftovers(in: files.path, besides: ["name.json", "out.jsonl"]).isEmpty)
  }

  @Test func submitOutKilledMidWriteLeavesThePreviousPayload() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    // A payload of 100 MB takes long enough to write and flush to be caught half way. A form
    // string is at most 1 MiB, and so is a script line: the script types 100 lines of 1 MiB
    // into a MULTILINE field, ended by a lone ".".
    let line = String(repeating: "x", count: (1 << 20) - 16)
    let form = try files.write(
      "big.json",
      #"{"form_title": "B", "fields": [{"id": "bio", "type": "TEXT", "subtype": "MULTILINE","#
        + #" "label": "Bio"}]}"#)
    let payload = try files.write("payload.json", "previous\n")
    let script = try files.write(
      "fill.formsh",
      "set bio\n" + String(repeating: line + "\n", count: 100) + ".\nsubmit --out \(payload)\n")
    let complete =
      "{\n  \"bio\": \"" + Array(repeating: line, count: 100).joined(separator: "\\n") + "\"\n}\n"
    var caught = 0
    for _ in 0..<4 where caught == 0 {
      let child = try Child(["run", "--form", form, script], measured: false)
      let midWrite =
        Self.waitForTemporary(in: files.path, pid: child.pid, bytes: 1, seconds: 30) != nil
      child.send(signal: SIGKILL)
      child.wait()
      let now = try String(contentsOfFile: payload, encoding: .utf8)
      // Whenever the kill came, the file is the previous one or the new one, whole.
      #expect(now == "previous\n" || now == complete, "a partial payload: \(now.utf8.count) bytes")
      if midWrite && now == "previous\n" { caught += 1 }
      if now == complete { _ = try files.write("payload.json", "previous\n") }
      let left = try Self.leftovers(
        in: files.path, besides: ["big.json", "payload.json", "fill.formsh"])
      #expect(left.values.allSatisfy { $0 == 0o600 }, "\(left)")
      for name in left.keys { try? FileManager.default.removeItem(atPath: files.path + "/" + name) }
    }
    #expect(caught > 0, "never caught the write half way")
  }
}
