import FormshPlatform
import Foundation
import Testing

/// formsh as a child the test holds on to: standard input is a pipe the test feeds as it likes
/// (a generator, not a buffer: a gigabyte never sits in memory), output and errors go to files,
/// and `wait` gives the exit status with the peak memory. The test can also kill it at the
/// moment it chooses.
///
/// Peak memory is `wait4`'s `ru_maxrss`, taken by a small Python launcher that forks and
/// execs formsh: Linux carries the high-water mark of the memory a process had before `exec`
/// into it, and a child spawned straight from the test would report the test's own size.
/// The launcher keeps the child's processor time too (`cpuSeconds`, user and system).
final class Child {
  /// The launcher that measures, when the machine has it.
  static let python = "/usr/bin/python3"
  static let launcher = """
    import os, sys
    pid = os.fork()
    if pid == 0:
        os.execv(sys.argv[2], sys.argv[2:])
    _, status, usage = os.wait4(pid, 0)
    open(sys.argv[1], "w").write(str(usage.ru_maxrss))
    open(sys.argv[1] + "-cpu", "w").write(repr(usage.ru_utime + usage.ru_stime))
    sys.exit(os.waitstatus_to_exitcode(status) % 256 if os.WIFEXITED(status) else 128 + os.WTERMSIG(status))
    """

  /// formsh's process (the launcher's, when measuring).
  let pid: pid_t
  private var input: Int32
  private let directory: String
  private var finished: (status: Int32, peakKilobytes: Int)?

