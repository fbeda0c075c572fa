import FormshPlatform
import Foundation
import Testing

/// What `submit --out` and `fill --output` do with what the path already names: a file keeps
/// its mode, a symbolic link is refused unless followed, a FIFO or `/dev/fd/N` is written
/// through, and the temporary file can be neither planted nor shared (RELIABILITY.md, "Files
/// and standard output"). No test touches a real device file: FIFOs and links are made in a
/// temporary directory.
@Suite struct SafeWriteTests {
  static let nameForm = AtomicWriteTests.nameForm

  /// Running as root with `unshare`: formsh can be started as PID 1 of a new PID namespace,
  /// which makes the PID, the old temporary file's only secret, known in advance.
  static let canUnsharePIDs =
    geteuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare")

  static func mode(_ path: String) -> mode_t? { AtomicWriteTests.mode(path) }

  static func kind(_ path: String) -> mode_t? {
    var status = stat()
    return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : nil
  }

  @Test("a replaced file keeps its mode", arguments: [0o600, 0o640] as [mode_t])
  func aReplacedFileKeepsItsMode(mode: mode_t) throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let form = try files.write("name.json", Self.nameForm)
    let target = try files.write("secrets.json", "previous\n")
    #expect(chmod(target, mode) == 0)
    let result = try Formsh.run(["-c", "set name=Ada; submit --out \(target)", form])
    #expect(result.status == 0, "\(result)")
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "{\n  \"name\": \"Ada\"\n}\n")
    #expect(Self.mode(target) == mode)
  }

  @Test func aNewFileGetsTheModeTheUmaskAllows() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let form = try files.write("name.json", Self.nameForm)
    let target = files.path + "/new.json"
    let result = try Formsh.run(
      ["-c", "umask 027; exec \"$0\" \"$@\"", Formsh.binary, "-c", "submit --out \(target)", form],
      executable: "/bin/sh")
    #expect(result.status == 0, "\(result)")
    #expect(Self.mode(target) == 0o640)
  }

  @Test func aSymbolicLinkIsRefusedUnlessFollowed() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let form = try files.write("name.json", Self.nameForm)
    let target = try files.write("target.json", "previous\n")
    let link = files.path + "/link.json"
    #expect(symlink(target, link) == 0)
    let refusals = [
      try Formsh.run(["-c", "submit --out \(link)", form]),
      try Formsh.run(["fill", "--form", form, "--output", link], stdin: "{\"name\": \"x\"}\n"),
      try Formsh.run(["-c", "record --force \(link)", form]),
    ]
    for result in refusals {
      #expect(result.status == 73, "\(result)")
      #expect(
        result.stderr.contains(
          "\(link): cannot write: is a symbolic link; --follow-symlinks writes to the file it"
            + " points to"), "\(result)")
    }
    #expect(Self.kind(link) == S_IFLNK)
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "previous\n")

    let followed = try Formsh.run(
      ["-c", "set name=Ada; submit --out \(link) --follow-symlinks", form])
    #expect(followed.status == 0, "\(followed)")
    #expect(Self.kind(link) == S_IFLNK)
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "{\n  \"name\": \"Ada\"\n}\n")
    let filled = try Formsh.run(
      ["fill", "--form", form, "--output", link, "--follow-symlinks"],
      stdin: "{\"name\": \"Bo\"}\n")
    #expect(filled.status == 0, "\(filled)")
    #expect(Self.kind(link) == S_IFLNK)
    #expect(
      try String(contentsOfFile: target, encoding: .utf8)
        == #"{"record":1,"ok":true,"payload":{"name":"Bo"}}"# + "\n")
  }

  /// Reads a FIFO without ever blocking the test: everything a writer sends, until it closes
  /// (or `seconds` pass, when formsh never writes to it).
  static func drain(_ fifo: String, seconds: Double) -> String {
    let descriptor = open(fifo, O_RDONLY | O_NONBLOCK)
    guard descriptor >= 0 else { return "" }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    let deadline = Deadline(seconds: seconds)
    while !deadline.hasPassed {
      var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&ready, 1, deadline.remaining) > 0 else { continue }
      let count = read(descriptor, &buffer, buffer.count)
      if count > 0 {
        bytes += buffer[0..<count]
      } else if count == 0 {
        // No writer: before formsh opened it, or after it closed it.
        if !bytes.isEmpty { break }
        usleep(1000)
      } else if errno != EAGAIN && errno != EINTR {
        break
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test func aFIFOIsWrittenThroughAndStaysAFIFO() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let form = try files.write("name.json", Self.nameForm)
    let fifo = files.path + "/payload.fifo"
    #expect(mkfifo(fifo, 0o600) == 0)
    let child = try Child(["-c", "set name=Ada; submit --out \(fifo)", form], measured: false)
    let received = Self.drain(fifo, seconds: 20)
    #expect(child.wait().status == 0, "\(child.stderr)")
    #expect(received == "{\n  \"name\": \"Ada\"\n}\n")
    #expect(Self.kind(fifo) == S_IFIFO)

    let fill = try Child(["fill", "--form", form, "--output", fifo, "-"], measured: false)
    fill.feed(Array("{\"name\": \"Bo\"}\n".utf8))
    fill.closeInput()
    let lines = Self.drain(fifo, seconds: 20)
    #expect(fill.wait().status == 0, "\(fill.stderr)")
    #expect(lines == #"{"record":1,"ok":true,"payload":{"name":"Bo"}}"# + "\n")
    #expect(Self.kind(fifo) == S_IFIFO)
  }

  @Test func aDescriptorNameIsWrittenInPlace() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let form = try files.write("name.json", Self.nameForm)
    // /dev/fd/1 is standard output itself (as /dev/stdout is): the payload comes after what
    // was printed before it, and nothing is created or replaced.
    let result = try Formsh.run(
      ["-c", "echo before; set name=Ada; submit --out /dev/fd/1; echo after", form])
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout == "before\n{\n  \"name\": \"Ada\"\n}\nafter\n")
  }

  @Test(.enabled(if: canUnsharePIDs))
  func aLinkPlantedAtThePredictableTemporaryNameIsNeverFollowed() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let form = try files.write("name.json", Self.nameForm)
    let victim = try files.write("victim", "not yours\n")
    let output = files.path + "/out.json"
    // Another user plants the name a PID 1 would have used, pointing at a file of theirs.
    let planted = files.path + "/.out.json.tmp-1"
    #expect(symlink(victim, planted) == 0)
    let child = try Child(
      ["-c", "set name=Ada; submit --out \(output)", form], measured: false,
      through: ["/usr/bin/unshare", "--pid", "--fork"])
    #expect(child.wait().status == 0, "\(child.stderr)")
    #expect(try String(contentsOfFile: victim, encoding: .utf8) == "not yours\n")
    #expect(Self.kind(planted) == S_IFLNK)
    #expect(Self.kind(output) == S_IFREG)
    #expect(try String(contentsOfFile: output, encoding: .utf8) == "{\n  \"name\": \"Ada\"\n}\n")
  }

  @Test(.enabled(if: canUnsharePIDs))
  func twoRunsWithTheSamePIDNeverShareATemporaryFile() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let form = try files.write("name.json", Self.nameForm)
    let output = files.path + "/out.jsonl"
    // Both are PID 1, each in its own PID namespace, writing the same output at once.
    let runs = try ["a", "bb"].map { _ in
      try Child(
        ["fill", "--form", form, "--output", output, "-"], measured: false,
        through: ["/usr/bin/unshare", "--pid", "--fork"])
    }
    let count = 20_000
    var expected: [String] = []
    for (run, name) in zip(runs, ["Ada", "Bartholomew"]) {
      let record = Array("{\"name\": \"\(name)\"}\n".utf8)
      #expect(run.feed(Array(repeatElement(record, count: count).joined())))
      expected.append(
        (1...count).map { "{\"record\":\($0),\"ok\":true,\"payload\":{\"name\":\"\(name)\"}}\n" }
          .joined())
    }
    for run in runs { #expect(run.wait().status == 0, "\(run.stderr)") }
    // The second to finish replaced the first's output: one of the two, whole.
    let published = try String(contentsOfFile: output, encoding: .utf8)
    #expect(published == expected[0] || published == expected[1])
  }
}
