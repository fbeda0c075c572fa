import FormshPlatform
import Foundation
import Testing

/// formsh on a real pseudo-terminal, as a person at a terminal runs it: it is the session
/// leader with the terminal as its controlling terminal, so Ctrl-C becomes SIGINT and
/// libedit edits the line. Reads wait at most a timeout, so a hang fails instead of blocking.
final class PseudoTerminal {
  private let master: Int32
  private let pid: pid_t
  private var exitStatus: Int32?
  /// Everything formsh wrote to the terminal.
  private(set) var transcript: [UInt8] = []
  /// Where the next `expect` starts looking.
  private var mark = 0

  /// Starts formsh with arguments and an environment on a terminal of `columns` (80) × 24.
  init(_ arguments: [String], environment: [String: String], columns: UInt16 = 80) throws {
    signal(SIGPIPE, SIG_IGN)
    var master: Int32 = 0
    var slave: Int32 = 0
    var size = winsize(ws_row: 24, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    guard openpty(&master, &slave, nil, nil, &size) == 0 else {
      throw Failure("no pseudo-terminal: \(String(cString: strerror(errno)))")
    }
    self.master = master
    defer { close(slave) }
    var name = [CChar](repeating: 0, count: 256)
    guard ttyname_r(slave, &name, name.count) == 0 else { throw Failure("ttyname failed") }
    _ = fcntl(master, F_SETFD, FD_CLOEXEC)
    _ = fcntl(slave, F_SETFD, FD_CLOEXEC)

    // A new session whose first terminal opened (by name: a dup would not do) becomes its
    // controlling terminal. glibc applies POSIX_SPAWN_SETSID (0x80, a GNU flag Swift does
    // not import) before the file actions. The test runner's threads block or ignore
    // signals, and a child inherits that: give it an empty mask and default actions, as a
    // login shell would.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    let setsid: Int32 = 0x80
    posix_spawnattr_setflags(
      &attributes, Int16(setsid | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var signals = sigset_t()
    sigemptyset(&signals)
    posix_spawnattr_setsigmask(&attributes, &signals)
    for signal in [SIGINT, SIGQUIT, SIGTSTP, SIGPIPE, SIGHUP] { sigaddset(&signals, signal) }
    posix_spawnattr_setsigdefault(&attributes, &signals)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, name, O_RDWR, 0)
    posix_spawn_file_actions_adddup2(&actions, 0, 1)
    posix_spawn_file_actions_adddup2(&actions, 0, 2)

    let argv = ([Formsh.binary] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var child = pid_t()
    let result = posix_spawn(&child, Formsh.binary, &actions, &attributes, argv, envp)
    guard result == 0 else { throw Failure("posix_spawn: \(String(cString: strerror(result)))") }
    pid = child
  }

  deinit {
    if exitStatus == nil {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      waitpid(pid, &status, 0)
    }
    close(master)
  }

  /// Types text (`\r` is Enter, `\u{03}` Ctrl-C, `\t` Tab, `\u{1B}[A` the Up arrow), once
  /// formsh is reading it.
  func send(_ text: String, waitingForLineEditing: Bool = true) {
    if waitingForLineEditing { waitUntilReading() }
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
  }

  /// Resizes the terminal, as a person dragging the window does: the kernel sends SIGWINCH.
  func resize(columns: UInt16, rows: UInt16 = 24) {
    var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
  }

  /// Waits (a few seconds at most) until the terminal leaves the kernel's line editing with
  /// echo: libedit prints its prompt before it switches that off, and a key typed in between
  /// would be taken by the kernel (Ctrl-D as an end of file, Ctrl-C echoed). A secret is read
  /// with echo off. People are not that fast; a test is.
  private func waitUntilReading() {
    let deadline = Deadline(seconds: 5)
    var settings = termios()
    while !deadline.hasPassed, tcgetattr(master, &settings) == 0,
      settings.c_lflag & tcflag_t(ICANON) != 0, settings.c_lflag & tcflag_t(ECHO) != 0
    {
      _ = readSome(until: Deadline(seconds: 0.01))
    }
  }

  /// Waits until the terminal shows `text` after what earlier expectations matched; records
  /// an issue with the transcript when it does not within `timeout` seconds.
  @discardableResult
  func expect(
    _ text: String, timeout: Double = 15, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    let needle = Array(text.utf8)
    let deadline = Deadline(seconds: timeout)
    while true {
      if let found = find(needle) {
        mark = found + needle.count
        return true
      }
      if deadline.hasPassed || !readSome(until: deadline) {
        Issue.record(
          "the terminal never showed \(text.debugDescription); it showed:\n\(screen)",
          sourceLocation: sourceLocation)
        return false
      }
    }
  }

  /// Waits for formsh to exit; its status, or `nil` (and an issue) after `timeout` seconds.
  func waitForExit(timeout: Double = 15, sourceLocation: SourceLocation = #_sourceLocation)
    -> Int32?
  {
    let deadline = Deadline(seconds: timeout)
    while !deadline.hasPassed {
      var status: Int32 = 0
      if waitpid(pid, &status, WNOHANG) == pid {
        exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        // What it wrote just before exiting may still wait in the terminal: read it all (the
        // end of output, once the last writer has gone).
        while true {
          let before = transcript.count
          guard readSome(until: Deadline(seconds: 0.2)), transcript.count > before else { break }
        }
        return exitStatus
      }
      _ = readSome(until: Deadline(seconds: 0.05))
    }
    Issue.record(
      "formsh did not exit; the terminal showed:\n\(screen)", sourceLocation: sourceLocation)
    return nil
  }

  /// The transcript as text, escape sequences visible.
  var screen: String {
    String(decoding: transcript, as: UTF8.self).replacingOccurrences(of: "\u{1B}", with: "␛")
  }

  private func find(_ needle: [UInt8]) -> Int? {
    guard transcript.count - mark >= needle.count else { return nil }
    for start in mark...(transcript.count - needle.count)
    where transcript[start..<(start + needle.count)].elementsEqual(needle) {
      return start
    }
    return nil
  }

  /// Reads what is there, waiting until the deadline; false at the end of output.
  private func readSome(until deadline: Deadline) -> Bool {
    var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
    guard poll(&descriptor, 1, deadline.remaining) > 0 else { return true }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = try? buffer.withUnsafeMutableBytes {
      try FileDescriptor.readBytes(from: master, into: $0)
    }
    guard let count, count > 0 else { return false }
    transcript += buffer[0..<count]
    return true
  }

  struct Failure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }
}
