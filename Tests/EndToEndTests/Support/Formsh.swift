import FormshPlatform
import Foundation
import Testing

/// The built `formsh` binary, run with pipes as a user's shell would.
enum Formsh {
  /// The package's root directory (scripts and forms are named relative to it).
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

  /// The binary: next to the test bundle (SwiftPM builds it there), else `.build/debug`.
  static let binary: String = {
    var candidates: [String] = []
    for path in [CommandLine.arguments.first ?? "", Bundle.main.bundlePath] where !path.isEmpty {
      let url = URL(fileURLWithPath: path)
      candidates.append(url.deletingLastPathComponent().appendingPathComponent("formsh").path)
      candidates.append(url.appendingPathComponent("formsh").path)
    }
    candidates.append(root + "/.build/debug/formsh")
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates.last!
  }()

  /// What one run left: its output, errors and exit status.
  struct Result: CustomStringConvertible {
    var stdout: String
    var stderr: String
    var status: Int32

    var description: String { "status \(status)\nstdout:\n\(stdout)\nstderr:\n\(stderr)" }
  }

  /// A clean environment: no colour, no user files (HOME and the state directory are a fresh
  /// temporary directory).
  static func environment(_ extra: [String: String] = [:]) -> [String: String] {
    let home = NSTemporaryDirectory() + "formsh-e2e-home"
    var environment = [
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
      "HOME": home, "XDG_STATE_HOME": home + "/state", "LANG": "C.UTF-8", "TERM": "dumb",
    ]
    environment.merge(extra) { $1 }
    return environment
  }

  /// Where a run's standard output goes.
  enum Output: Sendable {
    /// A pipe the test reads (`Result.stdout`).
    case pipe
    /// A file or device opened for writing, without creating or truncating it (`/dev/full`).
    case file(String)
    /// A pipe whose reading end is closed before formsh starts: every write fails with EPIPE,
    /// as when the reader of `formsh … | head -1` has gone.
    case closedPipe
  }

  /// Runs formsh (or a script that names it in its shebang) with arguments and standard
  /// input, in the package's root directory; reads both pipes to the end before
  /// waiting, and kills a run that takes longer than `timeout` seconds (which fails).
  static func run(
    _ arguments: [String], stdin: String = "", environment extra: [String: String] = [:],
    executable: String = binary, timeout: Double = 30, stdout destination: Output = .pipe,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Result {
    signal(SIGPIPE, SIG_IGN)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = environment(extra)
    process.currentDirectoryURL = URL(fileURLWithPath: root)
    let (input, output, errors) = (Pipe(), Pipe(), Pipe())
    process.standardInput = input
    process.standardError = errors
    var outputEnd: FileHandle?
    switch destination {
    case .pipe:
      process.standardOutput = output
    case .file(let path):
      let handle = try #require(FileHandle(forWritingAtPath: path))
      outputEnd = handle
      process.standardOutput = handle
    case .closedPipe:
      var ends: [Int32] = [0, 0]
      #expect(pipe(&ends) == 0)
      close(ends[0])
      let handle = FileHandle(fileDescriptor: ends[1], closeOnDealloc: true)
      outputEnd = handle
      process.standardOutput = handle
    }
    try process.run()
    try? outputEnd?.close()
    // Streams owns copies of the parent's ends; every FileHandle is closed, so the child
    // holds the only other ends and each pipe ends when the child does.
    func take(_ handle: FileHandle) -> Int32 {
      let descriptor = dup(handle.fileDescriptor)
      try? handle.close()
      return descriptor
    }
    let captured = outputEnd == nil
    var streams = Streams(
      input: take(input.fileHandleForWriting), pending: Array(stdin.utf8),
      outputs: (captured ? [take(output.fileHandleForReading)] : [])
        + [take(errors.fileHandleForReading)])
    for handle in [
      input.fileHandleForReading, output.fileHandleForWriting, errors.fileHandleForWriting,
    ] {
      try? handle.close()
    }
    if !streams.pump(until: Deadline(seconds: timeout)) {
      process.terminate()
      Issue.record(
        "formsh \(arguments) did not finish in \(timeout)s", sourceLocation: sourceLocation)
    }
    streams.closeAll()
    process.waitUntilExit()
    return Result(
      stdout: captured ? String(decoding: streams.read[0], as: UTF8.self) : "",
      stderr: String(decoding: streams.read.last!, as: UTF8.self),
      status: process.terminationStatus)
  }
}

/// A point in time a test waits no longer than.
struct Deadline {
  let end: Double

  init(seconds: Double) {
    end = Deadline.now + seconds
  }

  static var now: Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// Milliseconds left, for poll(2); 0 once passed.
  var remaining: Int32 { Int32(max(0, min(1000, (end - Deadline.now) * 1000))) }
  var hasPassed: Bool { Deadline.now >= end }
}

/// Feeds one descriptor and drains others at the same time, on one thread, with poll(2): no
/// pipe fills up while the other is waited on.
struct Streams {
  var input: Int32
  var pending: [UInt8]
  var outputs: [Int32]
  var read: [[UInt8]]

  init(input: Int32, pending: [UInt8], outputs: [Int32]) {
    self.input = input
    self.pending = pending
    self.outputs = outputs
    self.read = outputs.map { _ in [] }
    _ = fcntl(input, F_SETFL, fcntl(input, F_GETFL) | O_NONBLOCK)
  }

  /// Runs until every output is at its end; false when the deadline came first.
  mutating func pump(until deadline: Deadline) -> Bool {
    var open = Set(outputs.indices)
    while !open.isEmpty {
      if deadline.hasPassed { return false }
      if pending.isEmpty && input >= 0 {
        close(input)
        input = -1
      }
      var fds = open.sorted().map { pollfd(fd: outputs[$0], events: Int16(POLLIN), revents: 0) }
      if input >= 0 { fds.append(pollfd(fd: input, events: Int16(POLLOUT), revents: 0)) }
      guard poll(&fds, nfds_t(fds.count), deadline.remaining) > 0 else { continue }
      for (slot, index) in open.sorted().enumerated() where fds[slot].revents != 0 {
        var buffer = [UInt8](repeating: 0, count: 65536)
        let count = try? buffer.withUnsafeMutableBytes {
          try FileDescriptor.readBytes(from: outputs[index], into: $0)
        }
        if let count, count > 0 {
          read[index] += buffer[0..<count]
        } else {
          open.remove(index)
          close(outputs[index])
          outputs[index] = -1
        }
      }
      if input >= 0, let last = fds.last, last.revents != 0 {
        let written = pending.withUnsafeBytes { raw in
          Result { () throws(SystemCallError) in
            try systemCall("write") { write(input, raw.baseAddress, raw.count) }
          }
        }
        switch written {
        case .success(let count): pending.removeFirst(count)
        case .failure(let error): if error.code != EAGAIN { pending = [] }
        }
      }
    }
    return true
  }

  /// Closes whatever is still open.
  mutating func closeAll() {
    for descriptor in outputs + [input] where descriptor >= 0 { close(descriptor) }
    outputs = outputs.map { _ in -1 }
    input = -1
  }
}