  /// Starts formsh with arguments (give paths absolute: the child inherits the test's
  /// directory) and `Formsh.environment(extra)`; `measured` runs it under the launcher;
  /// `through` is a command that starts formsh in turn (`unshare --pid --fork`), never
  /// measured.
  init(
    _ arguments: [String], environment extra: [String: String] = [:], measured: Bool = true,
    through wrapper: [String] = []
  ) throws {
    signal(SIGPIPE, SIG_IGN)
    directory = NSTemporaryDirectory() + "formsh-child-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { throw PseudoTerminal.Failure("pipe failed") }
    _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
    input = ends[1]
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, ends[0], 0)
    posix_spawn_file_actions_addopen(
      &actions, 1, directory + "/stdout", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(
      &actions, 2, directory + "/stderr", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var signals = sigset_t()
    sigemptyset(&signals)
    posix_spawnattr_setsigmask(&attributes, &signals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
    let measuring =
      measured && wrapper.isEmpty && FileManager.default.isExecutableFile(atPath: Child.python)
    let program = measuring ? Child.python : wrapper.first ?? Formsh.binary
    let launch = measuring ? [Child.python, "-c", Child.launcher, directory + "/peak"] : wrapper
    let argv = (launch + [Formsh.binary] + arguments).map { strdup($0) } + [nil]
    let envp = Formsh.environment(extra).map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var child = pid_t()
    let result = posix_spawn(&child, program, &actions, &attributes, argv, envp)
    close(ends[0])
    guard result == 0 else {
      close(ends[1])
      throw PseudoTerminal.Failure("posix_spawn: \(String(cString: strerror(result)))")
    }
    pid = child
  }

  deinit {
    if finished == nil {
      kill(pid, SIGKILL)
      _ = wait()
    }
    closeInput()
    try? FileManager.default.removeItem(atPath: directory)
  }

  /// Writes bytes to formsh's standard input; false once it stopped reading.
  @discardableResult
  func feed(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes { raw in (try? FileDescriptor.writeAll(to: input, raw)) != nil }
  }

  /// Writes `count` copies of `byte`, a megabyte at a time.
  @discardableResult
  func feed(repeating byte: UInt8, count: Int) -> Bool {
    let chunk = [UInt8](repeating: byte, count: 1 << 20)
    var left = count
    while left > 0 {
      let piece = min(left, chunk.count)
      guard feed(piece == chunk.count ? chunk : Array(chunk[0..<piece])) else { return false }
      left -= piece
    }
    return true
  }

  /// Waits until formsh has read everything fed so far (nothing is left in the pipe); false
  /// when something still is after `seconds` (a safety net, not a measure).
  func waitUntilInputIsRead(within seconds: Double = 60) -> Bool {
    let deadline = Deadline(seconds: seconds)
    var unread: Int32 = 0
    while ioctl(input, UInt(FIONREAD), &unread) == 0, unread > 0 {
      if deadline.hasPassed { return false }
      usleep(1000)
    }
    return unread == 0
  }

  /// Waits until formsh has written `text` to standard error (an event the test waits on);
  /// false when it has not after `seconds` (a safety net, not a measure).
  func waitUntilStandardError(contains text: String, within seconds: Double = 60) -> Bool {
    let deadline = Deadline(seconds: seconds)
    while !stderr.contains(text) {
      if deadline.hasPassed { return false }
      usleep(20_000)
    }
    return true
  }

  /// Ends formsh's standard input.
  func closeInput() {
    if input >= 0 { close(input) }
    input = -1
  }

  /// Sends a signal.
  func send(signal number: Int32) { kill(pid, number) }

  /// Writes copies of `bytes` to formsh's standard input from a thread of its own for as long
  /// as formsh reads, so it never runs out of input; the thread ends once formsh is gone
  /// (the write fails). `Feeding.copiesWritten` says how many whole copies went in.
  func keepFeeding(_ bytes: [UInt8]) -> Feeding {
    let feeding = Feeding()
    let descriptor = fcntl(input, F_DUPFD_CLOEXEC, 0)
    guard descriptor >= 0, !bytes.isEmpty else {
      feeding.end(bytesWritten: 0, copySize: 1)
      return feeding
    }
    let block = Array(repeatElement(bytes, count: max(1, 4096 / bytes.count)).joined())
    Thread.detachNewThread {
      var written = 0
      while true {
        let count = block.withUnsafeBytes { raw in
          write(
            descriptor, raw.baseAddress! + written % block.count,
            block.count - written % block.count)
        }
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { break }
        written += count
      }
      close(descriptor)
      feeding.end(bytesWritten: written, copySize: bytes.count)
    }
    return feeding
  }

  /// Waits for the end; the exit status (128 + N for signal N) and formsh's peak resident
  /// memory in kilobytes (0 when not measured). With `atMost`, a formsh still running after
  /// that many seconds is killed and the test fails: a safety net against a hang, not a
  /// measure.
  @discardableResult
  func wait(atMost seconds: Double? = nil, sourceLocation: SourceLocation = #_sourceLocation)
    -> (status: Int32, peakKilobytes: Int)
  {
    if let finished { return finished }
    closeInput()
    var status: Int32 = 0
    var reaped = false
    if let seconds {
      let deadline = Deadline(seconds: seconds)
      while !reaped {
        let result = waitpid(pid, &status, WNOHANG)
        reaped = result == pid
        guard !reaped, result == 0 || errno == EINTR else { break }
        if deadline.hasPassed {
          Issue.record("formsh did not end within \(seconds) s", sourceLocation: sourceLocation)
          kill(pid, SIGKILL)
          break
        }
        usleep(10_000)
      }
    }
    if !reaped { _ = try? systemCall("waitpid") { waitpid(pid, &status, 0) } }
    let code = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    finished = (code, Int(read("peak")) ?? 0)
    return finished!
  }

  /// The processor time formsh used, user and system, in seconds (read after `wait`; `nil`
  /// when it was not measured): a bound on the work it did while it waited.
  var cpuSeconds: Double? { Double(read("peak-cpu")) }

  /// Everything formsh wrote to standard output (read after `wait`).
  var stdout: String { read("stdout") }
  /// Everything formsh wrote to standard error (read after `wait`).
  var stderr: String { read("stderr") }

  private func read(_ name: String) -> String {
    (try? String(contentsOfFile: directory + "/" + name, encoding: .utf8)) ?? ""
  }
}
